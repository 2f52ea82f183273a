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

/** Words of a name: lower case, umlauts folded, accents dropped, titles and legal forms gone. */
export function nameWords(name: string): string[] {
  let folded = name.toLowerCase();
  // The common case (plain ASCII) skips Unicode normalisation, the costly part for 50,000 names.
  if (/[\u0080-\uffff]/.test(folded)) {
    folded = folded
      .replace(/[äöüßæœ]/g, (c) => UMLAUTS[c])
      .normalize('NFD')
      .replace(/[\u0300-\u036f]/g, '');
  }
  folded = folded.replace(/([aou])e/g, '$1');
  return folded.split(/[^a-z0-9]+/).filter((w) => w.length > 0 && !NOISE.has(w));
}

/** Character bigrams of a word as numbers, sorted (two words' common bigrams are then a merge). */
function bigrams(s: string): number[] {
  const grams: number[] = [];
  for (let i = 0; i + 1 < s.length; i++) grams.push(s.charCodeAt(i) * 65_536 + s.charCodeAt(i + 1));
  return grams.sort((a, b) => a - b);
}

/** Names repeat across a file and the invoices: each word's bigrams are computed once (bounded cache). */
const GRAM_CACHE_LIMIT = 100_000;
const gramCache = new Map<string, number[]>();
function gramsOf(word: string): number[] {
  let grams = gramCache.get(word);
  if (!grams) {
    if (gramCache.size >= GRAM_CACHE_LIMIT) gramCache.clear();
    gramCache.set(word, (grams = bigrams(word)));
  }
  return grams;
}

/** Sørensen–Dice coefficient of character bigrams (multiset); 1 for equal strings. */
export function dice(a: string, b: string): number {
  if (a === b) return 1;
  if (a.length < 2 || b.length < 2) return 0;
  const ga = gramsOf(a);
  const gb = gramsOf(b);
  let common = 0;
  for (let i = 0, j = 0; i < ga.length && j < gb.length; ) {
    if (ga[i] === gb[j]) {
      common++;
      i++;
      j++;
    } else if (ga[i] < gb[j]) i++;
    else j++;
  }
  return (2 * common) / (ga.length + gb.length);
}

/** The mean over the contact's words of the most alike debtor word (both already nameWords). */
export function wordsSimilarity(debtor: readonly string[], contact: readonly string[]): number {
  if (debtor.length === 0 || contact.length === 0) return 0;
  let sum = 0;
  for (const c of contact) {
    let best = 0;
    for (const d of debtor) if (best < 1) best = Math.max(best, dice(c, d));
    sum += best;
  }
  return sum / contact.length;
}

export function nameSimilarity(debtorName: string, contactName: string): number {
  return wordsSimilarity(nameWords(debtorName), nameWords(contactName));
}
