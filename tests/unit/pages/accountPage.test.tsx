/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { AccountPage } from '../../../src/client/pages/settings/account/AccountPage';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aSession, aUser, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';
import { profileBody, userInfoBody } from '../../../src/shared/api/users';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
  apiRequest: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;

beforeEach(() => {
  apiFetchMock.mockReset();
});

describe('account page', () => {
  it('saves names and display formats with POST /api/user/{id}', async () => {
    const session = aSession();
    useSessionMock.mockReturnValue(session);
    apiFetchMock.mockResolvedValue(aUser());
    renderPage(<AccountPage />);

    fireEvent.change(screen.getByLabelText(/First name/), { target: { value: 'Anna-Lena' } });
    fireEvent.click(screen.getByLabelText(/12 hours/));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(session.reloadUser).toHaveBeenCalled());
    expect(apiFetchMock).toHaveBeenCalledTimes(1);
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/user/${USER_ID}`, {
      method: 'POST',
      body: {
        firstName: 'Anna-Lena',
        lastName: 'Muster',
        countryPhone: '+41',
        phone: '079 123 45 67',
        UserSetting: { timeFormat: '12h', dateFormat: 'DD.MM.YYYY' },
      },
    });
    expect(serverSchemaErrors(profileBody, apiFetchMock.mock.calls[0][1]!.body)).toEqual([]);
  });

  it('changes the sign-in e-mail through userInfo and shows a taken address at the field', async () => {
    useSessionMock.mockReturnValue(aSession());
    apiFetchMock.mockImplementation(async (path) => {
      if (path.endsWith('/userInfo')) throw new ApiRequestError(409, { code: 'emailTaken', message: 'errors.emailTaken' });
      return aUser();
    });
    renderPage(<AccountPage />);
    fireEvent.change(screen.getByLabelText(/E-mail/), { target: { value: 'luca@praxis.ch' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(apiFetchMock).toHaveBeenCalledWith(`/api/users/${USER_ID}/userInfo`, { method: 'PATCH', body: { userData: { email: 'luca@praxis.ch' } } }),
    );
    expect(serverSchemaErrors(userInfoBody, apiFetchMock.mock.calls.find(([p]) => p.endsWith('/userInfo'))![1]!.body)).toEqual([]);
    expect(await screen.findByText('This e-mail address is already used by another account.', { selector: 'p' })).toBeInTheDocument();
    expect(screen.getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses an empty last name before calling the server', async () => {
    useSessionMock.mockReturnValue(aSession());
    renderPage(<AccountPage />);
    fireEvent.change(screen.getByLabelText(/Last name/), { target: { value: ' ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please fill in this field.')).toBeInTheDocument();
    expect(apiFetchMock).not.toHaveBeenCalled();
  });

  it('applies a new language at once', () => {
    const session = aSession();
    useSessionMock.mockReturnValue(session);
    renderPage(<AccountPage />);
    fireEvent.change(screen.getByLabelText('Language'), { target: { value: 'fr' } });
    expect(session.setLanguage).toHaveBeenCalledWith('fr');
  });

  it('keeps the delete button disabled until the confirmation word is typed, then deletes and signs out', async () => {
    const session = aSession();
    useSessionMock.mockReturnValue(session);
    apiFetchMock.mockResolvedValue({ ok: true });
    renderPage(<AccountPage />);

    fireEvent.click(screen.getByRole('button', { name: 'Delete account' }));
    const dialog = await screen.findByRole('dialog');
    const confirm = within(dialog).getByRole('button', { name: 'Delete for good' });
    expect(confirm).toBeDisabled();
    expect(dialog).toHaveTextContent('type "DELETE"');

    const input = within(dialog).getByLabelText(/Confirmation word/);
    fireEvent.change(input, { target: { value: '   ' } });
    expect(confirm).toBeDisabled();
    fireEvent.change(input, { target: { value: 'DELETE' } });
    expect(confirm).toBeEnabled();
    fireEvent.click(confirm);

    await waitFor(() => expect(session.signOut).toHaveBeenCalled());
    expect(apiFetchMock).toHaveBeenCalledWith('/api/user', { method: 'DELETE', body: { confirmWord: 'DELETE' } });
  });
});
