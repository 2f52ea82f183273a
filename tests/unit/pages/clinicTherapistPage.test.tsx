/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ClinicTherapistPage } from '../../../src/client/pages/settings/therapist/ClinicTherapistPage';
import { PERMISSION_FLAGS } from '../../../src/client/pages/settings/therapist/permissionFlags';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import { defaultTemplate } from '../../../src/shared/availability';
import { aProvider, aSession, CENTRE_ID, PROVIDER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';
import { permissionFlagsOf, permissionUpdateBody } from '../../../src/client/pages/settings/therapist/permissionFlags';
import { therapistPatchBody, therapistValues } from '../../../src/client/pages/settings/therapist/therapistForm';
import { permissionBody, providerPatchBody } from '../../../src/shared/api/centres';
import { bookingOptionsPatchSchema } from '../../../src/shared/api/schedules';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const THERAPIST_ID = '77777777-7777-4777-8777-777777777777';
const therapist = aProvider({
  centreProvider_id: THERAPIST_ID, user_fk: 'u7', firstName: 'Marco', lastName: 'Bianchi', email: 'marco@praxis.ch', role: 'PROVIDER',
  BusinessNumber: [{ name: 'UID', value: 'CHE-123.456.788' }], Permission: [{ calendar: true, clients: false }],
});

function open(id: string, provider: typeof therapist, patch?: (path: string, body: unknown) => Promise<unknown>) {
  apiFetchMock.mockImplementation(async (path, init) => {
    if (path === `/api/centres/${CENTRE_ID}/settings/providers/${id}`) return provider;
    if (path.startsWith(`/booking-api/providers/${provider.user_fk}/schedule-templates`) && !init?.method) return defaultTemplate(CENTRE_ID);
    if (path === `/booking-api/providers/${provider.user_fk}` && !init?.method) return bookingOptions;
    if (path.startsWith(`/api/clinics/${CENTRE_ID}/services?`) && !init?.method) return services;
    if (patch && init?.method === 'PATCH') return patch(path, init.body);
    throw new Error(`unexpected call ${path}`);
  });
  renderPage(<ClinicTherapistPage />, { url: `/settings/clinic-therapist/${id}`, routePath: '/settings/clinic-therapist/:providerId' });
}

const OTHER_CENTRE = '99999999-9999-4999-8999-999999999999';
const SERVICE_ID = '55555555-5555-4555-8555-555555555555';
const services = [
  { id: SERVICE_ID, name: 'Physiotherapie', onlineBooking: true, resourceIds: ['u1'] },
  { id: '56555555-5555-4555-8555-555555555555', name: 'Intern', onlineBooking: false, resourceIds: ['u7'] },
];
const bookingOptions = { providerId: 'u7', instantBooking: false, avBookingClinicIds: [OTHER_CENTRE], minScheduleStep: 15, notificationOptions: { hasDun: true }, thirdPartyCalendars: [], smsPackageOptions: {} };

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('clinic therapist page', () => {
  it('shows the server message when the owner is deactivated and keeps the switch on', async () => {
    open(PROVIDER_ID, aProvider(), async () => {
      throw new ApiRequestError(409, { code: 'ownerCannotBeDeleted', message: 'errors.ownerCannotBeDeleted' });
    });
    const active = await screen.findByRole('switch', { name: 'Active' });
    fireEvent.click(active);
    const message = await screen.findByText('The account owner cannot be deleted or deactivated.', { selector: '.MuiAlert-message' });
    expect(message.closest('[role="alert"]')).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/centre/${CENTRE_ID}/centreProvider/${PROVIDER_ID}`, { method: 'PATCH', body: { active: false } });
    expect(screen.getByRole('switch', { name: 'Active' })).toBeChecked();
  });

  it('shows the therapist’s working hours in the practice', async () => {
    open(THERAPIST_ID, therapist);
    expect(await screen.findByRole('button', { name: 'Save working hours' })).toBeEnabled();
    expect(apiFetchMock).toHaveBeenCalledWith(`/booking-api/providers/u7/schedule-templates?centreId=${CENTRE_ID}`, expect.anything());
  });

  it('saves the permission flags of a therapist', async () => {
    open(THERAPIST_ID, therapist, async (_path, body) => ({ ...therapist, Permission: (body as { Permission: unknown }).Permission }));
    fireEvent.click(await screen.findByLabelText('Clients'));
    fireEvent.click(screen.getByRole('button', { name: 'Save permissions' }));
    await waitFor(() => expect(apiFetchMock).toHaveBeenCalledWith(`/api/permission/${THERAPIST_ID}/updatePermission`, expect.anything()));
    const body = apiFetchMock.mock.calls.find(([p]) => p.includes('updatePermission'))![1]!.body as { Permission: Record<string, boolean>[] };
    expect(Object.keys(body.Permission[0]).sort()).toEqual([...PERMISSION_FLAGS].sort());
    expect(body.Permission[0]).toMatchObject({ calendar: true, clients: true, finances: false });
    expect(serverSchemaErrors(permissionBody, body)).toEqual([]);
  });

  it('sends bodies the server accepts for a provider with an address, all kinds of numbers and flags the page does not show', () => {
    const provider = aProvider({
      Address: { street: 'Seestrasse', building: '5', zipcode: '6004', city: 'Luzern', country: 'CH' },
      BusinessNumber: [{ name: 'ZSR', value: 'A000000' }, { name: 'GLN', value: '7601003002751' }, { name: 'UID', value: 'CHE-123.456.788' }],
      Permission: [{ calendar: true, legacyFlag: true }],
      calendarColour: '#1976d2',
    });
    expect(serverSchemaErrors(providerPatchBody, therapistPatchBody(therapistValues(provider), provider))).toEqual([]);
    const permission = permissionUpdateBody(provider.Permission, permissionFlagsOf(provider.Permission));
    expect(permission.Permission[0]).toMatchObject({ legacyFlag: true });
    expect(serverSchemaErrors(permissionBody, permission)).toEqual([]);
  });

  it('checks the ZSR format and keeps the UID when saving numbers', async () => {
    open(THERAPIST_ID, therapist, async () => therapist);
    const zsr = await screen.findByLabelText('ZSR number');
    fireEvent.change(zsr, { target: { value: 'A12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const zsrRule = /one capital letter followed by 6 digits/;
    await waitFor(() => expect(zsr).toHaveAccessibleDescription(zsrRule));
    // Also at the top of the form, leading to the field.
    const line = within(screen.getByRole('alert')).getByRole('button', { name: /^ZSR number: .*one capital letter followed by 6 digits/ });
    fireEvent.click(line);
    expect(document.activeElement).toBe(zsr);
    expect(apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(0);

    fireEvent.change(zsr, { target: { value: 'a 1234.56' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1));
    const body = apiFetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body as { BusinessNumber: unknown[] };
    expect(body.BusinessNumber).toEqual([{ name: 'UID', value: 'CHE-123.456.788' }, { name: 'ZSR', value: 'A123456' }]);
    expect(serverSchemaErrors(providerPatchBody, body)).toEqual([]);
  });
  it('saves the online booking options: this practice switched on, the others kept, the step and the name in messages', async () => {
    open(THERAPIST_ID, therapist, async (_path, body) => ({ ...bookingOptions, ...(body as object) }));
    fireEvent.click(await screen.findByRole('switch', { name: 'Bookable online in this practice' }));
    fireEvent.click(screen.getByRole('switch', { name: 'Confirm online bookings at once (otherwise as a request)' }));
    fireEvent.change(screen.getByLabelText('Booking step'), { target: { value: '30' } });
    fireEvent.change(screen.getByLabelText('Name in messages'), { target: { value: ' Dr. Bianchi ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save booking settings' }));
    await waitFor(() => expect(apiFetchMock).toHaveBeenCalledWith('/booking-api/providers/u7', expect.objectContaining({ method: 'PATCH' })));
    const body = apiFetchMock.mock.calls.find(([p, init]) => p === '/booking-api/providers/u7' && init?.method === 'PATCH')![1]!.body;
    expect(body).toEqual({ instantBooking: true, minScheduleStep: 30, avBookingClinicIds: [OTHER_CENTRE, CENTRE_ID], notificationOptions: { nickname: 'Dr. Bianchi' } });
    expect(serverSchemaErrors(bookingOptionsPatchSchema, body)).toEqual([]);
    expect(await screen.findByText('Booking settings saved.')).toBeInTheDocument();
  });

  it('saves the profession and treatment languages shown on the public profile', async () => {
    open(THERAPIST_ID, therapist, async (_path, body) => ({ ...therapist, ...(body as object) }));
    fireEvent.change(await screen.findByLabelText('Profession'), { target: { value: ' Physiotherapeut ' } });
    const languages = screen.getByLabelText('Treatment languages');
    fireEvent.mouseDown(languages);
    fireEvent.click(await screen.findByRole('option', { name: 'French' }));
    fireEvent.click(screen.getAllByRole('button', { name: 'Save' })[0]);
    await waitFor(() => expect(apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PATCH')).toHaveLength(1));
    const body = apiFetchMock.mock.calls.find(([, init]) => init?.method === 'PATCH')![1]!.body as { profession: string; languages: string[] };
    expect(body).toMatchObject({ profession: 'Physiotherapeut', languages: ['fr'] });
    expect(serverSchemaErrors(providerPatchBody, body)).toEqual([]);
  });

  it('lets a manager choose the services a therapist offers, saved at once', async () => {
    open(THERAPIST_ID, therapist, async (_path, body) => ({ ...services[0], ...(body as object) }));
    const physio = await screen.findByRole('switch', { name: 'Physiotherapie' });
    expect(physio).not.toBeChecked();
    // Offered but not bookable online: said so.
    expect(screen.getByRole('switch', { name: /Intern/ })).toBeChecked();
    expect(screen.getByText(/not bookable online/)).toBeInTheDocument();
    fireEvent.click(physio);
    await waitFor(() => expect(apiFetchMock).toHaveBeenCalledWith(`/api/clinics/${CENTRE_ID}/services/${SERVICE_ID}`, { method: 'PATCH', body: { resourceIds: ['u1', 'u7'] } }));
    await waitFor(() => expect(screen.getByRole('switch', { name: 'Physiotherapie' })).toBeChecked());
  });
});
