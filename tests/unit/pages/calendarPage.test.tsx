/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { screen, waitFor, within } from '@testing-library/react';
import { CalendarPage } from '../../../src/client/pages/calendar/CalendarPage';
import { apiFetch } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import type { DraggableEvents } from '../../../src/shared/api/draggableEvents';
import { aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;

const palette: DraggableEvents = {
  saved: false,
  events: [
    { serviceId: 's1', variantId: null, name: 'Akupunktur', variantName: null, duration: 45, ppu: 9000, onlineBooking: false, colour: null },
    { serviceId: 's2', variantId: 'v1', name: 'Massage', variantName: '30 Minuten', duration: 30, ppu: 6500, onlineBooking: true, colour: '#336699' },
  ],
};
const therapist = (id: string, firstName: string, colour = '') => ({
  centreProvider_id: `cp-${id}`, user_fk: id, centre_fk: CENTRE_ID, firstName, lastName: 'Test', email: `${id}@example.ch`, role: 'PROVIDER', active: true,
  Address: {}, BusinessNumber: [], Permission: [], avatar: null, calendarColour: colour,
});
/** What the page reads, by path: the palette, the therapists, their hours, busy time and appointments. */
let appointments: unknown[] = [];
let providers: unknown[] = [therapist(USER_ID, 'Mia')];
let schedule: unknown = { centreId: CENTRE_ID, timeZone: 'Europe/Zurich', from: '', to: '', providers: [] };
beforeEach(() => {
  apiFetchMock.mockReset();
  appointments = [];
  providers = [therapist(USER_ID, 'Mia')];
  apiFetchMock.mockImplementation(async (path: string) => {
    if (path.includes('/draggable-events')) return palette;
    if (path.includes('/settings/providers')) return providers;
    if (path.startsWith('/api/providers/schedule')) return schedule;
    if (path.startsWith('/api/providers/busy')) return [];
    if (path.startsWith('/api/appointments')) return appointments;
    throw new Error(`unexpected call ${path}`);
  });
});

const sessionWith = (timeFormat: '24h' | '12h', language: 'de' | 'en' = 'en') =>
  aSession({ user: aUser({ UserSetting: { language, activeCentre: null, timeFormat, dateFormat: 'DD.MM.YYYY' } }) });

const gutterLabels = (container: HTMLElement) =>
  [...container.querySelectorAll('.rbc-time-gutter .rbc-label')].map((el) => el.textContent).filter(Boolean);
const dayHeaders = (container: HTMLElement) => [...container.querySelectorAll('.rbc-time-header .rbc-header')].map((el) => el.textContent);

describe('calendar page', () => {
  it('shows the signed-in user\u2019s services beside the grid, draggable once the grid takes drops', async () => {
    useSessionMock.mockReturnValue(sessionWith('24h'));
    renderPage(<CalendarPage />);
    const panel = await screen.findByTestId('service-palette');
    const chips = await within(panel).findAllByTestId('palette-chip');
    expect(chips.map((c) => c.textContent)).toEqual(['Akupunktur45 min', 'Massage – 30 Minuten30 min']);
    await waitFor(() => expect(screen.getByTestId('calendar-grid')).toHaveAttribute('data-dnd', 'true'));
    expect(within(panel).getAllByTestId('palette-chip')[0]).toHaveAttribute('draggable', 'true');
    expect(within(panel).getByText(/services assigned to you/)).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/clinics/${CENTRE_ID}/users/${USER_ID}/draggable-events`, expect.anything());
  });

  it('shows a Monday-first week from 06:00 in 24-hour time with English toolbar labels', async () => {
    useSessionMock.mockReturnValue(sessionWith('24h'));
    const { container } = renderPage(<CalendarPage />);
    expect(dayHeaders(container)).toHaveLength(7);
    expect(dayHeaders(container)[0]).toMatch(/^Mo/);
    expect(dayHeaders(container)[6]).toMatch(/^Su/);
    expect(gutterLabels(container).slice(0, 3)).toEqual(['06:00', '07:00', '08:00']);
    expect(screen.getByRole('button', { name: 'Today' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Week' })).toHaveClass('rbc-active');
    // The palette beside the grid has loaded (no state update after the test).
    await screen.findAllByTestId('palette-chip');
  });

  it('uses 12-hour labels when the user chose 12h', async () => {
    useSessionMock.mockReturnValue(sessionWith('12h'));
    const { container } = renderPage(<CalendarPage />);
    expect(gutterLabels(container).slice(0, 2)).toEqual(['06:00 AM', '07:00 AM']);
    expect(gutterLabels(container)).toContain('01:00 PM');
    // The palette beside the grid has loaded (no state update after the test).
    await screen.findAllByTestId('palette-chip');
  });

  it('speaks German when the interface is German', async () => {
    useSessionMock.mockReturnValue(sessionWith('24h', 'de'));
    const { container } = renderPage(<CalendarPage />, { lng: 'de' });
    expect(dayHeaders(container)[0]).toMatch(/^Mo/);
    expect(dayHeaders(container)[2]).toMatch(/^Mi/);
    expect(screen.getByRole('button', { name: 'Heute' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Woche' })).toBeInTheDocument();
    // The palette beside the grid has loaded (no state update after the test).
    await screen.findAllByTestId('palette-chip');
  });
});
