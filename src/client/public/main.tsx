/** @jsxImportSource preact */
/**
 * The patients' pages (public.html; DESIGN.md §5, issue 10 §3): booking, its manage link and the
 * practice's profile, in Preact with a few hand-made components, so a phone on a slow network
 * downloads little. The texts and the practice's profile are asked for at once, side by side.
 */
import { render } from 'preact';
import './public.css';
import { I18nProvider, loadMessages, startLanguage } from './i18n/I18n';
import { parseRoute } from './route';
import { loadCentre } from './useCentre';
import { PublicApp } from './PublicApp';

const route = parseRoute(window.location.pathname);
const language = startLanguage();
void loadMessages(language).catch(() => undefined);
if (route.page === 'booking' || route.page === 'profile') void loadCentre(route.centreId, language).catch(() => undefined);

render(
  <I18nProvider initial={language}>
    <PublicApp route={route} />
  </I18nProvider>,
  document.getElementById('root') as HTMLElement,
);
