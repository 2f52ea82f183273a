/** GET /api/providers/busy: the calendar's Google busy blocks, times only, one centre's therapists only. */
import { call } from '../centres/world';
import { DB_KINDS } from '../support/testApp';
import { WORK, connect, createCalendarWorld, type CalendarWorld } from './world';

const at = (iso: string) => ({ dateTime: iso });
const dateOf = (d: Date) => d.toISOString().slice(0, 10);

describe.each(DB_KINDS)('Google busy time in the calendar on %s', (kind) => {
  let w: CalendarWorld;
  const start = new Date(Date.now() + 26 * 3600e3);
  const end = new Date(start.getTime() + 3600e3);
  const range = `from=${dateOf(start)}&to=${dateOf(end)}`;

  beforeAll(async () => {
    w = await createCalendarWorld(kind);
    w.google.putEvent(WORK, { id: 'ev1', summary: 'Dr. Meier – private', start: at(start.toISOString()), end: at(end.toISOString()) });
    await connect(w, w.a.provider, w.a.centreId, w.a.cp.provider, [WORK]);
    expect((await call(w.t, w.a.provider, 'POST', '/api/calendar/startWatch', { centreId: w.a.centreId, bookingProviderId: w.a.cp.provider })).statusCode).toBe(200);
  });
  afterAll(() => w.close());

  it('answers each block with the therapist user id and times, never the title', async () => {
    const res = await call(w.t, w.a.owner, 'GET', `/api/providers/busy?centreId=${w.a.centreId}&${range}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual([{ providerId: w.a.provider.userId, startsAt: start.toISOString(), endsAt: end.toISOString(), allDay: false }]);
    expect(res.body).not.toContain('Meier');
  });

  it('shows nothing outside the range and nothing of another centre', async () => {
    const later = new Date(start.getTime() + 10 * 86_400_000);
    const outside = await call(w.t, w.a.owner, 'GET', `/api/providers/busy?centreId=${w.a.centreId}&from=${dateOf(later)}&to=${dateOf(later)}`);
    expect(outside.json()).toEqual([]);
    const other = await call(w.t, w.b.owner, 'GET', `/api/providers/busy?centreId=${w.b.centreId}&${range}`);
    expect(other.json()).toEqual([]);
    expect((await call(w.t, w.b.owner, 'GET', `/api/providers/busy?centreId=${w.a.centreId}&${range}`)).statusCode).toBe(404);
  });

  it('refuses a reversed or too long range', async () => {
    const reversed = await call(w.t, w.a.owner, 'GET', `/api/providers/busy?centreId=${w.a.centreId}&from=2027-01-10&to=2027-01-01`);
    expect(reversed.statusCode).toBe(400);
    const long = await call(w.t, w.a.owner, 'GET', `/api/providers/busy?centreId=${w.a.centreId}&from=2027-01-01&to=2027-06-01`);
    expect(long.json().code).toBe('scheduleRangeTooLong');
  });
});
