import { lazy, Suspense } from 'react';
import { QueryClient } from '@tanstack/react-query';
import { CssBaseline } from '@mui/material';
import { useLocation } from 'react-router-dom';
import { AdminContext, I18nContext, localStorageStore, type I18nProvider, type Store } from 'react-admin';
import { CentreScopeSync } from './admin/centreScope';
import { AlertDialogProvider } from './components/AlertDialogProvider';
import { NotificationSlot } from './components/NotificationSlot';
import { LoadingScreen } from './components/LoaderOverlay';
import { theme } from './layout/theme';
import { LocalizedMui } from './layout/LocalizedMui';
import { authProvider } from './providers/authProvider';
import { lazyDataProvider } from './providers/lazyDataProvider';
import { enabledOnly } from './routing/featureGate';
import { findRoute } from './routing/matchRoutePath';
import { PageGuard } from './routing/PageGuard';
import { RouterUsersNavigation } from './routing/RouterUsersNavigation';
import { RealtimeProvider } from './realtime/RealtimeProvider';
import { usersRoutes } from './routing/usersRoutes';
import { SessionProvider } from './session/SessionProvider';

export interface AppServices {
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
}

export function createAppServices(i18nProvider: I18nProvider, store: Store = localStorageStore(undefined, 'kura')): AppServices {
  return {
    i18nProvider,
    store,
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  };
}

const AdminApp = lazy(() => import('./AdminApp').then((m) => ({ default: m.AdminApp })));

/** The /users pages (spec §2) render here, without the app layout; every other path is the admin app's. */
function AppRoutes() {
  const { pathname } = useLocation();
  const match = findRoute(enabledOnly(usersRoutes), pathname);
  if (match) return <RouterUsersNavigation>{match.route.element}</RouterUsersNavigation>;
  return (
    <Suspense fallback={<LoadingScreen />}>
      <AdminApp />
    </Suspense>
  );
}

/**
 * The app shell: session and page guard around react-admin's context (so the session survives
 * react-admin's remount on language change), the /users pages, and the signed-in app
 * (AdminApp.tsx) loaded on demand. Must be rendered inside a react-router data router (main.tsx).
 */
export function App({ services }: { services: AppServices }) {
  const { i18nProvider, store, queryClient } = services;
  return (
    // Translations for what renders before react-admin's context (the page guard's loading screen).
    <I18nContext.Provider value={i18nProvider}>
      <SessionProvider store={store} queryClient={queryClient}>
        <RealtimeProvider queryClient={queryClient}>
          <CentreScopeSync />
          <PageGuard>
            <AdminContext
              dataProvider={lazyDataProvider}
              authProvider={authProvider}
              i18nProvider={i18nProvider}
              store={store}
              queryClient={queryClient}
              theme={theme}
            >
              <LocalizedMui>
                <CssBaseline enableColorScheme>
                  <AlertDialogProvider>
                    <AppRoutes />
                  </AlertDialogProvider>
                  <NotificationSlot />
                </CssBaseline>
              </LocalizedMui>
            </AdminContext>
          </PageGuard>
        </RealtimeProvider>
      </SessionProvider>
    </I18nContext.Provider>
  );
}
