import { QueryClient } from '@tanstack/react-query';
import { Route } from 'react-router-dom';
import { AdminContext, AdminUI, CustomRoutes, localStorageStore, Resource, type I18nProvider, type Store } from 'react-admin';
import { recordResources } from '../../resources';
import { CentreScopeSync } from './admin/centreScope';
import { AlertDialogProvider } from './components/AlertDialogProvider';
import { AppSnackbar } from './components/AppSnackbar';
import { AppLayout } from './layout/AppLayout';
import { theme } from './layout/theme';
import { authProvider } from './providers/authProvider';
import { dataProvider } from './providers/dataProviders';
import { PageGuard } from './routing/PageGuard';
import { layoutRoutes, noLayoutRoutes } from './routing/routes';
import { SessionProvider } from './session/SessionProvider';

export interface AppServices {
  i18nProvider: I18nProvider;
  store: Store;
  queryClient: QueryClient;
}

export function createAppServices(i18nProvider: I18nProvider): AppServices {
  return {
    i18nProvider,
    store: localStorageStore(undefined, 'kura'),
    queryClient: new QueryClient({ defaultOptions: { queries: { retry: false, refetchOnWindowFocus: false } } }),
  };
}

/**
 * The admin app: session and page guard around react-admin (AdminContext + AdminUI = <Admin>),
 * so the session survives react-admin's remount on language change. Must be rendered inside a
 * react-router data router (main.tsx).
 */
export function App({ services }: { services: AppServices }) {
  const { i18nProvider, store, queryClient } = services;
  return (
    <SessionProvider store={store} queryClient={queryClient}>
      <CentreScopeSync />
      <PageGuard>
        <AdminContext
          dataProvider={dataProvider}
          authProvider={authProvider}
          i18nProvider={i18nProvider}
          store={store}
          queryClient={queryClient}
          theme={theme}
        >
          <AlertDialogProvider>
            <AdminUI disableTelemetry layout={AppLayout} loginPage={false} notification={AppSnackbar} title="Kura">
              {recordResources.map((r) => (
                <Resource key={r.def.resource} {...r.resourceProps} />
              ))}
              <CustomRoutes noLayout>
                {noLayoutRoutes().map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
              </CustomRoutes>
              <CustomRoutes>
                {layoutRoutes().map((route) => (
                  <Route key={route.path} path={route.path} element={route.element} />
                ))}
              </CustomRoutes>
            </AdminUI>
          </AlertDialogProvider>
        </AdminContext>
      </PageGuard>
    </SessionProvider>
  );
}
