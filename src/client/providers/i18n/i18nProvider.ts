import { createInstance, type BackendModule, type ReadCallback } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import type { I18nProvider } from 'react-admin';
import { FALLBACK_LANGUAGE, LANGUAGES, type Language } from '../../../shared/languages';
import { loadLanguageBundle } from './localeCache';

/** Names shown in the language switch, each in its own language. */
export const LANGUAGE_NAMES: Record<Language, string> = { de: 'Deutsch', en: 'English', fr: 'Français', it: 'Italiano' };

/** i18next backend: one i18next namespace ('translation') holding every server namespace under its name. */
const serverBackend: BackendModule = {
  type: 'backend',
  init: () => undefined,
  read(language: string, _namespace: string, callback: ReadCallback) {
    loadLanguageBundle(language).then(
      (bundle) => callback(null, bundle),
      (error: unknown) => callback(error instanceof Error ? error : new Error(String(error)), false),
    );
  },
};

/**
 * react-admin's i18nProvider on i18next (ra-i18n-i18next). react-admin's own messages come from
 * the `ra` namespace (locales/<lng>/ra.json), so `ra.action.save` resolves like any other key.
 */
export async function createI18nProvider(lng: Language): Promise<I18nProvider> {
  const instance = createInstance().use(serverBackend);
  return getI18nProvider(
    instance,
    {
      lng,
      fallbackLng: FALLBACK_LANGUAGE,
      supportedLngs: [...LANGUAGES],
      load: 'languageOnly',
      ns: ['translation'],
      defaultNS: 'translation',
      // react-admin passes free text as keys (with a default); ':' in such text must not mean a namespace.
      nsSeparator: false,
      interpolation: { escapeValue: false },
      returnNull: false,
    },
    LANGUAGES.map((locale) => ({ locale, name: LANGUAGE_NAMES[locale] })),
  );
}
