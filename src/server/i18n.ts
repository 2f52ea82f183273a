import fs from 'node:fs';
import path from 'node:path';
import i18next, { type i18n } from 'i18next';
import { FALLBACK_LANGUAGE, LANGUAGES, toLanguage } from '../shared/languages';
import { projectRoot } from './projectRoot';

export const localesDir = path.join(projectRoot, 'locales');

export type Catalogue = Record<string, Record<string, unknown>>;

/** Reads locales/<lng>/<ns>.json into { ns: json } per language; keys are addressed as "ns.key". */
export function readCatalogues(dir = localesDir): Record<string, Catalogue> {
  const out: Record<string, Catalogue> = {};
  for (const lng of LANGUAGES) {
    const lngDir = path.join(dir, lng);
    const cat: Catalogue = {};
    if (fs.existsSync(lngDir)) {
      for (const file of fs.readdirSync(lngDir).filter((f) => f.endsWith('.json'))) {
        cat[file.slice(0, -5)] = JSON.parse(fs.readFileSync(path.join(lngDir, file), 'utf8'));
      }
    }
    out[lng] = cat;
  }
  return out;
}

let instance: i18n | undefined;

/** Server-side translator over the same catalogue the client uses (e-mails, SMS, PDFs). */
export function serverI18n(): i18n {
  if (instance) return instance;
  const catalogues = readCatalogues();
  instance = i18next.createInstance();
  void instance.init({
    initImmediate: false,
    fallbackLng: FALLBACK_LANGUAGE,
    supportedLngs: [...LANGUAGES],
    resources: Object.fromEntries(Object.entries(catalogues).map(([lng, cat]) => [lng, { translation: cat }])),
    interpolation: { escapeValue: false },
    returnNull: false,
  });
  return instance;
}

export function translate(language: string, key: string, vars: Record<string, unknown> = {}): string {
  return serverI18n().t(key, { lng: toLanguage(language), ...vars }) as string;
}
