import { AdminUI, CustomRoutes, Resource } from 'react-admin';
import { Route } from 'react-router-dom';
import { recordResources } from '../../resources';
import { RecordResourcesProvider } from './admin/recordResources';
import { AppLayout } from './layout/AppLayout';
import { layoutRoutes } from './routing/routes';

/** The shell (App.tsx) shows the notifications, so they survive the step between /users and the app. */
const NoNotification = () => null;

/**
 * The signed-in app: react-admin's UI with the record resources, the layout and the admin pages.
 * Its own chunk (App.tsx loads it lazily), so the sign-in page downloads none of it.
 */
export function AdminApp() {
  return (
    <RecordResourcesProvider resources={recordResources}>
      <AdminUI disableTelemetry layout={AppLayout} loginPage={false} notification={NoNotification} title="Kura">
        {recordResources.map((r) => (
          <Resource key={r.def.resource} {...r.resourceProps} />
        ))}
        <CustomRoutes>
          {layoutRoutes().map((route) => (
            <Route key={route.path} path={route.path} element={route.element} />
          ))}
        </CustomRoutes>
      </AdminUI>
    </RecordResourcesProvider>
  );
}
