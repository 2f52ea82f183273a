import type { BusinessNumber } from './api/contracts';

/** The ZSR value a therapist enters while the real number is not yet issued (wording §9). */
export const UNKNOWN_ZSR = 'A000000';

export function getNumber(list: readonly BusinessNumber[] | undefined, name: string): string {
  return list?.find((n) => n.name === name)?.value ?? '';
}

/** Returns a new list with `name` set to `value`; an empty value removes the entry. Keeps the list's name type (a provider's known names). */
export function setNumber<N extends string>(list: readonly { name: N; value: string }[] | undefined, name: N, value: string): { name: N; value: string }[] {
  const trimmed = value.trim();
  const rest = (list ?? []).filter((n) => n.name !== name);
  return trimmed ? [...rest, { name, value: trimmed }] : rest;
}

/** How people type identifiers ("a 1234.56", "760 1003 0027 51"): upper-case, no spaces or dots. */
export function normalizeZsr(value: string): string {
  return value.replace(/[\s.]/g, '').toUpperCase();
}
export function normalizeGln(value: string): string {
  return value.replace(/[\s.-]/g, '');
}
/** "che123456788" → "CHE-123.456.788" so the stored UID always has the official shape. */
export function normalizeUid(value: string): string {
  const compact = value.replace(/[\s.-]/g, '').toUpperCase();
  const m = /^CHE(\d{3})(\d{3})(\d{3})(MWST|TVA|IVA|VAT)?$/.exec(compact);
  if (!m) return value.trim();
  return `CHE-${m[1]}.${m[2]}.${m[3]}${m[4] ? ` ${m[4]}` : ''}`;
}
