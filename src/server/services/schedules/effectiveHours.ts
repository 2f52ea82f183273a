/**
 * Effective working hours of providers in one centre over a date range (GET /api/providers/schedule)
 * and, for the appointments service, whether a time lies inside them (workingTimeFor,
 * scheduleWarnings). Computed on each call from the template, special days, days off and the
 * centre's public holidays, so saving any of them is seen at once: there is no cache to refresh.
 */
import { and, eq, gte, inArray, lte } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centres, daysOff, scheduleTemplateDays, specialDays } from '../../db/schema';
import { publicHolidays } from '../daysOff/publicHolidays';
import {
  effectiveSchedule,
  mergeIntervals,
  offWindow,
  specialSlotInterval,
  templateIntervals,
  type DayOffSpan,
  type EffectiveDay,
  type HalfDay,
  type HolidayDay,
  type Interval,
} from '../../../shared/availability';
import { DAY_MS, fromDayNumber, toDayNumber } from '../../../shared/recurrence/calendarDays';
import { DEFAULT_TIME_ZONE, offsetAt, wallClockToInstant } from '../../../shared/recurrence';
import { templateFromRows } from './templateStore';

export interface CentreCalendar {
  timeZone: string;
  country: string;
  state: string | null;
}

/** The zone and the holiday region (country, canton) of a centre row. */
export function calendarOf(c: { timezone: string; address: { country?: string; state?: string }[] } | undefined): CentreCalendar {
  const address = c?.address?.[0];
  return { timeZone: c?.timezone || DEFAULT_TIME_ZONE, country: (address?.country || 'CH').toUpperCase(), state: address?.state ? address.state.toUpperCase() : null };
}

export async function centreCalendar(db: Queryable, centreId: string): Promise<CentreCalendar> {
  const [c] = await db.select({ timezone: centres.timezone, address: centres.address }).from(centres).where(eq(centres.id, centreId));
  return calendarOf(c);
}

/** Holidays change only with the library: computed once per region and year (appointments ask on every save). */
const holidayCache = new Map<string, ReturnType<typeof publicHolidays>>();
function holidaysOfYear(country: string, state: string | null, year: number): ReturnType<typeof publicHolidays> {
  const key = `${country}/${state ?? ''}/${year}`;
  let hit = holidayCache.get(key);
  if (!hit) {
    if (holidayCache.size > 500) holidayCache.clear();
    hit = publicHolidays(country, state, year, 'de');
    holidayCache.set(key, hit);
    // A failed computation is not kept.
    hit.catch(() => holidayCache.delete(key));
  }
  return hit;
}

/** Legal public holidays of the centre's canton in the range ('bank' and 'optional' ones are not days off by themselves). */
async function holidaysBetween(cal: CentreCalendar, from: string, to: string): Promise<HolidayDay[]> {
  const out: HolidayDay[] = [];
  for (let year = Number(from.slice(0, 4)); year <= Number(to.slice(0, 4)); year++) {
    const { days } = await holidaysOfYear(cal.country, cal.state, year);
    for (const d of days) if (d.type === 'public' && d.date >= from && d.date <= to) out.push(d.halfDay ? { date: d.date, name: d.name, halfDay: d.halfDay } : { date: d.date, name: d.name });
  }
  return out;
}

/** Each provider's effective days from `from` to `to` (inclusive) in `centreId`. */
export async function effectiveHours(db: Queryable, centreId: string, userIds: string[], from: string, to: string, cal?: CentreCalendar): Promise<Map<string, EffectiveDay[]>> {
  const out = new Map<string, EffectiveDay[]>();
  if (userIds.length === 0) return out;
  const calendar = cal ?? (await centreCalendar(db, centreId));
  const scoped = forCentre(db, centreId);
  const [templates, specials, offs, holidays] = await Promise.all([
    scoped.select().from(scheduleTemplateDays).where(inArray(scheduleTemplateDays.userId, userIds)),
    scoped.select().from(specialDays).where(and(inArray(specialDays.userId, userIds), gte(specialDays.date, from), lte(specialDays.date, to))),
    scoped.select().from(daysOff).where(and(inArray(daysOff.userId, userIds), lte(daysOff.startDate, to), gte(daysOff.endDate, from))),
    holidaysBetween(calendar, from, to),
  ]);
  for (const userId of userIds) {
    const template = templateFromRows(
      templates.filter((r) => r.userId === userId),
      centreId,
    );
    const special = new Map<string, Interval[]>(specials.filter((s) => s.userId === userId).map((s) => [s.date, mergeIntervals(s.timeSlots.map(specialSlotInterval))]));
    const spans: DayOffSpan[] = offs
      .filter((o) => o.userId === userId)
      .map((o) => ({ date: o.startDate, endDate: o.endDate, ...(o.halfDay ? { halfDay: o.halfDay } : {}), ...(o.name ? { name: o.name } : {}) }));
    out.set(userId, effectiveSchedule(from, to, { weekly: templateIntervals(template, centreId), specialDays: special, daysOff: spans, publicHolidays: holidays }));
  }
  return out;
}

