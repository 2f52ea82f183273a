/**
 * How alike a bank's debtor name and a contact's name are, from 0 to 1: case, accents, umlaut
 * spelling, word order, punctuation, titles and legal forms do not count ("MUELLER-MEIER ANNA"
 * is "Anna Müller-Meier"). Each of the contact's words is compared with the debtor's most alike
 * word (bigram similarity, 1 when equal) and the mean is the score: all the contact's words
 * inside a longer debtor name (a relative paying) give 1, a typo a little less, a shared first
 * name alone about a half.
 */

/** Umlauts and their spelt-out forms fold to the bare vowel: Müller = Mueller = Muller. */
const UMLAUTS: Record<string, string> = { ä: 'a', ö: 'o', ü: 'u', ß: 'ss', æ: 'ae', œ: 'oe' };
const NOISE = new Set(['herr', 'frau', 'hr', 'fr', 'dr', 'med', 'prof', 'und', 'et', 'e', 'ag', 'gmbh', 'sa', 'sarl', 'sagl', 'mr', 'mrs', 'ms', 'mme', 'm', 'sig', 'sig.ra']);

/** Words of a name: lower case, umlauts spelt out, accents dropped, titles and legal forms gone. */
export function nameWords(name: string): string[] {
  const folded = name
    .toLowerCase()
    .replace(/[äöüßæœ]/g, (c) => UMLAUTS[c])
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/([aou])e/g, '$1');
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0 && !NOISE.has(w));
}

function bigrams(s: string): Map<string, number> {
  const grams = new Map<string, number>();
  for (let i = 0; i + 2 <= s.length; i++) {
    const g = s.slice(i, i + 2);
    grams.set(g, (grams.get(g) ?? 0) + 1);
  }
  return grams;
}

/** Sørensen–Dice coefficient of character bigrams (multiset); 1 for equal strings. */
export function dice(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const ga = bigrams(a);
  let common = 0;
  for (const [g, n] of bigrams(b)) common += Math.min(n, ga.get(g) ?? 0);
  return (2 * common) / (a.length - 1 + (b.length - 1));
}

export function nameSimilarity(debtorName: string, contactName: string): number {
  const debtor = nameWords(debtorName);
  const contact = nameWords(contactName);
  if (debtor.length === 0 || contact.length === 0) return 0;
  let sum = 0;
  for (const c of contact) {
    let best = 0;
    for (const d of debtor) best = Math.max(best, dice(c, d));
    sum += best;
  }
  return sum / contact.length;
}
