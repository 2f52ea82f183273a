/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HolidaysSpecialDaysPage } from '../../../src/client/pages/settings/holidays/HolidaysSpecialDaysPage';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import type { DayOff, DaysOffYear, PublicHolidays } from '../../../src/shared/api/daysOff';
import { aCentre, aProvider, aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const YEAR = new Date().getFullYear();
const MONTH = String(new Date().getMonth() + 1).padStart(2, '0');
const COLLEAGUE = '55555555-5555-4555-8555-555555555555';
const centre = aCentre({
  CentreProvider: [aProvider(), aProvider({ centreProvider_id: 'cp-2', user_fk: COLLEAGUE, firstName: 'Luca', lastName: 'Rossi', role: 'PROVIDER' })],
});
const url = (pid: string) => `/api/providers/${pid}/centres/${CENTRE_ID}/days-off`;

/** Answers GET per provider and year from `stored`; PUT through `onPut`. */
function serve(stored: Record<string, DayOff[]>, onPut: (body: DaysOffYear) => Promise<unknown> = async (b) => b) {
  apiFetchMock.mockImplementation(async (path, init) => {
    const m = /^\/api\/providers\/([^/]+)\/centres\/[^/]+\/days-off(?:\?year=(\d+))?$/.exec(path);
    if (m && init?.method === 'PUT') return onPut(init.body as DaysOffYear);
    if (m) return { year: Number(m[2]), days: stored[`${m[1]}:${m[2]}`] ?? [] };
    if (path.startsWith(`/api/centres/${CENTRE_ID}/public-holidays?`)) {
      const reply: PublicHolidays = {
        year: YEAR, country: 'CH', state: 'ZH',
        days: [
          { date: `${YEAR}-08-01`, name: 'Bundesfeiertag', type: 'public' },
          { date: `${YEAR}-09-14`, name: 'Knabenschiessen', type: 'optional', halfDay: 'afternoon' },
          { date: `${YEAR}-12-25`, name: 'Weihnachtstag', type: 'public' },
        ],
      };
      return reply;
    }
    throw new Error(`unexpected call ${path}`);
  });
}
const yearSelect = () => document.querySelector<HTMLSelectElement>('select[name="year"]')!;
const therapistSelect = () => document.querySelector<HTMLSelectElement>('select[name="therapist"]')!;
const puts = () => apiFetchMock.mock.calls.filter(([, init]) => init?.method === 'PUT');

beforeEach(() => {
  apiFetchMock.mockReset();
  useSessionMock.mockReturnValue(aSession({ centres: [centre] }));
});

describe('holidays and special days page', () => {
  it('adds a named range with the date picker and reviewed public holidays, then saves the year', async () => {
    serve({ [`${USER_ID}:${YEAR}`]: [{ date: `${YEAR}-08-01`, name: 'Nationalfeiertag' }] });
    renderPage(<HolidaysSpecialDaysPage />);
    expect(await screen.findByText('Nationalfeiertag')).toBeInTheDocument();

    const pick = async (name: string, day: string) => {
      const field = document.querySelector(`input[name="${name}"]`)!.closest('.MuiFormControl-root') as HTMLElement;
      fireEvent.click(within(field).getByRole('button', { name: /choose date/i }));
      const dialog = await screen.findByRole('dialog');
      fireEvent.click(within(dialog).getByRole('gridcell', { name: day }));
      fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    };
    await pick('dayOffDate', '10');
    await pick('dayOffEndDate', '12');
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Weiterbildung' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(await screen.findByText('Weiterbildung')).toBeInTheDocument();
    expect(screen.getByText('3 days')).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Add public holidays (canton)' }));
    const dialog = await screen.findByRole('dialog');
    // 1 August is already listed; the optional Knabenschiessen is offered but not ticked.
    expect(await within(dialog).findByRole('checkbox', { name: /Bundesfeiertag/ })).toBeDisabled();
    expect(within(dialog).getByRole('checkbox', { name: /Knabenschiessen/ })).not.toBeChecked();
    fireEvent.click(within(dialog).getByRole('checkbox', { name: /Knabenschiessen/ }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'Add selected (2)' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(puts()).toHaveLength(1));
    const [path, init] = puts()[0];
    expect(path).toBe(url(USER_ID));
    expect(init!.body).toEqual({
      year: YEAR,
      days: [
        { date: `${YEAR}-${MONTH}-10`, endDate: `${YEAR}-${MONTH}-12`, name: 'Weiterbildung' },
        { date: `${YEAR}-08-01`, name: 'Nationalfeiertag' },
        { date: `${YEAR}-09-14`, name: 'Knabenschiessen', halfDay: 'afternoon' },
        { date: `${YEAR}-12-25`, name: 'Weihnachtstag' },
      ].sort((a, b) => a.date.localeCompare(b.date)),
    });
    expect(await screen.findByText('Days off saved.')).toBeInTheDocument();
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('shows the calendar year mismatch of the server, translated, on the row', async () => {
    const mismatch = new ApiRequestError(400, {
      code: 'calendarYearMismatch', message: 'errors.calendarYearMismatch',
      errors: [{ field: 'days.0.date', code: 'calendarYearMismatch', message: 'errors.calendarYearMismatch' }],
    });
    serve({ [`${USER_ID}:${YEAR}`]: [{ date: `${YEAR}-01-02`, name: 'Berchtoldstag' }, { date: `${YEAR}-05-14` }] }, async () => {
      throw mismatch;
    });
    renderPage(<HolidaysSpecialDaysPage />);
    await screen.findByText('Berchtoldstag');
    fireEvent.click(screen.getAllByRole('button', { name: /Remove/ })[1]);
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const message = /Holidays and special days were not saved: Calendar year mismatch/;
    expect(await screen.findByText(message, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    const row = screen.getAllByTestId('day-off-row')[0];
    expect(within(row).getByRole('alert')).toHaveTextContent('Calendar year mismatch: all dates must lie in the selected year.');
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('asks before switching year or therapist with unsaved changes', async () => {
    serve({ [`${USER_ID}:${YEAR}`]: [{ date: `${YEAR}-05-14`, name: 'Auffahrt' }], [`${COLLEAGUE}:${YEAR}`]: [{ date: `${YEAR}-07-06`, endDate: `${YEAR}-07-24`, name: 'Sommerferien' }] });
    renderPage(<HolidaysSpecialDaysPage />);
    fireEvent.click(await screen.findByRole('button', { name: /Remove/ }));
    fireEvent.change(yearSelect(), { target: { value: String(YEAR + 1) } });
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Unsaved data will be lost.')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(yearSelect()).toHaveValue(String(YEAR));

    fireEvent.change(therapistSelect(), { target: { value: COLLEAGUE } });
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Leave without saving' }));
    expect(await screen.findByText('Sommerferien')).toBeInTheDocument();
    expect(screen.getByText('19 days')).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith(`${url(COLLEAGUE)}?year=${YEAR}`, expect.anything());
  });

  it('lets a provider see and edit only their own days off', async () => {
    const provider = aUser({ user_id: COLLEAGUE, Role: [{ name: 'PROVIDER', user_fk: COLLEAGUE, centre_fk: CENTRE_ID }] });
    useSessionMock.mockReturnValue(aSession({ user: provider, centres: [centre] }));
    serve({});
    renderPage(<HolidaysSpecialDaysPage />);
    expect(await screen.findByText('No days off entered for this year yet.')).toBeInTheDocument();
    const select = therapistSelect();
    expect(select).toBeDisabled();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Luca Rossi']);
    expect(apiFetchMock).toHaveBeenCalledWith(`${url(COLLEAGUE)}?year=${YEAR}`, expect.anything());
  });
});
