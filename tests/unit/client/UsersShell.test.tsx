/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, beforeEach, describe, expect, it, jest } from '@jest/globals';
import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { memoryStore, type I18nProvider } from 'react-admin';
import { UsersShell } from '../../../src/client/shell/UsersShell';
import { startsInUsersShell } from '../../../src/client/shell/startsInUsersShell';
import { getAccessToken, TOKEN_KEYS } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';
import { testI18nProvider } from '../pages/support/renderPage';

/**
 * The light /users shell (no react-router, no react-admin app): the same pages, navigation with
 * the History API, the language from react-admin's store, and the hand-over to the full app.
 */
let english: I18nProvider;
beforeAll(() => {
  english = testI18nProvider('en');
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function renderShell(path: string, i18nProvider: I18nProvider = english) {
  window.history.replaceState(null, '', path);
  const onLeave = jest.fn();
  const store = memoryStore({ locale: i18nProvider.getLocale() });
  render(<UsersShell i18nProvider={i18nProvider} store={store} onLeave={onLeave} />);
  return { onLeave, store };
}

describe('the /users shell', () => {
  it('renders the sign-in page; signing in stores the tokens and hands over to the full app at /calendar', async () => {
    const calls = installFetch(() => json(200, { signInToken: 'acc', refreshToken: 'ref', expiresIn: 900 }));
    const { onLeave } = renderShell('/users/signin');
    fireEvent.change(await screen.findByLabelText(/E-mail/), { target: { value: 'anna@praxis.ch' } });
    fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
    expect(window.location.pathname).toBe('/calendar');
    expect(calls[0].url).toBe('/api/auth/signin');
    expect(getAccessToken()).toBe('acc');
  });

  it('an in-app link pushes a history entry and Back returns', async () => {
    installFetch(() => json(200, []));
    const { onLeave } = renderShell('/users/signin');
    const before = window.history.length;
    fireEvent.click(await screen.findByRole('link', { name: 'Sign up' }));
    expect(window.location.pathname).toBe('/users/signup');
    expect(window.history.length).toBe(before + 1);
    expect(await screen.findByRole('button', { name: /Sign up|Create account/ })).toBeInTheDocument();
    act(() => {
      window.history.replaceState(null, '', '/users/signin');
      window.dispatchEvent(new PopStateEvent('popstate'));
    });
    expect(await screen.findByRole('button', { name: 'Sign in' })).toBeInTheDocument();
    expect(onLeave).not.toHaveBeenCalled();
  });

  it('a page reads its :params from the route table (an e-mailed activation link)', async () => {
    const calls = installFetch(() => json(400, { code: 'invalidCode', message: 'errors.invalidCode' }));
    renderShell('/users/activate-user/0b6f7a56-6a55-4c0e-9d0e-7c1f2f1d9a11.123456');
    await waitFor(() => expect(calls.some((c) => c.url.includes('activat'))).toBe(true));
    const call = calls.find((c) => c.url.includes('activat'))!;
    expect(`${call.url} ${call.body}`).toContain('0b6f7a56-6a55-4c0e-9d0e-7c1f2f1d9a11');
    expect(`${call.url} ${call.body}`).toContain('123456');
  });

  it('a link opened with a modifier key is left to the browser', async () => {
    installFetch(() => json(200, []));
    renderShell('/users/signin');
    const link = await screen.findByRole('link', { name: 'Sign up' });
    expect(link).toHaveAttribute('href', '/users/signup');
    fireEvent.click(link, { ctrlKey: true });
    expect(window.location.pathname).toBe('/users/signin');
  });

  it('the language switch changes the language in the store and the page follows', async () => {
    installFetch(() => json(200, []));
    const { store } = renderShell('/users/signin', testI18nProvider('en'));
    fireEvent.click(await screen.findByRole('button', { name: /^Language/ }));
    fireEvent.click(await screen.findByRole('menuitem', { name: 'Deutsch' }));
    await waitFor(() => expect(store.getItem('locale')).toBe('de'));
    expect(await screen.findByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(localStorage.getItem('language')).toBe('de');
    expect(document.documentElement.lang).toBe('de');
  });

  it('hands over at once for a /users path it has no page for', async () => {
    const { onLeave } = renderShell('/users/no-such-page');
    await waitFor(() => expect(onLeave).toHaveBeenCalled());
  });
});

describe('which shell a visit starts in', () => {
  it('the /users shell only for a signed-out visitor on a /users page', () => {
    expect(startsInUsersShell('/users/signin', false)).toBe(true);
    expect(startsInUsersShell('/users/signup/abc', false)).toBe(true);
    expect(startsInUsersShell('/users/signin', true)).toBe(false);
    expect(startsInUsersShell('/calendar', false)).toBe(false);
    expect(startsInUsersShell('/usersX', false)).toBe(false);
  });

  it('stored tokens mean the full app (it loads the user and redirects)', () => {
    localStorage.setItem(TOKEN_KEYS.access, 'a');
    localStorage.setItem(TOKEN_KEYS.refresh, 'r');
    const onLeave = jest.fn();
    window.history.replaceState(null, '', '/users/signin');
    render(<UsersShell i18nProvider={english} store={memoryStore()} onLeave={onLeave} />);
    return waitFor(() => expect(onLeave).toHaveBeenCalled());
  });
});
