/** Free slots by example: grid, buffers, fixed starts, notice and horizon, DST, group slots, team view. */
import { MINUTE_MS } from '../recurrence/calendarDays';
import { wallClockToInstant } from '../recurrence/zonedTime';
import { toDayNumber } from '../recurrence/calendarDays';
import { bookingWindow, mayCancelOnline, shiftInstant } from './bookingLimits';
import { freeSlots, teamSlots, type ProviderAvailability, type SlotRange, type SlotService } from './slots';
import type { EffectiveDay } from './effectiveSchedule';

const TZ = 'Europe/Zurich';
const at = (date: string, time: string) => wallClockToInstant(toDayNumber(date), Number(time.slice(0, 2)) * 60 + Number(time.slice(3)), TZ).utcMs / MINUTE_MS;
const minute = (t: string) => Number(t.slice(0, 2)) * 60 + Number(t.slice(3));
const day = (date: string, ...spans: [string, string][]): EffectiveDay => ({
  date,
  weekDay: 0,
  source: 'specialDay',
  // An end at or before the start is past midnight (template times 00:00 and 00:30).
  intervals: spans.map(([s, e]) => ({ start: minute(s), end: minute(e) + (minute(e) <= minute(s) ? 1440 : 0) })),
});
const service = (over: Partial<SlotService> = {}): SlotService => ({ duration: 60, bufferBefore: 0, bufferAfter: 0, fixedStart: null, ...over });
const open: Omit<SlotRange, 'from' | 'to'> = { timeZone: TZ, earliest: 0, latest: Number.MAX_SAFE_INTEGER };
const range = (from: string, to = from): SlotRange => ({ ...open, from, to });
const provider = (days: EffectiveDay[], over: Partial<ProviderAvailability> = {}): ProviderAvailability => ({ providerId: 'p1', days, busy: [], step: 30, ...over });
const times = (slots: { startTime: string }[]) => slots.map((s) => s.startTime);

