import { CoreAdminUI, CustomRoutes, LoadingPage, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { recordResources } from '../../resources';
import { RecordResourcesProvider } from './admin/recordResources';
import { AppLayout } from './layout/AppLayout';
import { LazyAccessDenied, LazyAuthCallback, LazyAuthenticationError, LazyError, LazyNotFound } from './layout/lazyAdminScreens';
import { layoutRoutes } from './routing/routes';

/**
 * The signed-in app: react-admin's UI with the record resources, the layout and the admin pages.
 * Its own chunk (App.tsx loads it lazily), so the sign-in page downloads none of it.
 *
 * It is react-admin's <AdminUI> with the same pages, minus what the shell already does (CSS
 * baseline, notifications): AdminUI also imports its default login form (react-hook-form and
 * inputs), which Kura never shows (loginPage={false}). Its error, "not found", access-denied and
 * auth-callback screens load when shown (layout/lazyAdminScreens.tsx).
 */
export function AdminApp() {
  return (
    <RecordResourcesProvider resources={recordResources}>
      <CoreAdminUI
        disableTelemetry
        layout={AppLayout}
        loginPage={false}
        title="Kura"
        accessDenied={LazyAccessDenied}
        authCallbackPage={LazyAuthCallback}
        authenticationError={LazyAuthenticationError}
        catchAll={LazyNotFound}
        error={LazyError}
        loading={LoadingPage}
      >
        {recordResources.map((r) => (
          <Resource key={r.name} {...r.resourceProps} />
        ))}
        <CustomRoutes>
          {layoutRoutes().map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </CustomRoutes>
      </CoreAdminUI>
    </RecordResourcesProvider>
  );
}
