/**
 * Renders an admin page the way the app does (react-admin context, router, real English texts
 * from locales/en/*.json) so tests read what a user reads.
 */
import fs from 'node:fs';
import path from 'node:path';
import { beforeAll } from '@jest/globals';
import type { ReactElement } from 'react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { AdminContext, memoryStore, TestMemoryRouter, type DataProvider, type I18nProvider } from 'react-admin';
import { Route, Routes, type Location } from 'react-router-dom';
import { recordResources } from '../../../../resources';
import { RecordResourcesProvider } from '../../../../src/client/admin/recordResources';
import { AlertDialogProvider } from '../../../../src/client/components/AlertDialogProvider';
import { AppSnackbar } from '../../../../src/client/components/AppSnackbar';
import { loadRecordRegistry } from '../../../../src/client/admin/registryLoader';

// In the app a page waits for the record registry before it reads a definition (useRecordResource,
// admin/registryLoader.ts); tests render forms and read `resource.def` directly, so it is loaded first.
beforeAll(() => loadRecordRegistry());

const localesDir = path.resolve(__dirname, '../../../../locales');

function bundle(lng: string): Record<string, unknown> {
  const dir = path.join(localesDir, lng);
  return Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]),
  );
}

/** A synchronous i18n provider over the real catalogue (the app loads the same files over HTTP). */
export function testI18nProvider(lng = 'en'): I18nProvider {
  const i18n = createInstance();
  void i18n.init({
    lng,
    fallbackLng: 'de',
    resources: { [lng]: { translation: bundle(lng) }, de: { translation: bundle('de') } },
    nsSeparator: false,
    interpolation: { escapeValue: false },
    initImmediate: false,
    returnNull: false,
  });
  return {
    translate: (key: string, options: Record<string, unknown> = {}) => {
      const { _: fallback, ...rest } = options;
      return i18n.t(key, { defaultValue: fallback ?? key, ...rest }) as string;
    },
    changeLocale: async (locale: string) => {
      await i18n.changeLanguage(locale);
    },
    getLocale: () => i18n.language,
  };
}

/** Renders `element` at `url`; `routePath` (e.g. /settings/clinic-therapist/:providerId) gives it params. */
export interface RenderPageOptions {
  url?: string;
  routePath?: string;
  lng?: string;
  /** Receives every location the page navigates to. */
  onLocation?: (location: Location) => void;
  /** Answers react-admin's record calls (services, contacts, …); default: empty lists. */
  dataProvider?: DataProvider;
}

export function renderPage(element: ReactElement, { url = '/', routePath = '*', lng = 'en', onLocation, dataProvider }: RenderPageOptions = {}) {
  return render(
    <TestMemoryRouter initialEntries={[url]} locationCallback={onLocation}>
      <AdminContext i18nProvider={testI18nProvider(lng)} store={memoryStore()} dataProvider={dataProvider}>
        {/* As in the app: pages may ask through the shared alert dialog (e.g. unsaved changes). */}
        <AlertDialogProvider>
          {/* As in the app (AdminApp.tsx): pages receive the record resources' configuration. */}
          <RecordResourcesProvider resources={recordResources}>
            <Routes>
              <Route path={routePath} element={element} />
              <Route path="*" element={<div data-testid="other-page" />} />
            </Routes>
          </RecordResourcesProvider>
        </AlertDialogProvider>
        <AppSnackbar />
      </AdminContext>
    </TestMemoryRouter>,
  );
}
