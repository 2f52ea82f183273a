/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { BusinessInfoPage } from '../../../src/client/pages/settings/businessInfo/BusinessInfoPage';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import { aCentre, aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';
import { toUpdateCentreBody, valuesFromCentre } from '../../../src/client/pages/settings/businessInfo/businessInfoForm';
import { centreUpdateBody } from '../../../src/shared/api/centres';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const centre = aCentre({ openingHours: [{ day: 1, openTime: 8, closeTime: 12 }] });

function routeCalls(patchReply: () => Promise<unknown>) {
  apiFetchMock.mockImplementation(async (path, init) => {
    if (path === `/api/centre/${CENTRE_ID}/getCentre`) return centre;
    if (path === `/api/centre/${CENTRE_ID}/updateCentre` && init?.method === 'PATCH') return patchReply();
    throw new Error(`unexpected call ${path}`);
  });
}

const patchCalls = () => apiFetchMock.mock.calls.filter(([path]) => path.endsWith('/updateCentre'));

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('business info page', () => {
  it('shows the GLN check-digit error before saving and sends nothing', async () => {
    routeCalls(async () => centre);
    renderPage(<BusinessInfoPage />);
    const gln = await screen.findByLabelText('GLN');
    fireEvent.change(gln, { target: { value: '7601003002752' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The GLN has 13 digits with a valid check digit.')).toBeInTheDocument();
    expect(gln).toHaveAttribute('aria-invalid', 'true');
    expect(patchCalls()).toHaveLength(0);
  });

  it('submits the profile as a PATCH with normalised numbers and the opening hours', async () => {
    routeCalls(async () => centre);
    renderPage(<BusinessInfoPage />);
    fireEvent.change(await screen.findByLabelText(/Practice name/), { target: { value: 'Praxis Sonnenberg AG' } });
    fireEvent.change(screen.getByLabelText('GLN'), { target: { value: '760 1003 0027 51' } });
    fireEvent.change(screen.getByLabelText('ZSR number'), { target: { value: 'a123456' } });
    fireEvent.change(screen.getByLabelText('UID'), { target: { value: 'CHE123456788' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(patchCalls()).toHaveLength(1));
    expect(patchCalls()[0][1]).toEqual({
      method: 'PATCH',
      body: {
        name: 'Praxis Sonnenberg AG',
        tagline: '',
        about: '',
        address: [{ street: 'Bahnhofstrasse', building: '12', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' }],
        contactNumber: { countryPhone: '+41', number: '044 123 45 67' },
        primaryEmail: { address: 'info@praxis.ch' },
        website: 'praxis.ch',
        businessInfo: {
          businessNumber: [{ name: 'UID', value: 'CHE-123.456.788' }],
          taxNumber: '',
          zsrNumber: 'A123456',
          nifNumber: '',
          gln: '7601003002751',
          others: '',
        },
        openingHours: [{ day: 1, openTime: 8, closeTime: 12 }],
      },
    });
    expect(serverSchemaErrors(centreUpdateBody, patchCalls()[0][1]!.body)).toEqual([]);
    expect(await screen.findByText('The business info has been saved.')).toBeInTheDocument();
  });

  it('sends a body the server accepts with further addresses, several business numbers and split opening hours', () => {
    const rich = aCentre({
      address: [{ street: 'Bahnhofstrasse', building: '12', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' }, { street: 'Filiale', city: 'Zug' }],
      openingHours: [{ day: 1, openTime: 8, closeTime: 12 }, { day: 1, openTime: 13.5, closeTime: 18 }],
      businessInfo: { businessNumber: [{ name: 'UID', value: 'CHE-123.456.788' }], taxNumber: 'CHE-123.456.788 MWST', zsrNumber: 'A123456', nifNumber: '', gln: '7601003002751', others: 'x' },
    });
    const body = toUpdateCentreBody(valuesFromCentre(rich), rich);
    expect(body.address).toHaveLength(2);
    expect(serverSchemaErrors(centreUpdateBody, body)).toEqual([]);
  });

  it('shows the server field errors next to the fields', async () => {
    routeCalls(async () => {
      throw new ApiRequestError(400, {
        code: 'validation',
        message: 'errors.validation',
        errors: [{ field: 'primaryEmail.address', code: 'invalidEmail', message: 'errors.invalidEmail' }],
      });
    });
    renderPage(<BusinessInfoPage />);
    await screen.findByLabelText(/Practice name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Please enter a valid e-mail address.')).toBeInTheDocument();
    expect(screen.getByLabelText('Practice e-mail')).toHaveAttribute('aria-invalid', 'true');
  });

  it('says the server’s limits beside the fields and lists the refused fields at the top, without a dialog or a notification', async () => {
    routeCalls(async () => {
      throw new ApiRequestError(400, {
        code: 'validation',
        message: 'errors.validation',
        errors: [
          { field: 'address.0.city', code: 'tooLong', message: 'errors.tooLong', limit: 35 },
          { field: 'primaryEmail.address', code: 'invalidEmail', message: 'errors.invalidEmail' },
        ],
      });
    });
    renderPage(<BusinessInfoPage />);
    await screen.findByLabelText(/Practice name/);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(within(summary).getByRole('button', { name: 'City: Too long: at most 35 characters.' })).toBeInTheDocument();
    expect(screen.getByLabelText(/^City/)).toHaveAccessibleDescription('Too long: at most 35 characters.');
    const email = within(summary).getByRole('button', { name: 'Practice e-mail: Please enter a valid e-mail address.' });
    fireEvent.click(email);
    expect(document.activeElement).toBe(screen.getByLabelText('Practice e-mail'));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.queryByText(/Unable to save/)).toBeNull();
  });

  it('says the limit of a field typed too long before sending', async () => {
    routeCalls(async () => centre);
    renderPage(<BusinessInfoPage />);
    fireEvent.change(await screen.findByLabelText(/Practice name/), { target: { value: 'x'.repeat(300) } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const summary = await screen.findByRole('alert');
    expect(summary).toHaveTextContent(/Too long: at most \d+ characters\./);
    expect(patchCalls()).toHaveLength(0);
  });

  it('tells a provider without a manager role that the section is not theirs', () => {
    useSessionMock.mockReturnValue(aSession({ user: aUser({ Role: [{ name: 'PROVIDER', user_fk: USER_ID, centre_fk: CENTRE_ID }] }) }));
    renderPage(<BusinessInfoPage />);
    expect(screen.getByText('You do not have permission for this section.')).toBeInTheDocument();
    expect(apiFetchMock).not.toHaveBeenCalled();
  });
});
