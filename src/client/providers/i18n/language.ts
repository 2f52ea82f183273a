import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages';

/** The language chosen while signed out (signed in, the user's UserSetting.language wins). */
export const LANGUAGE_STORAGE_KEY = 'language';

const supported = (value: string | null | undefined): Language | null => {
  const short = String(value ?? '').slice(0, 2).toLowerCase();
  return (LANGUAGES as readonly string[]).includes(short) ? (short as Language) : null;
};

/** Stored choice, else the first supported browser language, else German (spec: German fallback). */
export function initialLanguage(): Language {
  let stored: string | null = null;
  try {
    stored = window.localStorage.getItem(LANGUAGE_STORAGE_KEY);
  } catch {
    stored = null;
  }
  const browser = typeof navigator === 'undefined' ? [] : [...(navigator.languages ?? []), navigator.language];
  for (const candidate of [stored, ...browser]) {
    const lng = supported(candidate);
    if (lng) return lng;
  }
  return FALLBACK_LANGUAGE;
}

export function rememberLanguage(lng: Language): void {
  try {
    window.localStorage.setItem(LANGUAGE_STORAGE_KEY, lng);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
