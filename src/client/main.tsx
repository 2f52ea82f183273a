import { createRoot } from 'react-dom/client';
import { localStorageStore } from 'react-admin';
import { LoadingScreen } from './components/LoaderOverlay';
import { createI18nProvider } from './providers/i18n/i18nProvider';
import { initialLanguage } from './providers/i18n/language';
import { Root } from './shell/Root';

const root = createRoot(document.getElementById('root')!);
root.render(<LoadingScreen />);

const language = initialLanguage();
document.documentElement.lang = language;

createI18nProvider(language).then((i18nProvider) => {
  // react-admin's store, shared by the /users shell and the signed-in app: its `locale` item is the language.
  const store = localStorageStore(undefined, 'kura');
  store.setItem('locale', language);
  root.render(<Root i18nProvider={i18nProvider} store={store} />);
});
