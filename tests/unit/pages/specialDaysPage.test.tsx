/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HolidaysSpecialDaysPage } from '../../../src/client/pages/settings/holidays/HolidaysSpecialDaysPage';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import type { SpecialDay } from '../../../src/shared/availability';
import { specialDayInputSchema, specialDaySchema } from '../../../src/shared/api/schedules';
import { aCentre, aProvider, aSession, aUser, CENTRE_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';
import { serverSchemaErrors } from './support/serverSchema';

jest.mock('../../../src/client/api/http', () => ({
  ...jest.requireActual('../../../src/client/api/http'),
  apiFetch: jest.fn(),
}));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const COLLEAGUE = '55555555-5555-4555-8555-555555555555';
const centre = aCentre({
  CentreProvider: [aProvider(), aProvider({ centreProvider_id: 'cp-2', user_fk: COLLEAGUE, firstName: 'Luca', lastName: 'Rossi', role: 'PROVIDER' })],
});
const now = new Date();
const YEAR = now.getFullYear();
/** Today is always in the current year and in the week the editor opens on. */
const TODAY = `${YEAR}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
const base = (pid: string) => `/api/providers/${pid}/centres/${CENTRE_ID}/special-days`;
const STORED: SpecialDay = { specialDayId: '11111111-aaaa-4aaa-8aaa-111111111111', date: TODAY, timeSlots: [{ startTime: '08:00', endTime: '12:00', event: 'Workshop' }] };

type Call = { path: string; method: string; body?: unknown };
let writes: Call[] = [];
/** Answers GET per provider from `stored` (for the year asked, or `answerYear`); writes echo unless `refuse` throws. */
function serve(stored: Record<string, SpecialDay[]>, { answerYear, refuse }: { answerYear?: number; refuse?: (c: Call) => void } = {}) {
  apiFetchMock.mockImplementation(async (path, init) => {
    if (path.includes('/days-off')) return { year: YEAR, days: [] };
    const m = /^\/api\/providers\/([^/]+)\/centres\/[^/]+\/special-days(?:\/([^/?]+))?(?:\?year=(\d+))?$/.exec(path);
    if (!m) throw new Error(`unexpected call ${path}`);
    const method = init?.method ?? 'GET';
    if (method === 'GET') return { year: answerYear ?? Number(m[3]), specialDays: stored[m[1]] ?? [] };
    const call = { path, method, body: init?.body };
    writes.push(call);
    refuse?.(call);
    if (m[2]) return (stored[m[1]] ?? []).find((d) => d.specialDayId === m[2]);
    return { specialDayId: '22222222-bbbb-4bbb-8bbb-222222222222', ...(init?.body as object) };
  });
}

const sessionWith = (timeFormat: '24h' | '12h', user = aUser({ UserSetting: { language: 'en', activeCentre: null, timeFormat, dateFormat: 'DD.MM.YYYY' } })) =>
  aSession({ user, centres: [centre] });
const grid = () => screen.findByTestId('special-days-grid');
/** The entry showing `text`, in the grid on screen now (another therapist or year remounts it). */
const entry = async (text: string) => {
  // The grid renders a moment after the answer (the calendar's chunk, then the week): a generous wait.
  const found = await waitFor(() => within(screen.getByTestId('special-days-grid')).getByText(text), { timeout: 5000 });
  return found.closest('.rbc-event') as HTMLElement;
};
const gutter = (root: HTMLElement) => [...root.querySelectorAll('.rbc-time-gutter .rbc-label')].map((el) => el.textContent).filter(Boolean);

beforeEach(() => {
  apiFetchMock.mockReset();
  writes = [];
  useSessionMock.mockReturnValue(sessionWith('24h'));
});

describe('special days tab', () => {
  it('shows the week on the calendar grid from 06:00 to 23:00, Monday first, 24-hour labels', async () => {
    serve({ [USER_ID]: [STORED] });
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    const g = await grid();
    await entry('Workshop');
    const headers = [...g.querySelectorAll('.rbc-time-header .rbc-header')].map((el) => el.textContent);
    expect(headers).toHaveLength(7);
    expect(headers[0]).toMatch(/^Mo/);
    expect(gutter(g)[0]).toBe('06:00');
    expect(gutter(g).at(-1)).toBe('22:00');
    expect(screen.getByText(`1 special day in ${YEAR}`)).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith(`${base(USER_ID)}?year=${YEAR}`, expect.anything());
    // Entries become draggable once the drag-and-drop grid has arrived.
    await waitFor(() => expect(g).toHaveAttribute('data-dnd', 'true'));
  });

  it('reads the gutter as 12-hour hh A when the user chose 12h', async () => {
    useSessionMock.mockReturnValue(sessionWith('12h'));
    serve({});
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    const g = await grid();
    expect(gutter(g).slice(0, 2)).toEqual(['06 AM', '07 AM']);
    expect(gutter(g)).toContain('01 PM');
  });

  it('opens an entry by double-click, changes its end and saves only that date', async () => {
    serve({ [USER_ID]: [STORED] });
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    fireEvent.doubleClick(await entry('Workshop'));
    const dialog = await screen.findByRole('dialog');
    expect(dialog.querySelector('select[name="entryStart"]')).toHaveValue('08:00');
    fireEvent.change(dialog.querySelector('select[name="entryEnd"]')!, { target: { value: '13:30' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();

    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Special days saved.')).toBeInTheDocument();
    expect(writes).toEqual([{ path: base(USER_ID), method: 'PUT', body: { ...STORED, timeSlots: [{ startTime: '08:00', endTime: '13:30', event: 'Workshop' }] } }]);
    expect(serverSchemaErrors(specialDaySchema, writes[0].body)).toEqual([]);
    expect(screen.queryByText('Unsaved changes')).not.toBeInTheDocument();
  });

  it('opens an entry by keyboard, refuses an end before the start, and removes it through the removal call', async () => {
    serve({ [USER_ID]: [STORED] });
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    fireEvent.keyDown(await entry('Workshop'), { key: 'Enter' });
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('select[name="entryEnd"]')!, { target: { value: '07:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    expect(await within(dialog).findByText('The end must be after the start.')).toBeInTheDocument();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(within(await grid()).queryByText('Workshop')).not.toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Special days saved.')).toBeInTheDocument();
    expect(writes).toEqual([{ path: `${base(USER_ID)}/${STORED.specialDayId}`, method: 'POST', body: undefined }]);
  });

  it('shows the server\u2019s message and keeps the change unsaved when a call is refused', async () => {
    serve({ [USER_ID]: [STORED] }, {
      refuse: () => {
        throw new ApiRequestError(409, { code: 'specialDayExists', message: 'errors.specialDayExists' });
      },
    });
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    fireEvent.doubleClick(await entry('Workshop'));
    const dialog = await screen.findByRole('dialog');
    fireEvent.change(dialog.querySelector('select[name="entryStart"]')!, { target: { value: '09:00' } });
    fireEvent.click(within(dialog).getByRole('button', { name: 'Apply' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const day = `${TODAY.slice(8, 10)}.${TODAY.slice(5, 7)}.${YEAR}`;
    expect(await screen.findByText(`Holidays and special days were not saved (${day}): There is already a special day on this date.`, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(screen.getByText('Unsaved changes')).toBeInTheDocument();
  });

  it('never saves a wrongly loaded year (wording §5: calendar year mismatch)', async () => {
    serve({ [USER_ID]: [STORED] }, { answerYear: YEAR - 1 });
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    fireEvent.doubleClick(await entry('Workshop'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/Holidays and special days were not saved: Calendar year mismatch/, { selector: '.MuiAlert-message' })).toBeInTheDocument();
    expect(writes).toEqual([]);
  });

  it('lets a manager switch therapist, asking first when the week has unsaved changes', async () => {
    serve({ [USER_ID]: [STORED], [COLLEAGUE]: [{ ...STORED, specialDayId: 'c1', timeSlots: [{ startTime: '14:00', endTime: '18:00', event: 'Kurs' }] }] });
    renderPage(<HolidaysSpecialDaysPage />, { url: '/?tab=special-days' });
    fireEvent.doubleClick(await entry('Workshop'));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Remove' }));
    fireEvent.change(document.querySelector('select[name="therapist"]')!, { target: { value: COLLEAGUE } });
    const ask = await screen.findByRole('dialog');
    expect(within(ask).getByText('Unsaved data will be lost.')).toBeInTheDocument();
    fireEvent.click(within(ask).getByRole('button', { name: 'Leave without saving' }));
    await entry('Kurs');
    expect(apiFetchMock).toHaveBeenCalledWith(`${base(COLLEAGUE)}?year=${YEAR}`, expect.anything());
  });

  it('lets a therapist edit only their own special days, and the tab is reached from the days off', async () => {
    const provider = aUser({ user_id: COLLEAGUE, Role: [{ name: 'PROVIDER', user_fk: COLLEAGUE, centre_fk: CENTRE_ID }] });
    useSessionMock.mockReturnValue(sessionWith('24h', provider));
    serve({});
    renderPage(<HolidaysSpecialDaysPage />);
    fireEvent.click(await screen.findByRole('tab', { name: 'Special days' }));
    await grid();
    const select = document.querySelector<HTMLSelectElement>('select[name="therapist"]')!;
    expect(select).toBeDisabled();
    expect(within(select).getAllByRole('option').map((o) => o.textContent)).toEqual(['Luca Rossi']);
    expect(apiFetchMock).toHaveBeenCalledWith(`${base(COLLEAGUE)}?year=${YEAR}`, expect.anything());
    expect(serverSchemaErrors(specialDayInputSchema, { date: TODAY, timeSlots: [{ startTime: '09:00', endTime: '10:00' }] })).toEqual([]);
  });
});
