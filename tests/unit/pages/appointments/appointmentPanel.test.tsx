/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { apiFetch } from '../../../../src/client/api/http';
import { AppointmentPanel } from '../../../../src/client/pages/appointments/panel/AppointmentPanel';
import { useSession } from '../../../../src/client/session/SessionProvider';
import { aSession, CENTRE_ID } from '../support/fixtures';
import { renderPage } from '../support/renderPage';
import { anAppointment, APPOINTMENT_ID, CONTACT_ID, fakeAppointmentServer, recordsProvider, SERIES_ID, SERVICE_ID } from './fakeAppointmentServer';

jest.mock('../../../../src/client/api/http', () => ({ ...jest.requireActual('../../../../src/client/api/http'), apiFetch: jest.fn() }));
jest.mock('../../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

type Server = ReturnType<typeof fakeAppointmentServer>;
let server: Server;
const onClose = jest.fn();

function open(overrides: Parameters<typeof anAppointment>[0] = {}) {
  server = fakeAppointmentServer(anAppointment(overrides));
  apiFetchMock.mockImplementation(server.apiFetch as typeof apiFetch);
  renderPage(<AppointmentPanel centreId={CENTRE_ID} appointmentId={APPOINTMENT_ID} onClose={onClose} />, { dataProvider: recordsProvider() });
  return screen.findByTestId('appointment-summary');
}
const panel = () => screen.getByRole('dialog', { name: 'Appointment' });
const status = () => within(panel()).getByTestId('appointment-status');
const section = (testId: string) => within(panel()).getByTestId(testId);

beforeEach(() => {
  apiFetchMock.mockReset();
  onClose.mockReset();
  (useSession as jest.Mock).mockReturnValue(aSession());
});

describe('appointment panel', () => {
  it('shows when, who, what and the status, links the client’s profile and the full editor', async () => {
    await open();
    const summary = within(panel()).getByTestId('appointment-summary');
    expect(within(summary).getByTestId('appointment-date')).toHaveTextContent('Mon, 04.01.2027');
    expect(within(summary).getByTestId('appointment-time')).toHaveTextContent('09:00 – 10:00');
    expect(within(summary).getByText('Anna Muster')).toBeInTheDocument();
    expect(await within(summary).findByText('Massage')).toBeInTheDocument();
    expect(await within(summary).findByRole('link', { name: 'Lea Meier' })).toHaveAttribute('href', `/clients/profile/${CONTACT_ID}`);
    expect(within(summary).getByText('Knee, left')).toBeInTheDocument();
    expect(status()).toHaveTextContent('Confirmed');
    expect(within(panel()).getByRole('link', { name: 'Open full editor' })).toHaveAttribute('href', `/edit-appointment/${APPOINTMENT_ID}`);
    // CONFIRMED → PROVIDED, FINISHED, CANCELLED (transitions table); DELETED is not offered here.
    const actions = within(section('appointment-status-section')).getAllByRole('button').map((b) => b.textContent);
    expect(actions).toEqual(['Mark complete', 'Mark as provided', 'Cancel appointment']);
    fireEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('changes the status with the client notified by SMS, and shows the new status', async () => {
    await open();
    fireEvent.click(within(panel()).getByRole('switch', { name: 'Notify the client by SMS' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark as provided' }));
    await waitFor(() => expect(status()).toHaveTextContent('Provided'));
    expect(server.writes()).toEqual([
      { path: `/api/appointments/${APPOINTMENT_ID}/status`, method: 'PATCH', body: { status: 'PROVIDED', updateType: 'current', isSms: true, isEmail: false } },
    ]);
    // PROVIDED offers going back to CONFIRMED.
    expect(within(panel()).getByRole('button', { name: 'Confirm' })).toBeInTheDocument();
  });

  it('shows a refused change in the server’s words beside the actions, not in a dialog', async () => {
    await open();
    server.refuse('/status', 409, 'invalidStatusTransition');
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark as provided' }));
    const alert = await within(section('appointment-status-section')).findByRole('alert');
    expect(alert).toHaveTextContent('The appointment cannot change to this status.');
    expect(screen.getAllByRole('dialog')).toHaveLength(1);
    expect(status()).toHaveTextContent('Confirmed');
  });

  it('cancels a series occurrence with the chosen scope, then Undo restores it', async () => {
    await open({ series_fk: SERIES_ID });
    fireEvent.click(within(panel()).getByRole('button', { name: 'Cancel appointment' }));
    const dialog = await screen.findByRole('dialog', { name: 'Cancel appointment' });
    expect(within(dialog).getAllByRole('radio').map((r) => (r.closest('label') as HTMLElement).textContent)).toEqual([
      'This appointment', 'This and all following appointments', 'All appointments of the series',
    ]);
    fireEvent.click(within(dialog).getByRole('radio', { name: 'This and all following appointments' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel appointments' }));
    await waitFor(() => expect(status()).toHaveTextContent('Cancelled'));
    expect(server.writes()).toEqual([{ path: `/api/appointments/${APPOINTMENT_ID}/updateType/currentAndFuture/cancel`, method: 'GET', body: undefined }]);
    const snackbar = await screen.findByText('3 appointments cancelled.');
    fireEvent.click(within(snackbar.closest('.MuiAlert-root') as HTMLElement).getByRole('button', { name: 'Undo' }));
    await waitFor(() => expect(status()).toHaveTextContent('Confirmed'));
    expect(server.writes().at(-1)).toEqual({ path: `/api/appointments/${APPOINTMENT_ID}/undoCancel`, method: 'GET', body: undefined });
    expect(await screen.findByText('The cancellation has been undone.')).toBeInTheDocument();
  });

  it('cancels a single appointment at once; with an e-mail asked for, through the status call', async () => {
    await open();
    fireEvent.click(within(panel()).getByRole('switch', { name: 'Notify the client by e-mail' }));
    fireEvent.click(within(panel()).getByRole('button', { name: 'Cancel appointment' }));
    await waitFor(() => expect(status()).toHaveTextContent('Cancelled'));
    expect(screen.queryByRole('dialog', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(server.writes()).toEqual([
      { path: `/api/appointments/${APPOINTMENT_ID}/status`, method: 'PATCH', body: { status: 'CANCELLED', updateType: 'current', isSms: false, isEmail: true } },
    ]);
    expect(await screen.findByText('Appointment cancelled.')).toBeInTheDocument();
    expect(within(section('appointment-status-section')).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
  });

  it('marks the appointment complete', async () => {
    await open();
    fireEvent.click(within(panel()).getByRole('button', { name: 'Mark complete' }));
    await waitFor(() => expect(status()).toHaveTextContent('Complete'));
    expect(server.writes()).toEqual([{ path: `/booking-api/appointments/${APPOINTMENT_ID}/mark-complete`, method: 'PATCH', body: {} }]);
    // FINISHED → BILLED (invoicing), CONFIRMED, ARCHIVED: no cancel any more.
    expect(within(panel()).queryByRole('button', { name: 'Cancel appointment' })).not.toBeInTheDocument();
    expect(within(panel()).getByRole('button', { name: 'Archive' })).toBeInTheDocument();
  });
});

describe('services performed', () => {
  it('adds a service, edits its count and price in francs, and removes it', async () => {
    await open();
    const items = section('appointment-items-section');
    expect(within(items).getByText('No services recorded yet.')).toBeInTheDocument();
    fireEvent.mouseDown(within(items).getByRole('combobox', { name: 'Service to add' }));
    fireEvent.click(await screen.findByRole('option', { name: 'Massage' }));
    fireEvent.click(within(items).getByRole('button', { name: 'Add service' }));
    const row = await within(items).findByTestId('appointment-item');
    expect(server.writes()).toEqual([{ path: `/api/appointments/${APPOINTMENT_ID}/add-items`, method: 'PATCH', body: { items: [{ service_fk: SERVICE_ID }] } }]);
    expect(row).toHaveTextContent(/Massage.*1.*CHF 120\.00.*CHF 120\.00/);

    fireEvent.click(within(row).getByRole('button', { name: 'Edit – Massage' }));
    fireEvent.change(within(row).getByRole('spinbutton', { name: 'Quantity – Massage' }), { target: { value: '2' } });
    const price = within(row).getByRole('textbox', { name: 'Price per unit – Massage' });
    fireEvent.change(price, { target: { value: '9x' } });
    expect(within(row).getByText('Enter an amount in francs, e.g. 120.00 or 120.–.')).toBeInTheDocument();
    expect(within(row).getByRole('button', { name: 'Save – Massage' })).toBeDisabled();
    fireEvent.change(price, { target: { value: '95.50' } });
    fireEvent.click(within(row).getByRole('button', { name: 'Save – Massage' }));
    await waitFor(() => expect(within(items).getByTestId('appointment-items-total')).toHaveTextContent('CHF 191.00'));
    expect(server.writes().at(-1)).toEqual({ path: `/api/appointments/${APPOINTMENT_ID}/edit-item`, method: 'PATCH', body: { item_id: 'i1', count: 2, ppu: 9550 } });

    fireEvent.click(within(items).getByRole('button', { name: 'Remove – Massage' }));
    await within(items).findByText('No services recorded yet.');
    expect(server.writes().at(-1)).toEqual({ path: `/api/appointments/${APPOINTMENT_ID}/remove-item`, method: 'PATCH', body: { item_id: 'i1' } });
  });

  it('shows that a billed appointment’s services are locked', async () => {
    await open({ status: 'BILLED', items: [{ item_id: 'i1', service_fk: SERVICE_ID, count: 1, ppu: 12000 }] });
    const items = section('appointment-items-section');
    expect(within(items).getByText(/can no longer be changed/)).toBeInTheDocument();
    expect(within(items).queryByRole('button', { name: 'Remove – Massage' })).not.toBeInTheDocument();
  });
});

describe('history and notes', () => {
  it('adds a note, saves an edit as a new version and keeps the earlier one readable', async () => {
    await open();
    const history = section('appointment-history-section');
    await within(history).findByText('No notes yet.');
    fireEvent.change(within(history).getByRole('textbox', { name: 'New note' }), { target: { value: 'Pain 6/10 at start.' } });
    fireEvent.click(within(history).getByRole('button', { name: 'Add note' }));
    const entry = await within(history).findByTestId('history-entry');
    expect(within(entry).getByTestId('history-text')).toHaveTextContent('Pain 6/10 at start.');
    expect(entry).toHaveTextContent('Version 1 · Anna Muster · 04.01.2027');
    expect(server.writes()).toEqual([{ path: '/api/historyEntry/createHistoryEntry', method: 'POST', body: { appointmentId: APPOINTMENT_ID, text: 'Pain 6/10 at start.' } }]);
    expect(within(history).getByRole('textbox', { name: 'New note' })).toHaveValue('');

    fireEvent.click(within(entry).getByRole('button', { name: 'Edit' }));
    fireEvent.change(within(entry).getByRole('textbox', { name: 'Text of the note' }), { target: { value: 'Pain 4/10 after.' } });
    fireEvent.click(within(entry).getByRole('button', { name: 'Save as new version' }));
    await waitFor(() => expect(within(history).getByTestId('history-text')).toHaveTextContent('Pain 4/10 after.'));
    expect(server.writes().at(-1)).toEqual({ path: '/api/historyEntry/updateHistoryEntry', method: 'POST', body: { historyEntryId: 'h1', text: 'Pain 4/10 after.' } });
    expect(within(history).getByTestId('history-entry')).toHaveTextContent('Version 2 · Anna Muster');
    fireEvent.click(within(history).getByRole('button', { name: '1 earlier version' }));
    expect(await within(history).findByTestId('history-versions')).toHaveTextContent('Pain 6/10 at start.');
  });
});
