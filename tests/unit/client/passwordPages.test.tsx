/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { ForgotPasswordPage } from '../../../src/client/pages/users/ForgotPasswordPage';
import { ResetPasswordPage } from '../../../src/client/pages/users/ResetPasswordPage';
import { installFetch, json } from './support/fetchMock';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('forgot password', () => {
  it('always answers that a link was sent if the address exists', async () => {
    const calls = installFetch(() => json(200, { ok: true }));
    renderWithAdmin(<ForgotPasswordPage />, { path: '/users/forgot-password', i18nProvider });
    fireEvent.change(input('email'), { target: { value: 'who@example.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText(/If an account exists for this address/)).toBeInTheDocument();
    expect(JSON.parse(calls[0].body!)).toEqual({ email: 'who@example.ch' });
  });
});

describe('reset password', () => {
  function renderReset(path: string) {
    const location = { current: path };
    renderWithAdmin(
      <Routes>
        <Route path="/users/reset-password" element={<ResetPasswordPage />} />
        <Route path="/users/reset-password/:hash" element={<ResetPasswordPage />} />
        <Route path="*" element={null} />
      </Routes>,
      { path, i18nProvider, onLocation: (p) => (location.current = p) },
    );
    return location;
  }

  it('checks the rule and the match, then sets the password with the link token', async () => {
    const calls = installFetch(() => json(200, { ok: true }));
    const location = renderReset('/users/reset-password/tok_abcdefghijklmnop');
    fireEvent.change(input('password'), { target: { value: 'Neues_Pass1' } });
    fireEvent.change(input('confirmPassword'), { target: { value: 'Neues_Pass2' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    fireEvent.change(input('confirmPassword'), { target: { value: 'Neues_Pass1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save password' }));
    await waitFor(() => expect(location.current).toBe('/users/signin'));
    expect(JSON.parse(calls[0].body!)).toEqual({ password: 'Neues_Pass1', token: 'tok_abcdefghijklmnop' });
  });

  it('without a token it explains the link is invalid and offers a new one', () => {
    installFetch(() => json(200, {}));
    renderReset('/users/reset-password');
    expect(screen.getByText(i18nProvider.translate('errors.invalidResetLink'), { exact: false })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Request a new link' })).toHaveAttribute('href', '/users/forgot-password');
  });
});