describe('freeSlots', () => {
  it('lays the grid from the start of each working interval, the whole appointment inside', () => {
    const slots = freeSlots(provider([day('2027-05-04', ['08:00', '10:00'], ['13:15', '14:30'])]), service(), range('2027-05-04'));
    expect(times(slots)).toEqual(['08:00', '08:30', '09:00', '13:15']);
    expect(slots[0]).toEqual({ providerId: 'p1', date: '2027-05-04', startTime: '08:00', endTime: '09:00', startsAt: at('2027-05-04', '08:00'), endsAt: at('2027-05-04', '09:00') });
  });

  it('keeps appointments with both buffers clear of existing busy ranges', () => {
    // Busy 10:00–11:00 (an appointment with its buffers); the service needs 15 before and 30 after.
    const p = provider([day('2027-05-04', ['08:00', '13:00'])], { busy: [{ start: at('2027-05-04', '10:00'), end: at('2027-05-04', '11:00') }], step: 15 });
    expect(times(freeSlots(p, service({ duration: 30, bufferBefore: 15, bufferAfter: 30 }), range('2027-05-04')))).toEqual([
      '08:00', '08:15', '08:30', '08:45', '09:00', '11:15', '11:30', '11:45', '12:00', '12:15', '12:30',
    ]);
  });

  it('offers only the fixed start when the service has one', () => {
    const p = provider([day('2027-05-04', ['08:00', '12:00']), day('2027-05-05', ['10:00', '12:00'])]);
    expect(freeSlots(p, service({ fixedStart: 9 * 60 }), range('2027-05-04', '2027-05-05')).map((s) => `${s.date} ${s.startTime}`)).toEqual(['2027-05-04 09:00']);
  });

  it('starts no sooner than the notice and no later than the horizon', () => {
    const p = provider([day('2027-05-04', ['08:00', '12:00'])]);
    const slots = freeSlots(p, service(), { ...range('2027-05-04'), earliest: at('2027-05-04', '08:10'), latest: at('2027-05-04', '10:00') });
    expect(times(slots)).toEqual(['08:30', '09:00', '09:30', '10:00']);
  });

  it('counts real minutes across the spring change and names the autumn overlap once', () => {
    // 28 March 2027: 02:00 → 03:00. A 24-hour special day holds 23 hours.
    const spring = freeSlots(provider([day('2027-03-28', ['00:00', '24:00'])], { step: 60 }), service(), range('2027-03-28'));
    expect(spring).toHaveLength(23);
    expect(times(spring).slice(0, 4)).toEqual(['00:00', '01:00', '03:00', '04:00']);
    expect(spring[1].endTime).toBe('03:00');
    // 31 October 2027: 03:00 → 02:00. 25 hours, but 02:00 names only the earlier instant.
    const autumn = freeSlots(provider([day('2027-10-31', ['00:00', '24:00'])], { step: 60 }), service(), range('2027-10-31'));
    expect(autumn).toHaveLength(24);
    expect(autumn[2]).toMatchObject({ startTime: '02:00', endTime: '02:00', startsAt: at('2027-10-31', '02:00') });
    expect(times(autumn)[3]).toBe('03:00');
  });

  it('runs slots past midnight into the next date and keeps the range by start date', () => {
    const p = provider([day('2027-05-03', ['22:00', '00:30']), day('2027-05-04', ['22:00', '00:30'])]);
    const slots = freeSlots(p, service({ duration: 30 }), range('2027-05-04'));
    expect(slots.map((s) => `${s.date} ${s.startTime}-${s.endTime}`)).toEqual(['2027-05-04 00:00-00:30', '2027-05-04 22:00-22:30', '2027-05-04 22:30-23:00', '2027-05-04 23:00-23:30', '2027-05-04 23:30-00:00']);
  });

  it('offers an open group slot with places left, not a full one', () => {
    const g = { start: at('2027-05-04', '09:10'), end: at('2027-05-04', '10:10'), busyStart: at('2027-05-04', '09:10'), busyEnd: at('2027-05-04', '10:10') };
    const base = provider([day('2027-05-04', ['09:00', '11:00'])]);
    expect(times(freeSlots({ ...base, openGroupSlots: [{ ...g, placesLeft: 2 }] }, service(), range('2027-05-04')))).toEqual(['09:10']);
    expect(times(freeSlots({ ...base, openGroupSlots: [{ ...g, placesLeft: 0 }] }, service(), range('2027-05-04')))).toEqual([]);
  });

  it('offers a group class only its scheduled slots with places left (seatsOnly)', () => {
    const g = { start: at('2027-05-04', '09:10'), end: at('2027-05-04', '10:10'), busyStart: at('2027-05-04', '09:10'), busyEnd: at('2027-05-04', '10:10') };
    const base = provider([day('2027-05-04', ['08:00', '12:00'])]);
    expect(times(freeSlots(base, service({ seatsOnly: true }), range('2027-05-04')))).toEqual([]);
    expect(times(freeSlots({ ...base, openGroupSlots: [{ ...g, placesLeft: 3 }] }, service({ seatsOnly: true }), range('2027-05-04')))).toEqual(['09:10']);
    expect(times(freeSlots({ ...base, openGroupSlots: [{ ...g, placesLeft: 0 }] }, service({ seatsOnly: true }), range('2027-05-04')))).toEqual([]);
  });

  it('merges therapists for "any therapist", by start then therapist', () => {
    const a = provider([day('2027-05-04', ['09:00', '10:00'])], { providerId: 'b' });
    const b = provider([day('2027-05-04', ['08:30', '10:00'])], { providerId: 'a' });
    expect(teamSlots([a, b], service(), range('2027-05-04')).map((s) => `${s.startTime} ${s.providerId}`)).toEqual(['08:30 a', '09:00 a', '09:00 b']);
  });
});

describe('booking limits', () => {
  const now = Date.parse('2027-03-27T09:00:00Z'); // 10:00 in Zurich, the day before the spring change
  it('steps hours on the clock and days and longer on the calendar', () => {
    expect(new Date(shiftInstant(now, { amount: 24, unit: 'hours' }, TZ)).toISOString()).toBe('2027-03-28T09:00:00.000Z');
    expect(new Date(shiftInstant(now, { amount: 1, unit: 'days' }, TZ)).toISOString()).toBe('2027-03-28T08:00:00.000Z');
    expect(new Date(shiftInstant(now, { amount: 2, unit: 'weeks' }, TZ)).toISOString()).toBe('2027-04-10T08:00:00.000Z');
    expect(new Date(shiftInstant(Date.parse('2027-01-31T09:00:00Z'), { amount: 1, unit: 'months' }, TZ)).toISOString()).toBe('2027-02-28T09:00:00.000Z');
    expect(new Date(shiftInstant(now, { amount: 1, unit: 'years' }, TZ)).toISOString()).toBe('2028-03-27T08:00:00.000Z') // summer time by then;
  });
  it('makes the booking window and the cancellation deadline', () => {
    const w = bookingWindow(now, { amount: 2, unit: 'hours' }, { amount: 1, unit: 'days' }, TZ);
    expect(w).toEqual({ earliest: (now + 2 * 3600e3) / MINUTE_MS, latest: Date.parse('2027-03-28T08:00:00Z') / MINUTE_MS });
    const start = Date.parse('2027-03-28T09:00:00Z');
    expect(mayCancelOnline(start, now, { amount: 24, unit: 'hours' }, TZ)).toBe(true);
    expect(mayCancelOnline(start, now + 1, { amount: 24, unit: 'hours' }, TZ)).toBe(false);
  });
});
