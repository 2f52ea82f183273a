/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeEach, describe, expect, it } from '@jest/globals';
import { act, render, screen, waitFor } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { localStorageStore, TestMemoryRouter, type Store } from 'react-admin';
import { SessionProvider, useSession } from '../../../src/client/session/SessionProvider';
import { emitSessionExpired } from '../../../src/client/session/sessionEvents';
import { TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';

const USER = {
  user_id: 'u1',
  firstName: 'Anna',
  lastName: 'Muster',
  email: 'anna@praxis.ch',
  UserSetting: { language: 'fr', activeCentre: 'c2', timeFormat: '24h', dateFormat: 'DD.MM.YYYY' },
};
const CENTRES = [
  { centre_id: 'c1', name: 'Praxis Bern' },
  { centre_id: 'c2', name: 'Praxis Thun' },
];

let session: ReturnType<typeof useSession>;
function Probe() {
  session = useSession();
  return <span data-testid="who">{session.user ? `${session.user.firstName}@${session.activeCentre?.name}` : 'nobody'}</span>;
}

function renderSession(store: Store = localStorageStore(undefined, 'test')) {
  const location = { current: '/calendar' };
  render(
    <TestMemoryRouter initialEntries={['/calendar']} locationCallback={(l) => (location.current = l.pathname)}>
      <SessionProvider store={store} queryClient={new QueryClient()}>
        <Probe />
      </SessionProvider>
    </TestMemoryRouter>,
  );
  return { store, location };
}

beforeEach(() => {
  localStorage.clear();
  localStorage.setItem(TOKEN_KEYS.access, 'acc');
  localStorage.setItem(TOKEN_KEYS.refresh, 'ref');
  localStorage.setItem(TOKEN_KEYS.expiry, String(Date.now() + 900_000));
});

describe('SessionProvider', () => {
  it('loads the user, then the clinics; picks the active clinic and applies the user language', async () => {
    installFetch((c) => (c.url === '/api/auth/getUserFromToken' ? json(200, USER) : json(200, CENTRES)));
    const { store } = renderSession();
    await act(() => session.reloadUser());
    expect(screen.getByTestId('who').textContent).toBe('Anna@Praxis Thun');
    expect(store.getItem('locale')).toBe('fr');
    expect(document.documentElement.lang).toBe('fr');
  });

  it('stores a language change in UserSetting.language and applies it at once', async () => {
    const calls = installFetch((c) => {
      if (c.url === '/api/auth/getUserFromToken') return json(200, USER);
      if (c.method === 'POST') return json(200, { ...USER, UserSetting: { ...USER.UserSetting, language: 'it' } });
      return json(200, CENTRES);
    });
    const { store } = renderSession();
    await act(() => session.reloadUser());
    await act(() => session.setLanguage('it'));
    expect(store.getItem('locale')).toBe('it');
    const post = calls.find((c) => c.method === 'POST')!;
    expect(post.url).toBe('/api/user/u1');
    expect(JSON.parse(post.body!)).toEqual({ UserSetting: { language: 'it' } });
  });

  it('sign-out wipes the state and both tokens, keeps the menu state, and goes to sign-in', async () => {
    installFetch((c) => (c.url === '/api/auth/getUserFromToken' ? json(200, USER) : json(200, CENTRES)));
    const store = localStorageStore(undefined, 'test');
    store.setItem('sidebar.open', false);
    store.setItem('posts.listParams', { page: 3 });
    const { location } = renderSession(store);
    await act(() => session.reloadUser());
    await act(() => session.signOut());
    expect(screen.getByTestId('who').textContent).toBe('nobody');
    expect(localStorage.getItem(TOKEN_KEYS.access)).toBeNull();
    expect(localStorage.getItem(TOKEN_KEYS.refresh)).toBeNull();
    expect(store.getItem('sidebar.open')).toBe(false);
    expect(store.getItem('posts.listParams')).toBeUndefined();
    expect(location.current).toBe('/users/signin');
  });

  it('an expired session (refresh failed in the HTTP layer) signs the user out', async () => {
    installFetch((c) => (c.url === '/api/auth/getUserFromToken' ? json(200, USER) : json(200, CENTRES)));
    const { location } = renderSession();
    await act(() => session.reloadUser());
    act(() => emitSessionExpired());
    await waitFor(() => expect(location.current).toBe('/users/signin'));
    expect(screen.getByTestId('who').textContent).toBe('nobody');
  });

  it('switching clinic stores UserSetting.activeCentre', async () => {
    const calls = installFetch((c) => {
      if (c.url === '/api/auth/getUserFromToken') return json(200, USER);
      if (c.method === 'POST') return json(200, { ...USER, UserSetting: { ...USER.UserSetting, activeCentre: 'c1' } });
      return json(200, CENTRES);
    });
    renderSession();
    await act(() => session.reloadUser());
    await act(() => session.setActiveCentre('c1'));
    expect(screen.getByTestId('who').textContent).toBe('Anna@Praxis Bern');
    expect(JSON.parse(calls.find((c) => c.method === 'POST')!.body!)).toEqual({ UserSetting: { activeCentre: 'c1' } });
  });
});
