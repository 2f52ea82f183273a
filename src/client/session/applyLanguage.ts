import type { Store } from 'react-admin';
import type { Language } from '../../shared/languages';
import { rememberLanguage } from '../providers/i18n/language';

/** Applies a language at once: remembered for the next visit, on <html lang>, and in react-admin's store (`locale`), which switches the translations. */
export function applyLanguage(store: Store, lng: Language): void {
  rememberLanguage(lng);
  document.documentElement.lang = lng;
  if (store.getItem('locale') !== lng) store.setItem('locale', lng);
}
