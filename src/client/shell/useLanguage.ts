import { useCallback, useSyncExternalStore } from 'react';
import { useI18nProvider, useStoreContext } from 'react-admin';
import { toLanguage, type Language } from '../../shared/languages';

/**
 * The interface language as `useLocaleState()[0]` reads it: react-admin's store item `locale`,
 * else the i18n provider's language; without useStore's deep comparison (lodash), which the
 * /users shell does not otherwise need.
 */
export function useLanguage(): Language {
  const store = useStoreContext();
  const i18nProvider = useI18nProvider();
  const subscribe = useCallback((onChange: () => void) => store.subscribe('locale', onChange), [store]);
  const stored = useSyncExternalStore(subscribe, () => store.getItem<string>('locale'));
  return toLanguage(stored ?? i18nProvider.getLocale());
}
