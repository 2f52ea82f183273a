/**
 * Renders schema-UI components the way the app does: react-admin context with the given data
 * provider, the real English catalogue, a session with an active centre, the alert dialog and
 * the snackbar.
 */
import { beforeAll } from '@jest/globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider } from 'react-admin';
import type { Centre } from '../../../../src/shared/api/contracts';
import { recordResources } from '../../../../resources';
import { RecordResourcesProvider } from '../../../../src/client/admin/recordResources';
import { AlertDialogProvider } from '../../../../src/client/components/AlertDialogProvider';
import { AppSnackbar } from '../../../../src/client/components/AppSnackbar';
import { loadRecordRegistry } from '../../../../src/client/admin/registryLoader';
import { SessionContext } from '../../../../src/client/session/SessionContext';
import { fakeSession } from '../../client/support/renderWithAdmin';
import { testI18nProvider } from '../../pages/support/renderPage';

// In the app a page waits for the record registry before it reads a definition (useRecordResource,
// admin/registryLoader.ts); tests render forms and read `resource.def` directly, so it is loaded first.
beforeAll(() => loadRecordRegistry());

export const CENTRE_ID = '11111111-2222-4333-8444-555555555555';

export function testCentre(overrides: Partial<Centre> = {}): Centre {
  return { centre_id: CENTRE_ID, name: 'Praxis Test', CentreProvider: [], ...overrides } as Centre;
}

export interface RenderAdminOptions {
  dataProvider?: DataProvider;
  url?: string;
  centre?: Centre | null;
}

export function renderAdmin(ui: ReactElement, { dataProvider, url = '/', centre = testCentre() }: RenderAdminOptions = {}) {
  const session = fakeSession({ activeCentre: centre, centres: centre ? [centre] : [] });
  return render(
    <TestMemoryRouter initialEntries={[url]}>
      <SessionContext.Provider value={session}>
        <AdminContext dataProvider={dataProvider} i18nProvider={testI18nProvider('en')} store={memoryStore()}>
          <AlertDialogProvider>
            <RecordResourcesProvider resources={recordResources}>{ui}</RecordResourcesProvider>
            <AppSnackbar />
          </AlertDialogProvider>
        </AdminContext>
      </SessionContext.Provider>
    </TestMemoryRouter>,
  );
}
