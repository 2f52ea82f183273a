/**
 * Account and centre deletion ask the user to type a confirmation word (spec §5, wording §5).
 * The word is the one shown in the interface: locales/<lng>/settings.json `account.deleteConfirmWord`;
 * any language's word is accepted, case-insensitively, since the user may switch language.
 */
import { readCatalogues } from '../../i18n';
import { LANGUAGES } from '../../../shared/languages';
import { badRequest } from '../../errors';

let words: Set<string> | undefined;

const normalise = (value: string) => value.normalize('NFC').trim().toLocaleUpperCase('de-CH');

export function confirmWords(): Set<string> {
  if (words) return words;
  const catalogues = readCatalogues();
  words = new Set();
  for (const lng of LANGUAGES) {
    const account = (catalogues[lng]?.settings?.account ?? {}) as Record<string, unknown>;
    if (typeof account.deleteConfirmWord === 'string' && account.deleteConfirmWord.trim()) words.add(normalise(account.deleteConfirmWord));
  }
  return words;
}

export function assertConfirmWord(input: string): void {
  if (!confirmWords().has(normalise(input))) throw badRequest('invalidConfirmWord');
}
