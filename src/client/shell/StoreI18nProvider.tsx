import { useEffect, useState, type ReactNode } from 'react';
import { I18nContext, useNotify, type I18nProvider } from 'react-admin';
import { useLanguage } from './useLanguage';

/**
 * react-admin's I18nContextProvider for the /users shell: follows the store's `locale`, switches
 * the provider's language, then renders the pages again in it (react-admin remounts them the same way).
 */
export function StoreI18nProvider({ value, children }: { value: I18nProvider; children: ReactNode }) {
  const wanted = useLanguage();
  const notify = useNotify();
  const [shown, setShown] = useState(() => value.getLocale());
  useEffect(() => {
    if (wanted === shown) return;
    let current = true;
    Promise.resolve(value.changeLocale(wanted)).then(
      () => current && setShown(wanted),
      (error: unknown) => {
        console.error(error);
        notify('ra.notification.i18n_error', { type: 'error' });
      },
    );
    return () => {
      current = false;
    };
  }, [wanted, shown, value, notify]);
  return (
    <I18nContext.Provider key={shown} value={value}>
      {children}
    </I18nContext.Provider>
  );
}
