/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { render, screen, waitFor } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import type { I18nProvider } from 'react-admin';
import { App, createAppServices } from '../../../src/client/App';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';
import { englishI18nProvider } from './support/renderWithAdmin';

const USER = {
  user_id: 'u1',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@praxis.ch',
  countryPhone: '+41',
  phone: '+41791234567',
  Role: [{ name: 'OWNER', user_fk: 'u1', centre_fk: 'c1' }],
  UserSetting: { language: 'en', activeCentre: 'c1', timeFormat: '24h', dateFormat: 'DD.MM.YYYY' },
  settings: { currency: { value: 'CHF' } },
  bookingProviderId: null,
  onboardingStatus: 0,
};

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});
beforeEach(() => localStorage.clear());

function renderApp(path: string) {
  const services = createAppServices(i18nProvider);
  const router = createMemoryRouter([{ path: '*', element: <App services={services} /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

describe('app shell with the page guard', () => {
  it('a visitor without tokens who opens / ends on the sign-in page', async () => {
    const calls = installFetch(() => json(404, {}));
    const router = renderApp('/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/signin'));
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(calls.filter((c) => c.url.startsWith('/api/') && c.url !== '/api/supported-phone-numbers')).toHaveLength(0);
  });

  it('with both tokens stored, the user and the clinics are loaded, and a /users page redirects away', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'acc');
    localStorage.setItem(TOKEN_KEYS.refresh, 'ref');
    localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 900_000));
    const calls = installFetch((c) => {
      if (c.url === '/api/auth/getUserFromToken') return json(200, USER);
      if (c.url === '/api/centre/u1/getCentresOfUser') return json(200, [{ centre_id: 'c1', name: 'Praxis Seeblick' }]);
      return json(404, { code: 'notFound', message: 'errors.notFound' });
    });
    const router = renderApp('/users/signin');
    await waitFor(() => expect(router.state.location.pathname).toBe('/tariff590/addresses'));
    const urls = calls.map((c) => c.url);
    expect(urls.indexOf('/api/auth/getUserFromToken')).toBeLessThan(urls.indexOf('/api/centre/u1/getCentresOfUser'));
    expect(calls[0].headers.authorization).toBe('Bearer acc');
  });

  it('when the stored session is dead, both tokens are removed and the user goes to sign-in', async () => {
    localStorage.setItem(TOKEN_KEYS.access, 'old');
    localStorage.setItem(TOKEN_KEYS.refresh, 'old-refresh');
    installFetch(() => json(401, { code: 'unauthorized', message: 'errors.unauthorized' }));
    const router = renderApp('/calendar');
    await waitFor(() => expect(router.state.location.pathname).toBe('/users/signin'));
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
  });
});
