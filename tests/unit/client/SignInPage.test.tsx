/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { SignInPage } from '../../../src/client/pages/users/SignInPage';
import { getPendingActivation } from '../../../src/client/session/pendingActivation';
import { getAccessToken, getRefreshToken } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

function renderPage() {
  const location = { current: '/users/signin' };
  renderWithAdmin(<SignInPage />, { path: '/users/signin', i18nProvider, onLocation: (p) => (location.current = p) });
  return location;
}

function fillAndSubmit(email: string, password: string) {
  fireEvent.change(document.querySelector('input[name="email"]')!, { target: { value: email } });
  fireEvent.change(document.querySelector('input[name="password"]')!, { target: { value: password } });
  fireEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

describe('sign-in page', () => {
  it('posts e-mail and password, stores both tokens and goes to the calendar', async () => {
    const calls = installFetch(() => json(200, { signInToken: 'acc', refreshToken: 'ref', expiresIn: 900 }));
    const location = renderPage();
    fillAndSubmit('  anna@praxis.ch ', 'Secret#123');
    await waitFor(() => expect(location.current).toBe('/calendar'));
    expect(calls[0].url).toBe('/api/auth/signin');
    expect(JSON.parse(calls[0].body!)).toEqual({ email: 'anna@praxis.ch', password: 'Secret#123' });
    expect(getAccessToken()).toBe('acc');
    expect(getRefreshToken()).toBe('ref');
  });

  it('does not submit an invalid e-mail and says why', async () => {
    const calls = installFetch(() => json(200, {}));
    renderPage();
    fillAndSubmit('anna-at-praxis', 'x');
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it('a 401 with userId offers activation: sends a new SMS code and opens the verification page', async () => {
    const calls = installFetch((c) =>
      c.url === '/api/auth/signin'
        ? json(401, { code: 'userNotActivated', message: 'errors.userNotActivated', userId: '0b6f7a56-6a55-4c0e-9d0e-7c1f2f1d9a11' })
        : json(200, { ok: true }),
    );
    const location = renderPage();
    fillAndSubmit('new@praxis.ch', 'Secret#123');
    expect(await screen.findByText('Account not activated')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await waitFor(() => expect(location.current).toBe('/users/verification-code'));
    expect(calls[1].url).toBe('/api/auth/sendActivationCode');
    expect(JSON.parse(calls[1].body!)).toEqual({ userId: '0b6f7a56-6a55-4c0e-9d0e-7c1f2f1d9a11' });
    expect(getPendingActivation()).toBe('0b6f7a56-6a55-4c0e-9d0e-7c1f2f1d9a11');
    expect(getAccessToken()).toBeNull();
  });

  it('wrong credentials say so at the top of the form, with the prefix and the translated server message, in no dialog', async () => {
    installFetch(() => json(401, { code: 'invalidCredentials', message: 'errors.invalidCredentials' }));
    const location = renderPage();
    fillAndSubmit('anna@praxis.ch', 'wrong');
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Unable to sign in');
    expect(summary).toHaveTextContent(i18nProvider.translate('errors.invalidCredentials'));
    expect(i18nProvider.translate('errors.invalidCredentials')).not.toBe('errors.invalidCredentials');
    expect(summary.closest('form')).toHaveAccessibleName('Sign in');
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.current).toBe('/users/signin');
  });
});
