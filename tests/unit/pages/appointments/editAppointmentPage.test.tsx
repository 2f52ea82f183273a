/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { ApiRequestError } from '../../../../src/client/api/apiError';
import { apiFetch } from '../../../../src/client/api/http';
import { applyService, draftErrors, draftOf, patchBody } from '../../../../src/client/pages/appointments/editor/editorDraft';
import { EditAppointmentPage } from '../../../../src/client/pages/appointments/editor/EditAppointmentPage';
import { useSession } from '../../../../src/client/session/SessionProvider';
import { aSession } from '../support/fixtures';
import { renderPage } from '../support/renderPage';
import { anAppointment, APPOINTMENT_ID, fakeAppointmentServer, recordsProvider, SERIES_ID } from './fakeAppointmentServer';

jest.mock('../../../../src/client/api/http', () => ({ ...jest.requireActual('../../../../src/client/api/http'), apiFetch: jest.fn() }));
jest.mock('../../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

let server: ReturnType<typeof fakeAppointmentServer>;
async function open(overrides: Parameters<typeof anAppointment>[0] = {}) {
  server = fakeAppointmentServer(anAppointment(overrides));
  apiFetchMock.mockImplementation(server.apiFetch as typeof apiFetch);
  renderPage(<EditAppointmentPage />, { url: `/edit-appointment/${APPOINTMENT_ID}`, routePath: '/edit-appointment/:appointmentId', dataProvider: recordsProvider() });
  await screen.findByRole('form', { name: 'Edit appointment' });
}
const field = (name: string) => document.querySelector(`[name="${name}"]`) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save appointment' }));

beforeEach(() => {
  apiFetchMock.mockReset();
  (useSession as jest.Mock).mockReturnValue(aSession());
});

describe('editor form rules', () => {
  const a = anAppointment({ series_fk: SERIES_ID });
  it('sends only what changed, the scope for a series, and includeExceptions only beyond this one', () => {
    const draft = { ...draftOf(a), startTime: '09:30', endTime: '10:30', notes: '' };
    expect(patchBody(a, draftOf(a), 'all', true)).toBeNull();
    expect(patchBody(a, draft, 'current', true)).toEqual({ startTime: '09:30', endTime: '10:30', notes: '', updateType: 'current' });
    expect(patchBody(a, draft, 'all', true)).toEqual({ startTime: '09:30', endTime: '10:30', notes: '', updateType: 'all', includeExceptions: true });
    expect(patchBody(anAppointment(), { ...draftOf(anAppointment()), startBufferTime: '15' }, 'all', true)).toEqual({ startBufferTime: 15 });
    // A cleared client is not sent (the API sets references, it does not unset them).
    expect(patchBody(a, { ...draftOf(a), contact_fk: '' }, 'current', false)).toBeNull();
  });

  it('refuses an end before the start only when the times were typed, and buffers outside 0–480', () => {
    const before = draftOf(anAppointment({ startTime: '23:00', endTime: '01:00' }));
    expect(draftErrors(before, before)).toEqual({});
    expect(draftErrors({ ...before, endTime: '22:00' }, before)).toEqual({ endTime: 'appointments.editor.endBeforeStart' });
    expect(draftErrors({ ...before, startBufferTime: '481', endBufferTime: 'x' }, before)).toEqual({
      startBufferTime: 'appointments.editor.invalidBuffer', endBufferTime: 'appointments.editor.invalidBuffer',
    });
  });

  it('a chosen service sets the end from its duration and takes its buffers', () => {
    const d = applyService(draftOf(anAppointment()), { id: 's2', duration: 45, bufferTimeBefore: 5, bufferTime: 10 });
    expect(d).toMatchObject({ service_fk: 's2', startTime: '09:00', endTime: '09:45', startBufferTime: '5', endBufferTime: '10' });
  });
});

describe('/edit-appointment/{id}', () => {
  it('saves a new time for this and the following occurrences, with the warnings of the reply', async () => {
    await open({ series_fk: SERIES_ID });
    fireEvent.change(field('startTime'), { target: { value: '18:00' } });
    fireEvent.change(field('endTime'), { target: { value: '19:00' } });
    const exceptions = screen.getByRole('checkbox', { name: /moved by hand/ });
    expect(exceptions).toBeDisabled();
    fireEvent.click(screen.getByRole('radio', { name: 'This and all following appointments' }));
    fireEvent.click(exceptions);
    server.override((call) =>
      call.method === 'PATCH' && call.path === `/api/appointments/${APPOINTMENT_ID}`
        ? { appointment: { ...server.appointment, startTime: '18:00', endTime: '19:00' }, changed: [1, 2, 3].map(() => server.appointment), warnings: [{ code: 'outsideWorkingHours', date: '2027-01-04' }] }
        : undefined,
    );
    save();
    const warnings = await screen.findByTestId('editor-warnings');
    expect(warnings).toHaveTextContent('Saved, but outside the bookable time:');
    expect(warnings).toHaveTextContent('Mon, 04.01.2027: outside working hours');
    expect(server.writes()).toEqual([
      { path: `/api/appointments/${APPOINTMENT_ID}`, method: 'PATCH', body: { startTime: '18:00', endTime: '19:00', updateType: 'currentAndFuture', includeExceptions: true } },
    ]);
    expect(await screen.findByText('3 appointments have been saved.')).toBeInTheDocument();
  });

  it('names the clashing appointment beside the time fields when the therapist is taken', async () => {
    await open();
    fireEvent.change(field('startTime'), { target: { value: '11:00' } });
    fireEvent.change(field('endTime'), { target: { value: '12:00' } });
    server.override((call) => {
      if (call.method === 'PATCH') {
        const body = { code: 'appointmentOverlap', message: 'errors.appointmentOverlap', clash: { date: '2027-01-04', startTime: '11:30', endTime: '12:30' }, dates: ['2027-01-04'] };
        throw new ApiRequestError(409, body);
      }
      return undefined;
    });
    save();
    expect(await screen.findByTestId('editor-clash')).toHaveTextContent('Clashes with the appointment on Mon, 04.01.2027 at 11:30 – 12:30.');
    expect(screen.getByTestId('appointment-action-error')).toHaveTextContent('The therapist already has an appointment at this time.');
    expect(field('startTime')).toHaveAttribute('aria-invalid', 'true');
  });

  it('keeps the form when the end is before the start, and says so', async () => {
    await open();
    fireEvent.change(field('endTime'), { target: { value: '08:00' } });
    save();
    expect(await screen.findByText('The end must be after the start.')).toBeInTheDocument();
    expect(server.writes()).toEqual([]);
  });

  it('shows a completed appointment read-only with its sections', async () => {
    await open({ status: 'FINISHED' });
    expect(screen.getByText(/can no longer be changed; its history/)).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save appointment' })).not.toBeInTheDocument();
    expect(field('startTime')).toBeDisabled();
    await waitFor(() => expect(within(screen.getByTestId('appointment-history-section')).getByText('No notes yet.')).toBeInTheDocument());
  });
});
