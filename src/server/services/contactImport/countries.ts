/**
 * Countries for the template's dropdowns and for reading them back: ISO codes (those with a
 * phone numbering plan), names in de, en, fr and it from the runtime's ICU data.
 */
import { getCountries, getCountryCallingCode } from 'libphonenumber-js/max';
import { LANGUAGES, type Language } from '../../../shared/languages';
import { normalizeHeader } from './headerMatching';

/** Shown first: the countries most patients of a Swiss practice live in. */
const FIRST = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'];
const CODES = getCountries().map(String);
const ISO3: Record<string, string> = { CHE: 'CH', LIE: 'LI', DEU: 'DE', AUT: 'AT', FRA: 'FR', ITA: 'IT' };

function names(lng: Language): Intl.DisplayNames {
  return new Intl.DisplayNames([lng], { type: 'region' });
}

let byName: Map<string, string> | undefined;

function nameIndex(): Map<string, string> {
  if (byName) return byName;
  byName = new Map();
  for (const lng of LANGUAGES) {
    const dn = names(lng);
    for (const code of CODES) {
      const key = normalizeHeader(dn.of(code) ?? '');
      if (key && !byName.has(key)) byName.set(key, code);
    }
  }
  return byName;
}

/** "ch", "CHE", "Schweiz", "Suisse", "Schweiz (CH)" → "CH"; unknown → null. */
export function countryCode(text: string): string | null {
  const t = text.trim();
  const inBrackets = /\(([A-Za-z]{2})\)\s*$/.exec(t);
  const two = inBrackets?.[1] ?? (/^[A-Za-z]{2}$/.test(t) ? t : null);
  if (two && CODES.includes(two.toUpperCase())) return two.toUpperCase();
  if (ISO3[t.toUpperCase()]) return ISO3[t.toUpperCase()];
  return nameIndex().get(normalizeHeader(t)) ?? null;
}

/** Dropdown entries "Schweiz (CH)", the usual countries first, then by name. */
export function countryOptions(lng: Language): string[] {
  const dn = names(lng);
  const label = (c: string) => `${dn.of(c) ?? c} (${c})`;
  const rest = CODES.filter((c) => !FIRST.includes(c)).sort((a, b) => (dn.of(a) ?? a).localeCompare(dn.of(b) ?? b, lng));
  return [...FIRST, ...rest].map(label);
}

/** Dropdown entries "CH +41", the usual countries first. */
export function countryPhoneOptions(): string[] {
  const rest = CODES.filter((c) => !FIRST.includes(c)).sort();
  return [...FIRST, ...rest].map((c) => `${c} +${getCountryCallingCode(c as Parameters<typeof getCountryCallingCode>[0])}`);
}
