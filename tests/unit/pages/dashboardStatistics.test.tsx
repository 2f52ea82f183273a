/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { StatisticsSection } from '../../../src/client/pages/dashboard/statistics/StatisticsSection';
import { apiFetch } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import type { AppointmentStatistics } from '../../../src/shared/api/statistics';
import { aCentre, aProvider, aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';
import { appointmentStatisticsSchema } from '../../../src/shared/api/statistics';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

// jsdom lays nothing out: the charts measure their box through ResizeObserver.
class FixedSizeObserver {
  constructor(private readonly callback: ResizeObserverCallback) {}
  observe(target: Element) {
    this.callback([{ target, contentRect: { width: 600, height: 260 } } as unknown as ResizeObserverEntry], this as unknown as ResizeObserver);
  }
  unobserve() {}
  disconnect() {}
}
globalThis.ResizeObserver ??= FixedSizeObserver as unknown as typeof ResizeObserver;

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const LUCA = '55555555-5555-4555-8555-555555555555';

const zero = { IMPORTED: 0, UNCONFIRMED: 0, CONFIRMED: 0, FINISHED: 0, BILLED: 0, CANCELLED: 0, other: 0 };
const minutes = (workingMinutes: number, bookedMinutes: number, outsideMinutes = 0) => ({ workingMinutes, bookedMinutes, outsideMinutes, utilisation: workingMinutes ? bookedMinutes / workingMinutes : null });

/** A week in Zurich: 22–28 March 2027 (the Sunday is the DST day). */
function aWeek(): AppointmentStatistics {
  const days = ['2027-03-22', '2027-03-23', '2027-03-24', '2027-03-25', '2027-03-26', '2027-03-27', '2027-03-28'];
  return {
    period: 'week',
    scope: 'practice',
    timeZone: 'Europe/Zurich',
    from: '2027-03-21T23:00:00.000Z',
    to: '2027-03-28T22:00:00.000Z',
    intervals: days.map((d, i) => ({
      start: `${d}T00:00:00.000Z`,
      end: `${d}T23:59:00.000Z`,
      localStart: `${d}T00:00`,
      appointments: { ...zero, CONFIRMED: i === 0 ? 3 : i === 6 ? 1 : 0, CANCELLED: i === 2 ? 1 : 0, FINISHED: i === 1 ? 2 : 0 },
      newClients: i === 0 ? 2 : 0,
    })),
    therapists: [
      { userId: USER_ID, firstName: 'Anna', lastName: 'Muster', total: minutes(1860, 240, 180), intervals: days.map(() => minutes(0, 0)) },
      { userId: LUCA, firstName: 'Luca', lastName: 'Rossi', total: minutes(0, 0), intervals: days.map(() => minutes(0, 0)) },
    ],
  };
}

function answer(body: AppointmentStatistics = aWeek()) {
  apiFetchMock.mockImplementation(async (path) => {
    if (path.startsWith(`/api/centres/${CENTRE_ID}/statistics/appointments?`)) {
      const period = new URLSearchParams(path.split('?')[1]).get('period') as AppointmentStatistics['period'];
      return { ...body, period };
    }
    throw new Error(`unexpected call ${path}`);
  });
}

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession());
  answer();
});

