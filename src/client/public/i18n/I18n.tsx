/** @jsxImportSource preact */
import { createContext, type ComponentChildren } from 'preact';
import { useContext, useEffect, useMemo, useState } from 'preact/hooks';
import type { Language } from '../../../shared/languages';
import { makeTranslate, type Messages, type Translate } from './translate';
import { initialLanguage, storedLanguage, storeLanguage } from './language';

export const NAMESPACE = 'publicBooking';

interface I18nValue {
  language: Language;
  t: Translate;
  setLanguage: (language: Language) => void;
}

const I18nContext = createContext<I18nValue>({ language: 'de', t: (key) => key, setLanguage: () => undefined });

export const useI18n = () => useContext(I18nContext);

const loaded = new Map<Language, Promise<Messages>>();

/** The one namespace of one language (the server answers with an ETag; the browser revalidates). */
export function loadMessages(language: Language): Promise<Messages> {
  let hit = loaded.get(language);
  if (!hit) {
    hit = fetch(`/locales/${language}/${NAMESPACE}.json`).then((r) => (r.ok ? (r.json() as Promise<Messages>) : {}));
    hit.catch(() => loaded.delete(language));
    loaded.set(language, hit);
  }
  return hit;
}

export const startLanguage = (): Language => initialLanguage(storedLanguage(), navigator.languages ?? [navigator.language]);

/** Renders its children once the language's texts are there; switching keeps the old texts until the new ones arrive. */
export function I18nProvider({ initial, children }: { initial: Language; children: ComponentChildren }) {
  const [language, setLanguageState] = useState<Language>(initial);
  const [state, setState] = useState<{ language: Language; messages: Messages } | null>(null);
  useEffect(() => {
    let live = true;
    loadMessages(language).then(
      (messages) => live && setState({ language, messages }),
      () => live && setState({ language, messages: {} }),
    );
    document.documentElement.lang = language;
    return () => {
      live = false;
    };
  }, [language]);
  const value = useMemo<I18nValue | null>(
    () =>
      state && {
        language: state.language,
        t: makeTranslate(state.language, state.messages),
        setLanguage: (next) => {
          storeLanguage(next);
          setLanguageState(next);
        },
      },
    [state],
  );
  if (!value) return null;
  return <I18nContext.Provider value={value}>{children}</I18nContext.Provider>;
}
