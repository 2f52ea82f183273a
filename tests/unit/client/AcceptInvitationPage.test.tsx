/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { beforeAll, beforeEach, describe, expect, it } from '@jest/globals';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import type { I18nProvider } from 'react-admin';
import { AcceptInvitationPage } from '../../../src/client/pages/users/AcceptInvitationPage';
import { getAccessToken } from '../../../src/client/session/tokenStorage';
import { installFetch, json } from './support/fetchMock';
import { englishI18nProvider, renderWithAdmin } from './support/renderWithAdmin';

const TOKEN = 'invitation-token-0123456789abcdef';
const check = (userExists: boolean) => ({
  email: 'marco.rossi@example.ch',
  firstName: 'Marco',
  lastName: 'Rossi',
  centreName: 'Praxis Seeblick',
  role: 'PROVIDER',
  status: 'SENT',
  userExists,
});

let i18nProvider: I18nProvider;
beforeAll(async () => {
  i18nProvider = await englishI18nProvider();
});
beforeEach(() => localStorage.clear());

function renderPage() {
  const location = { current: '' };
  renderWithAdmin(<AcceptInvitationPage />, {
    path: `/users/accept-invitation?token=${TOKEN}`,
    i18nProvider,
    onLocation: (p) => (location.current = p),
  });
  return location;
}

const input = (name: string) => document.querySelector<HTMLInputElement>(`input[name="${name}"]`)!;

describe('accept-invitation page', () => {
  it('a new invitee sets name and password on the page; accepting stores the tokens and opens the calendar', async () => {
    const calls = installFetch((c) =>
      c.url.endsWith('/check') ? json(200, check(false)) : json(200, { centre_fk: 'c1', signInToken: 'acc', refreshToken: 'ref', expiresIn: 900 }),
    );
    const location = renderPage();
    expect(await screen.findByText(/Praxis Seeblick/)).toBeInTheDocument();
    expect(input('firstName').value).toBe('Marco');
    fireEvent.change(input('password'), { target: { value: 'Therapie#2025' } });
    fireEvent.change(input('confirmPassword'), { target: { value: 'Therapie#2024' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    expect(await screen.findByText("Passwords don't match.")).toBeInTheDocument();
    expect(calls).toHaveLength(1);

    fireEvent.change(input('confirmPassword'), { target: { value: 'Therapie#2025' } });
    fireEvent.click(screen.getByRole('button', { name: 'Create account and join' }));
    await waitFor(() => expect(location.current).toBe('/calendar'));
    expect(calls[0].url).toBe(`/api/invitations/${TOKEN}/check`);
    expect(calls[1].url).toBe(`/api/invitations/${TOKEN}/accept`);
    expect(JSON.parse(calls[1].body!)).toEqual({ firstName: 'Marco', lastName: 'Rossi', password: 'Therapie#2025', language: 'en' });
    expect(getAccessToken()).toBe('acc');
  });

  it('someone with an account signs in and accepts with the bearer token', async () => {
    const calls = installFetch((c) => {
      if (c.url.endsWith('/check')) return json(200, check(true));
      if (c.url === '/api/auth/signin') return json(200, { signInToken: 'acc', refreshToken: 'ref', expiresIn: 900 });
      return json(200, { centre_fk: 'c1' });
    });
    const location = renderPage();
    await screen.findByText(/Praxis Seeblick/);
    expect(input('email').value).toBe('marco.rossi@example.ch');
    fireEvent.change(input('password'), { target: { value: 'Secret#123' } });
    fireEvent.click(screen.getByRole('button', { name: 'Sign in and accept' }));
    await waitFor(() => expect(location.current).toBe('/calendar'));
    const accept = calls.find((c) => c.url.endsWith('/accept'))!;
    expect(accept.headers.authorization).toBe('Bearer acc');
  });

  it('an invalid or used link shows the server reason', async () => {
    installFetch(() => json(409, { code: 'invitationAlreadyAccepted', message: 'errors.invitationAlreadyAccepted' }));
    renderPage();
    expect(await screen.findByText(/This invitation has already been accepted/)).toBeInTheDocument();
  });
});