describe('dashboard statistics', () => {
  it('the fixture fits the server’s answer schema', () => {
    expect(serverSchemaErrors(appointmentStatisticsSchema, aWeek())).toEqual([]);
  });

  it('shows the practice’s week to an owner: summary, charts and the figures as tables', async () => {
    renderPage(<StatisticsSection centreId={CENTRE_ID} />);
    expect(await screen.findByTestId('statistics-summary')).toHaveTextContent('Appointments: 7 (cancelled: 1) · New clients: 2');
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/centres/${CENTRE_ID}/statistics/appointments?period=week`, expect.anything());
    expect(screen.getByText(/All therapists of the practice/)).toBeInTheDocument();

    const statuses = screen.getByRole('table', { name: 'Appointments by status, Last week' });
    const monday = within(statuses).getByRole('row', { name: /Monday, 22 March 2027/ });
    // Columns: interval, the six statuses, other, new clients.
    expect(within(monday).getAllByRole('cell').map((c) => c.textContent)).toEqual(['0', '0', '3', '0', '0', '0', '0', '2']);
    expect(within(statuses).getAllByRole('columnheader').map((c) => c.textContent)).toEqual(['Interval', 'Synced', 'Reserved', 'Confirmed', 'Complete', 'Billed', 'Cancelled', 'Other', 'New clients']);

    const utilisation = screen.getByRole('table', { name: 'Utilisation of working hours, Last week' });
    expect(within(within(utilisation).getByRole('row', { name: /Anna Muster/ })).getAllByRole('cell').map((c) => c.textContent)).toEqual(['13%', '4', '31', '3']);
    expect(within(utilisation).getByRole('row', { name: /Luca Rossi/ })).toHaveTextContent('no working hours');

    // The charts arrive in their own chunk.
    await waitFor(() => expect(document.querySelector('[data-chart="appointments"] svg')).not.toBeNull());
    expect(document.querySelector('[data-chart="utilisation"]')).toHaveTextContent('Utilisation of working hours');
  });

  it('switches the period', async () => {
    renderPage(<StatisticsSection centreId={CENTRE_ID} />);
    await screen.findByTestId('statistics-summary');
    const day = screen.getByRole('button', { name: 'Last day' });
    expect(day).toHaveAttribute('aria-pressed', 'false');
    fireEvent.click(day);
    await waitFor(() => expect(apiFetchMock).toHaveBeenCalledWith(`/api/centres/${CENTRE_ID}/statistics/appointments?period=day`, expect.anything()));
    expect(screen.getByRole('button', { name: 'Last day' })).toHaveAttribute('aria-pressed', 'true');
    expect(await screen.findByRole('table', { name: 'Appointments by status, Last day' })).toBeInTheDocument();
    expect(screen.getByText(/The last 24 hours in 2-hour intervals/)).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'This month' }));
    await waitFor(() => expect(apiFetchMock).toHaveBeenCalledWith(`/api/centres/${CENTRE_ID}/statistics/appointments?period=month`, expect.anything()));
  });

  it('asks for their own figures for a therapist who may not see colleagues, the practice’s once granted', async () => {
    const provider = aUser({ Role: [{ name: 'PROVIDER', user_fk: USER_ID, centre_fk: CENTRE_ID }] });
    useSessionMock.mockReturnValue(aSession({ user: provider, centres: [aCentre({ CentreProvider: [aProvider({ role: 'PROVIDER', Permission: [{ calendar: true }] })] })] }));
    const view = renderPage(<StatisticsSection centreId={CENTRE_ID} />);
    await screen.findByTestId('statistics-summary');
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/centres/${CENTRE_ID}/statistics/appointments?period=week&therapist=${USER_ID}`, expect.anything());
    expect(screen.getByText(/Your own appointments and working hours/)).toBeInTheDocument();
    view.unmount();

    apiFetchMock.mockClear();
    useSessionMock.mockReturnValue(aSession({ user: provider, centres: [aCentre({ CentreProvider: [aProvider({ role: 'PROVIDER', Permission: [{ colleagueDetails: true }] })] })] }));
    renderPage(<StatisticsSection centreId={CENTRE_ID} />);
    await screen.findByTestId('statistics-summary');
    expect(apiFetchMock).toHaveBeenCalledWith(`/api/centres/${CENTRE_ID}/statistics/appointments?period=week`, expect.anything());
  });

  it('says so when the figures cannot be loaded', async () => {
    apiFetchMock.mockRejectedValue(new Error('offline'));
    renderPage(<StatisticsSection centreId={CENTRE_ID} />);
    expect(await screen.findByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
