import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages';

const STORAGE_KEY = 'kura.public.language';

/** The language chosen on the page before, else the browser's first supported one, else German. */
export function initialLanguage(stored: string | null, browser: readonly string[]): Language {
  const known = (v: string | null | undefined): Language | null => {
    const two = String(v ?? '').slice(0, 2).toLowerCase();
    return (LANGUAGES as readonly string[]).includes(two) ? (two as Language) : null;
  };
  return known(stored) ?? browser.map(known).find((l): l is Language => l !== null) ?? FALLBACK_LANGUAGE;
}

export function storedLanguage(): string | null {
  try {
    return window.localStorage.getItem(STORAGE_KEY);
  } catch {
    return null;
  }
}

export function storeLanguage(language: Language): void {
  try {
    window.localStorage.setItem(STORAGE_KEY, language);
  } catch {
    // private mode: the choice lasts for this page only
  }
}
