/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { Route, Routes } from 'react-router-dom';
import { SignUpPage } from '../../../src/client/pages/users/SignUpPage';
import { VerificationCodePage } from '../../../src/client/pages/users/VerificationCodePage';
import { getPendingActivation, setPendingActivation } from '../../../src/client/session/pendingActivation';
import { getAccessToken } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

const USER_ID = '6a1f0c9e-3b0e-4d5f-9b57-0c0f2b7d3e11';
let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});
beforeEach(() => {
  localStorage.clear();
  sessionStorage.clear();
});

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;
const fill = (values: Record<string, string>) => {
  for (const [name, value] of Object.entries(values)) fireEvent.change(input(name), { target: { value } });
};

function renderSignup(path: string) {
  const location = { current: path };
  renderWithAdmin(
    <Routes>
      <Route path="/users/signup" element={<SignUpPage />} />
      <Route path="/users/signup/:clinicHash" element={<SignUpPage />} />
      <Route path="*" element={null} />
    </Routes>,
    { path, i18nProvider, onLocation: (p) => (location.current = p) },
  );
  return location;
}

const FORM = { firstName: 'Anna', lastName: 'Muster', email: 'anna@praxis.ch', password: 'Praxis_2025!', phone: '079 123 45 67' };

describe('sign-up', () => {
  it('posts step 1, keeps the user id for this tab and goes to the code page', async () => {
    const calls = installFetch((c) =>
      c.url === '/api/supported-phone-numbers' ? json(200, [{ country: 'CH', countryPhone: '+41' }]) : json(200, { user: { user_id: USER_ID } }),
    );
    const location = renderSignup('/users/signup');
    fill(FORM);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location.current).toBe('/users/verification-code'));
    const signup = calls.find((c) => c.url === '/api/auth/signup')!;
    expect(JSON.parse(signup.body!)).toEqual({ ...FORM, countryPhone: '+41', language: 'en' });
    expect(getPendingActivation()).toBe(USER_ID);
  });

  it('sends the clinic hash of a join link', async () => {
    const calls = installFetch((c) => (c.url === '/api/supported-phone-numbers' ? json(200, []) : json(200, { user: { user_id: USER_ID } })));
    const location = renderSignup('/users/signup/join-abc123');
    expect(screen.getByText(/You were invited with a practice link/)).toBeInTheDocument();
    fill(FORM);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await waitFor(() => expect(location.current).toBe('/users/verification-code'));
    expect(JSON.parse(calls.find((c) => c.url === '/api/auth/signup')!.body!).clinicHash).toBe('join-abc123');
  });

  it('marks the fields the server refused, with their limits, and lists them at the top of the form (no dialog)', async () => {
    installFetch((c) =>
      c.url === '/api/supported-phone-numbers'
        ? json(200, [])
        : json(400, {
            code: 'validation',
            message: 'errors.validation',
            errors: [
              { field: 'phone', code: 'invalidPhone', message: 'errors.invalidPhone' },
              { field: 'lastName', code: 'tooLong', message: 'errors.tooLong', limit: 50 },
            ],
          }),
    );
    renderSignup('/users/signup');
    fill(FORM);
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Unable to sign up');
    expect(input('phone')).toHaveAttribute('aria-invalid', 'true');
    const phoneMessage = i18nProvider.translate('errors.invalidPhone');
    const tooLong = i18nProvider.translate('errors.tooLong', { limit: 50 });
    expect(tooLong).toContain('50');
    expect(within(summary).getByRole('button', { name: `Mobile phone: ${phoneMessage}` })).toBeInTheDocument();
    expect(within(summary).getByRole('button', { name: `Last name: ${tooLong}` })).toBeInTheDocument();
    expect(screen.getAllByText(tooLong)).toHaveLength(1);
    expect(document.getElementById('lastName-helper-text')).toHaveTextContent(tooLong);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    fireEvent.click(within(summary).getByRole('button', { name: `Mobile phone: ${phoneMessage}` }));
    expect(document.activeElement).toBe(input('phone'));
  });

  it('does not send a password that breaks the rule', async () => {
    const calls = installFetch(() => json(200, []));
    renderSignup('/users/signup');
    fill({ ...FORM, password: 'short' });
    fireEvent.click(screen.getByRole('button', { name: 'Create account' }));
    await screen.findAllByText(/At least 8 characters/);
    expect(calls.filter((c) => c.url === '/api/auth/signup')).toHaveLength(0);
  });
});

describe('verification code', () => {
  function renderCodePage() {
    const location = { current: '/users/verification-code' };
    renderWithAdmin(<VerificationCodePage />, { path: location.current, i18nProvider, onLocation: (p) => (location.current = p) });
    return location;
  }

  it('a correct code stores the tokens and opens /tariff590/addresses (tariff 590 on)', async () => {
    setPendingActivation(USER_ID);
    const calls = installFetch(() => json(200, { signInToken: 'acc', refreshToken: 'ref', expiresIn: 900 }));
    const location = renderCodePage();
    fill({ code: '12a3456' });
    expect(input('code').value).toBe('123456');
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    await waitFor(() => expect(location.current).toBe('/tariff590/addresses'));
    expect(JSON.parse(calls[0].body!)).toEqual({ userId: USER_ID, code: '123456' });
    expect(getAccessToken()).toBe('acc');
    expect(getPendingActivation()).toBeNull();
  });

  it('resends the SMS, or sends the code by e-mail instead', async () => {
    setPendingActivation(USER_ID);
    const calls = installFetch(() => json(200, { ok: true }));
    renderCodePage();
    fireEvent.click(screen.getByRole('button', { name: 'Send SMS again' }));
    expect(await screen.findByText('A new code was sent by SMS.')).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Send the code by e-mail instead' }));
    await waitFor(() => expect(calls.map((c) => c.url)).toEqual(['/api/auth/sendActivationCode', '/api/auth/email-activation-code']));
  });

  it('a wrong code shows the verification alert', async () => {
    setPendingActivation(USER_ID);
    installFetch(() => json(400, { code: 'invalidCode', message: 'errors.invalidCode' }));
    const location = renderCodePage();
    fill({ code: '000000' });
    fireEvent.click(screen.getByRole('button', { name: 'Verify' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent('Unable to verify the code');
    expect(summary).toHaveTextContent(i18nProvider.translate('errors.invalidCode'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(location.current).toBe('/users/verification-code');
  });
});
