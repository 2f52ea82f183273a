/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { ClinicTherapistsPage } from '../../../src/client/pages/settings/therapists/ClinicTherapistsPage';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aProvider, aSession, aUser, anInvitation, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';
import { inviteBody } from '../../../src/shared/api/invitations';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;

const colleague = aProvider({ centreProvider_id: '55555555-5555-4555-8555-555555555555', user_fk: 'u2', firstName: 'Marco', lastName: 'Bianchi', email: 'marco@praxis.ch', role: 'PROVIDER', active: false });
const created = anInvitation({ invitation_id: '66666666-6666-4666-8666-666666666666', email: 'neu@praxis.ch', firstName: 'Nina', lastName: 'Neu', role: 'ADMIN' });

function serve(createReply: () => Promise<unknown> = async () => created) {
  apiFetchMock.mockImplementation(async (path) => {
    if (path === `/api/centres/${CENTRE_ID}/settings/providers`) return [aProvider(), colleague];
    if (path === `/api/invitations/centre/${CENTRE_ID}`) return [anInvitation()];
    if (path === `/api/invitations/${CENTRE_ID}/createAndInvite`) return createReply();
    throw new Error(`unexpected call ${path}`);
  });
}

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('clinic therapists page', () => {
  it('lists therapists with role and status, and pending invitations', async () => {
    serve();
    renderPage(<ClinicTherapistsPage />);
    const table = await screen.findByRole('table', { name: 'Therapists of the practice' });
    const marco = within(table).getByText('Marco Bianchi').closest('tr')!;
    expect(marco).toHaveTextContent('Therapist');
    expect(marco).toHaveTextContent('Inactive');
    const pending = screen.getByRole('list', { name: 'Open invitations' });
    expect(pending).toHaveTextContent('Luca Rossi · luca@praxis.ch');
    expect(within(pending).getByRole('button', { name: 'Resend' })).toBeInTheDocument();
  });

  it('invites a therapist through the dialog and lists the invitation', async () => {
    serve();
    renderPage(<ClinicTherapistsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite therapist' }));
    const dialog = await screen.findByRole('dialog', { name: 'Invite therapist' });
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'neu@praxis.ch' } });
    fireEvent.change(within(dialog).getByLabelText('First name'), { target: { value: 'Nina' } });
    fireEvent.change(within(dialog).getByLabelText('Last name'), { target: { value: 'Neu' } });
    fireEvent.change(within(dialog).getByLabelText('Role'), { target: { value: 'ADMIN' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/invitations/${CENTRE_ID}/createAndInvite`, {
      method: 'POST',
      body: { email: 'neu@praxis.ch', firstName: 'Nina', lastName: 'Neu', role: 'ADMIN' },
    });
    expect(serverSchemaErrors(inviteBody, apiFetchMock.mock.calls.find(([p]) => p.endsWith('/createAndInvite'))![1]!.body)).toEqual([]);
    const pending = screen.getByRole('list', { name: 'Open invitations' });
    expect(pending).toHaveTextContent('Nina Neu · neu@praxis.ch');
    expect(pending).toHaveTextContent('Admin');
    expect(await screen.findByText('Invitation sent to neu@praxis.ch.')).toBeInTheDocument();
  });

  it('keeps the dialog open and explains when the person is already a member', async () => {
    serve(async () => {
      throw new ApiRequestError(409, { code: 'alreadyMember', message: 'errors.alreadyMember' });
    });
    renderPage(<ClinicTherapistsPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Invite therapist' }));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(within(dialog).getByLabelText(/E-mail/), { target: { value: 'marco@praxis.ch' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Send invitation' }));
    await waitFor(() => expect(within(dialog).getByLabelText(/E-mail/)).toHaveAttribute('aria-invalid', 'true'));
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('opens a therapist on row click', async () => {
    serve();
    const locations: Location[] = [];
    renderPage(<ClinicTherapistsPage />, { url: '/settings/clinic-therapists', routePath: '/settings/clinic-therapists', onLocation: (l) => locations.push(l) });
    fireEvent.click(await screen.findByText('Marco Bianchi'));
    await waitFor(() => expect(locations.at(-1)?.pathname).toBe(`/settings/clinic-therapist/${colleague.centreProvider_id}`));
  });

  it('turns away providers without a manager role', () => {
    useSessionMock.mockReturnValue(aSession({ user: aUser({ Role: [{ name: 'PROVIDER', user_fk: USER_ID, centre_fk: CENTRE_ID }] }) }));
    renderPage(<ClinicTherapistsPage />);
    expect(screen.getByText('You do not have permission for this section.')).toBeInTheDocument();
    expect(apiFetchMock).not.toHaveBeenCalled();
  });
});
