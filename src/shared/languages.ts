/** Interface languages; German is the fallback (spec §1). */
export const LANGUAGES = ['de', 'en', 'fr', 'it'] as const;
export type Language = (typeof LANGUAGES)[number];
export const FALLBACK_LANGUAGE: Language = 'de';

export function toLanguage(value: unknown): Language {
  const v = String(value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(v) ? (v as Language) : FALLBACK_LANGUAGE;
}
