/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '../../../../src/client/api/apiError';
import type { Appointment } from '../../../../src/client/api/appointments';
import { apiFetch } from '../../../../src/client/api/http';
import { DeletedAppointmentsPage } from '../../../../src/client/pages/appointments/deleted/DeletedAppointmentsPage';
import { RESTORE_DAYS as SERVER_RESTORE_DAYS } from '../../../../src/server/services/appointments/deletion';
import { useSession } from '../../../../src/client/session/SessionProvider';
import { RESTORE_DAYS } from '../../../../src/shared/appointments/restoreWindow';
import { aSession, CENTRE_ID } from '../support/fixtures';
import { renderPage } from '../support/renderPage';
import { anAppointment, recordsProvider } from './fakeAppointmentServer';

jest.mock('../../../../src/client/api/http', () => ({ ...jest.requireActual('../../../../src/client/api/http'), apiFetch: jest.fn() }));
jest.mock('../../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

const DAY = 86_400_000;
const NOW = new Date('2027-02-10T12:00:00.000Z');
const FIRST = 'dddddddd-dddd-4ddd-8ddd-000000000001';
const SECOND = 'dddddddd-dddd-4ddd-8ddd-000000000002';
const deleted = (id: string, overrides: Partial<Appointment>) =>
  anAppointment({ appointment_id: id, id, status: 'DELETED', statusBeforeDelete: 'CONFIRMED', ...overrides });

let rows: Appointment[];
const calls: string[] = [];

function serve(restore: (id: string) => Appointment) {
  apiFetchMock.mockImplementation((async (path: string, init: { method?: string } = {}) => {
    calls.push(`${init.method ?? 'GET'} ${path}`);
    if (path === `/api/appointments/centre/${CENTRE_ID}/deleted`) return rows;
    const id = /^\/api\/appointments\/([^/]+)\/restore$/.exec(path)?.[1];
    if (id && init.method === 'POST') {
      const back = restore(id);
      rows = rows.filter((r) => r.appointment_id !== id);
      return back;
    }
    throw new Error(`unexpected call ${path}`);
  }) as typeof apiFetch);
}

beforeEach(() => {
  jest.useFakeTimers({ now: NOW, doNotFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'nextTick', 'setImmediate'] });
  apiFetchMock.mockReset();
  calls.length = 0;
  (useSession as jest.Mock).mockReturnValue(aSession());
  rows = [
    deleted(FIRST, { date: '2027-02-12', startTime: '14:00', endTime: '15:00', deletedAt: new Date(NOW.getTime() - 2 * 3600_000).toISOString() }),
    deleted(SECOND, { date: '2027-01-20', startTime: '08:30', endTime: '09:15', deletedAt: new Date(NOW.getTime() - 29.5 * DAY).toISOString(), contact_fk: undefined, service_fk: undefined, title: 'Team meeting' }),
  ];
});
afterEach(() => jest.useRealTimers());

const table = () => screen.getByRole('table', { name: 'Restore deleted appointments' });
const row = (id: string) => table().querySelector(`[data-appointment-id="${id}"]`) as HTMLElement;

describe('restore deleted appointments', () => {
  it('counts with the server’s 30 days', () => {
    expect(RESTORE_DAYS).toBe(SERVER_RESTORE_DAYS);
  });

  it('lists date, time, therapist, client, service, deletion time and days left', async () => {
    serve(() => rows[0]);
    renderPage(<DeletedAppointmentsPage />, { dataProvider: recordsProvider() });
    await screen.findByRole('table', { name: 'Restore deleted appointments' });
    expect(within(table()).getAllByRole('columnheader').map((h) => h.textContent)).toEqual(['Date', 'Time', 'Therapist', 'Client', 'Service', 'Deleted on', 'Days left', '']);
    const first = within(row(FIRST)).getAllByRole('cell').map((c) => c.textContent);
    expect(first.slice(0, 2)).toEqual(['14:00 – 15:00', 'Anna Muster']);
    expect(within(row(FIRST)).getByRole('rowheader')).toHaveTextContent('Fri, 12.02.2027');
    await waitFor(() => expect(row(FIRST)).toHaveTextContent('Lea Meier'));
    expect(row(FIRST)).toHaveTextContent('Massage');
    expect(within(row(FIRST)).getByTestId('days-left')).toHaveTextContent('30');
    // Deleted 29.5 days ago: its last day.
    expect(within(row(SECOND)).getByTestId('days-left')).toHaveTextContent('1');
    expect(row(SECOND)).toHaveTextContent('No client');
    expect(row(SECOND)).toHaveTextContent('Team meeting');
    expect(screen.getByText('Deleted appointments can be restored for 30 days; after that they are removed for good.')).toBeInTheDocument();
  });

  it('restores one: it leaves the table and the page says how it came back, with a link to it', async () => {
    serve((id) => ({ ...rows.find((r) => r.appointment_id === id)!, status: 'CONFIRMED', deletedAt: undefined }));
    renderPage(<DeletedAppointmentsPage />, { dataProvider: recordsProvider() });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore the appointment of Fri, 12.02.2027 14:00 – 15:00' }));
    const done = await screen.findByTestId('restored-alert');
    expect(done).toHaveTextContent('The appointment of Fri, 12.02.2027 14:00 – 15:00 has been restored (status: Confirmed).');
    expect(within(done).getByRole('link', { name: 'Open' })).toHaveAttribute('href', `/edit-appointment/${FIRST}`);
    await waitFor(() => expect(row(FIRST)).toBeNull());
    expect(calls).toContain(`POST /api/appointments/${FIRST}/restore`);
    // The list was read again after the restore.
    expect(calls.filter((c) => c.endsWith('/deleted'))).toHaveLength(2);
  });

  it('shows the clashing appointment when the slot was taken meanwhile, and keeps the row', async () => {
    serve(() => {
      throw new ApiRequestError(409, { code: 'appointmentOverlap', message: 'errors.appointmentOverlap', clash: { date: '2027-02-12', startTime: '14:30', endTime: '15:30' }, dates: ['2027-02-12'] } as never);
    });
    renderPage(<DeletedAppointmentsPage />, { dataProvider: recordsProvider() });
    fireEvent.click(await screen.findByRole('button', { name: 'Restore the appointment of Fri, 12.02.2027 14:00 – 15:00' }));
    const alert = await within(table()).findByRole('alert');
    expect(alert).toHaveTextContent('The therapist already has an appointment at this time. Clashes with the appointment on Fri, 12.02.2027 at 14:30 – 15:30.');
    expect(row(FIRST)).not.toBeNull();
    expect(screen.queryByTestId('restored-alert')).not.toBeInTheDocument();
  });

  it('says so when nothing was deleted in the last 30 days', async () => {
    rows = [];
    serve(() => rows[0]);
    renderPage(<DeletedAppointmentsPage />, { dataProvider: recordsProvider() });
    expect(await screen.findByTestId('deleted-empty')).toHaveTextContent('No appointments were deleted in the last 30 days.');
  });
});