export interface WorkingInterval {
  startsAt: Date;
  endsAt: Date;
}

export interface WorkingTime {
  timeZone: string;
  /** The effective days touched by the range, in the centre's local dates. */
  days: EffectiveDay[];
  /** Working time as instants, merged, clipped to nothing: whole intervals of the touched days. */
  intervals: WorkingInterval[];
}

const localDate = (utcMs: number, timeZone: string) => fromDayNumber(Math.floor((utcMs + offsetAt(utcMs, timeZone)) / DAY_MS));

/**
 * The provider's working time in the centre around [from, to): the effective days the range
 * touches (plus the day before, whose slots may run past midnight) and their hours as instants.
 */
export async function workingTimeFor(db: Queryable, centreId: string, providerUserId: string, range: { from: Date; to: Date }): Promise<WorkingTime> {
  const cal = await centreCalendar(db, centreId);
  const first = fromDayNumber(toDayNumber(localDate(range.from.getTime(), cal.timeZone)) - 1);
  const last = localDate(Math.max(range.from.getTime(), range.to.getTime() - 1), cal.timeZone);
  const days = (await effectiveHours(db, centreId, [providerUserId], first, last, cal)).get(providerUserId) ?? [];
  const intervals: WorkingInterval[] = [];
  for (const day of days) {
    const n = toDayNumber(day.date);
    for (const i of day.intervals) intervals.push({ startsAt: new Date(wallClockToInstant(n, i.start, cal.timeZone).utcMs), endsAt: new Date(wallClockToInstant(n, i.end, cal.timeZone).utcMs) });
  }
  return { timeZone: cal.timeZone, days: days.slice(1), intervals };
}

export type ScheduleWarning = 'outsideWorkingHours' | 'dayOff' | 'publicHoliday';

/**
 * Why [startsAt, endsAt) is not plain working time of the provider in the centre, for the
 * appointment's `warnings` (issue 9 §3): outside the effective hours, on a day off, on a public
 * holiday. Empty when the time lies wholly inside working hours.
 */
export async function scheduleWarnings(db: Queryable, centreId: string, providerUserId: string, startsAt: Date, endsAt: Date): Promise<ScheduleWarning[]> {
  const wt = await workingTimeFor(db, centreId, providerUserId, { from: startsAt, to: endsAt });
  const inside = mergeIntervals(wt.intervals.map((i) => ({ start: i.startsAt.getTime(), end: i.endsAt.getTime() }))).some(
    (i) => i.start <= startsAt.getTime() && endsAt.getTime() <= i.end,
  );
  // A half day off in the morning says nothing about an afternoon appointment: only windows it touches count.
  const touches = (day: EffectiveDay, halfDay: HalfDay | undefined) => {
    const w = offWindow(halfDay);
    const n = toDayNumber(day.date);
    const from = wallClockToInstant(n, w.start, wt.timeZone).utcMs;
    const to = wallClockToInstant(n, w.end, wt.timeZone).utcMs;
    return from < endsAt.getTime() && startsAt.getTime() < to;
  };
  const warnings: ScheduleWarning[] = [];
  if (!inside) warnings.push('outsideWorkingHours');
  if (wt.days.some((d) => d.dayOff && touches(d, d.dayOff.halfDay))) warnings.push('dayOff');
  if (wt.days.some((d) => d.publicHoliday && d.source === 'template' && touches(d, d.publicHoliday.halfDay))) warnings.push('publicHoliday');
  return warnings;
}

