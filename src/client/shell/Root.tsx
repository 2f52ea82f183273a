import { lazy, Suspense, useState } from 'react';
import type { I18nProvider, Store } from 'react-admin';
import { LoadingScreen } from '../components/LoaderOverlay';
import { hasBothTokens } from '../session/tokenStorage';
import { startsInUsersShell } from './startsInUsersShell';
import { UsersShell } from './UsersShell';

// The signed-in app (react-router's data router, react-admin, react-query): downloaded only when needed.
const FullApp = lazy(() => import('./FullApp').then((m) => ({ default: m.FullApp })));

/** The light /users shell or the full app (startsInUsersShell.ts); the switch happens once, towards the full app. */
export function Root({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  const [full, setFull] = useState(() => !startsInUsersShell(window.location.pathname, hasBothTokens()));
  if (!full) return <UsersShell i18nProvider={i18nProvider} store={store} onLeave={() => setFull(true)} />;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <FullApp i18nProvider={i18nProvider} store={store} />
    </Suspense>
  );
}
