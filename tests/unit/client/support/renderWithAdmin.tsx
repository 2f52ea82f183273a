import fs from 'node:fs';
import path from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { render } from '@testing-library/react';
import { createInstance } from 'i18next';
import { getI18nProvider } from 'ra-i18n-i18next';
import { AdminContext, memoryStore, TestMemoryRouter, type I18nProvider } from 'react-admin';
import { AlertDialogProvider } from '../../../../src/client/components/AlertDialogProvider';
import { AppSnackbar } from '../../../../src/client/components/AppSnackbar';
import { RouterUsersNavigation } from '../../../../src/client/routing/RouterUsersNavigation';
import { SessionContext, type SessionValue } from '../../../../src/client/session/SessionContext';

const LOCALES = path.resolve(__dirname, '../../../../locales');

/** The real English catalogue from locales/en, merged as the app does (`ns.key`). */
export async function englishI18nProvider(): Promise<I18nProvider> {
  const dir = path.join(LOCALES, 'en');
  const bundle = Object.fromEntries(
    fs
      .readdirSync(dir)
      .filter((f) => f.endsWith('.json'))
      .map((f) => [f.slice(0, -5), JSON.parse(fs.readFileSync(path.join(dir, f), 'utf8'))]),
  );
  return getI18nProvider(createInstance(), {
    lng: 'en',
    fallbackLng: 'en',
    nsSeparator: false,
    interpolation: { escapeValue: false },
    resources: { en: { translation: bundle } },
  });
}

export function fakeSession(overrides: Partial<SessionValue> = {}): SessionValue {
  const noop = async () => undefined;
  return {
    user: null,
    centres: [],
    activeCentre: null,
    loading: false,
    loadFailed: false,
    reloadUser: noop,
    reloadCentres: noop,
    setActiveCentre: noop,
    setLanguage: noop,
    signOut: noop,
    ...overrides,
  };
}

export interface RenderOptions {
  path?: string;
  session?: SessionValue;
  i18nProvider: I18nProvider;
  /** Receives the current location on every navigation. */
  onLocation?: (pathname: string) => void;
}

/** Renders inside react-admin's context (router, translations, notifications) like the app does. */
export function renderWithAdmin(ui: ReactElement, { path: initial = '/', session = fakeSession(), i18nProvider, onLocation }: RenderOptions) {
  const wrap = (children: ReactNode) => (
    <TestMemoryRouter initialEntries={[initial]} locationCallback={(l) => onLocation?.(l.pathname)}>
      <AdminContext i18nProvider={i18nProvider} store={memoryStore()}>
        <SessionContext.Provider value={session}>
          <AlertDialogProvider>
            {/* As in the full app (App.tsx): /users pages navigate through react-router there. */}
            <RouterUsersNavigation>{children}</RouterUsersNavigation>
            <AppSnackbar />
          </AlertDialogProvider>
        </SessionContext.Provider>
      </AdminContext>
    </TestMemoryRouter>
  );
  return render(wrap(ui));
}
