import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import { App, createAppServices } from './App';
import { LoadingScreen } from './components/LoaderOverlay';
import { createI18nProvider } from './providers/i18n/i18nProvider';
import { initialLanguage } from './providers/i18n/language';

const root = createRoot(document.getElementById('root')!);
root.render(<LoadingScreen />);

const language = initialLanguage();
document.documentElement.lang = language;

createI18nProvider(language).then((i18nProvider) => {
  const services = createAppServices(i18nProvider);
  services.store.setItem('locale', language);
  // A data router, so react-admin can warn about unsaved changes (useBlocker).
  const router = createBrowserRouter([{ path: '*', element: <App services={services} /> }]);
  root.render(<RouterProvider router={router} />);
});
