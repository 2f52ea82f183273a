/**
 * One word per concept in each language (issue 13): the people a practice treats are "Klient/in"
 * (de), "client" (en, fr) and "cliente" (it) everywhere in the interface, e-mails and SMS; never
 * contact, customer or patient. A stray term fails with its namespace, key and text.
 */
import fs from 'node:fs';
import path from 'node:path';

type Lang = 'de' | 'en' | 'fr' | 'it';

const VOCABULARY: Record<Lang, { term: RegExp; stray: RegExp }> = {
  de: { term: /\bKlient/, stray: /\bkontakt(e|en|liste|feld\w*|daten)?\b|\bkund(e|en|in|innen)\b|\bpatient(in|innen|en)?\b/i },
  en: { term: /\bclients?\b/i, stray: /\bcontacts?\b|\bcustomers?\b|\bpatients?\b/i },
  fr: { term: /\bclient(e|s|es)?\b/i, stray: /\bcontacts?\b|\bclientèle\b|\bpatient(e|s|es)?\b/i },
  it: { term: /\bclient[ei]\b/i, stray: /\bcontatt[oi]\b|\bpazient[ei]\b/i },
};

/**
 * Keys where the word means something else: "contact us", a practice's contact details, or the
 * verb (it: "ci contatti", "contatti il gestore" are imperatives of contattare).
 */
const OTHER_MEANING = new Set([
  'menu:contactUs',
  'settings:businessInfo.sections.contact',
  'messages:notificationDefaults.bookingChange.client.mail',
  'messages:notificationDefaults.bookingChange.client.sms',
  'sms:buy.howToBuy',
]);

function texts(lang: Lang): [string, string][] {
  const dir = path.join(__dirname, '../../../locales', lang);
  const out: [string, string][] = [];
  for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.json'))) {
    const ns = file.slice(0, -5);
    const walk = (node: unknown, at: string[]) => {
      if (typeof node === 'string') out.push([`${ns}:${at.join('.')}`, node]);
      else if (node && typeof node === 'object') for (const [k, v] of Object.entries(node)) walk(v, [...at, k]);
    };
    walk(JSON.parse(fs.readFileSync(path.join(dir, file), 'utf8')), []);
  }
  return out;
}

describe.each(Object.keys(VOCABULARY) as Lang[])('vocabulary in %s', (lang) => {
  const { term, stray } = VOCABULARY[lang];

  it('calls the people a practice treats by one word', () => {
    const strays = texts(lang).filter(([key, text]) => !OTHER_MEANING.has(key) && stray.test(text));
    expect(strays).toEqual([]);
  });

  it('uses that word for the client list and the record', () => {
    const byKey = new Map(texts(lang));
    for (const key of ['menu:clients', 'records:contact._title', 'contactImport:title']) expect([key, term.test(byKey.get(key) ?? '')]).toEqual([key, true]);
  });

  it('fails on a stray term (the check can fail)', () => {
    const probe = { de: 'Neuer Kontakt', en: 'New contact', fr: 'Nouveau patient', it: 'Nuovo contatto' }[lang];
    expect(stray.test(probe)).toBe(true);
  });
});
