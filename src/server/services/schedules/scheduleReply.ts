/**
 * GET /api/providers/schedule (the effective hours of a range, for the calendar's shading) and
 * GET …/services-day-offer (what a provider can take on a date). Any member of the centre may
 * read them: colleagues' hours show side by side in the calendar.
 */
import { asc, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, services } from '../../db/schema';
import { badRequest, invalidField, notFound } from '../../errors';
import { isCalendarDate } from '../../../shared/daysOff';
import { formatMinute, type EffectiveDay } from '../../../shared/availability';
import { toDayNumber } from '../../../shared/recurrence/calendarDays';
import { isUuid } from '../../../shared/validators/uuid';
import { centreCalendar, effectiveHours } from './effectiveHours';
import { membersOf } from './scheduleAccess';

/** The longest range one call answers: a month view with its prefetch fits. */
export const MAX_SCHEDULE_DAYS = 92;

const wireDay = (d: EffectiveDay) => ({
  date: d.date,
  weekDay: d.weekDay,
  source: d.source,
  timeSlots: d.intervals.map((i) => ({ startTime: formatMinute(i.start), endTime: formatMinute(i.end), start: i.start, end: i.end })),
  ...(d.dayOff ? { dayOff: d.dayOff } : {}),
  ...(d.publicHoliday ? { publicHoliday: d.publicHoliday } : {}),
});

function checkRange(from: string, to: string): void {
  if (!isCalendarDate(from)) throw invalidField('from', 'invalidCalendarDate');
  if (!isCalendarDate(to)) throw invalidField('to', 'invalidCalendarDate');
  if (to < from) throw invalidField('to', 'invalidDateRange');
  if (toDayNumber(to) - toDayNumber(from) + 1 > MAX_SCHEDULE_DAYS) throw badRequest('scheduleRangeTooLong', { field: 'to' });
}

/** Every current member of the centre, in membership order. */
async function centreMemberIds(db: Queryable, centreId: string): Promise<string[]> {
  const rows = await forCentre(db, centreId).select({ userId: centreProviders.userId }).from(centreProviders).orderBy(asc(centreProviders.createdAt));
  const members = await membersOf(
    db,
    centreId,
    rows.map((r) => r.userId),
  );
  return rows.map((r) => r.userId).filter((u) => members.includes(u));
}

export async function providerSchedule(db: Queryable, q: { centreId: string; from: string; to: string; providerId?: string[] }) {
  checkRange(q.from, q.to);
  // Named providers who are not members of the centre are left out, like unknown ones.
  const userIds = q.providerId?.length ? await membersOf(db, q.centreId, q.providerId.filter(isUuid)) : await centreMemberIds(db, q.centreId);
  const cal = await centreCalendar(db, q.centreId);
  const hours = await effectiveHours(db, q.centreId, userIds, q.from, q.to, cal);
  const order = q.providerId?.length ? q.providerId.filter((p) => userIds.includes(p)) : userIds;
  return {
    centreId: q.centreId,
    timeZone: cal.timeZone,
    from: q.from,
    to: q.to,
    providers: [...new Set(order)].map((providerId) => ({ providerId, days: (hours.get(providerId) ?? []).map(wireDay) })),
  };
}

/**
 * The provider's hours on `date` and the services assigned to them, each saying whether it fits
 * (duration plus buffers) into one stretch of those hours.
 */
export async function servicesDayOffer(db: Queryable, centreId: string, userId: string, date: string) {
  if (!isUuid(userId) || (await membersOf(db, centreId, [userId])).length === 0) throw notFound();
  checkRange(date, date);
  const [day] = (await effectiveHours(db, centreId, [userId], date, date)).get(userId) ?? [];
  const rows = await forCentre(db, centreId)
    .select({
      serviceId: services.serviceId,
      name: services.name,
      duration: services.duration,
      bufferTimeBefore: services.bufferTimeBefore,
      bufferTime: services.bufferTime,
      onlineBooking: services.onlineBooking,
    })
    .from(services)
    .where(sql`${services.resourceIds} @> ${JSON.stringify([userId])}::jsonb`)
    .orderBy(sql`lower(${services.name})`, asc(services.serviceId));
  const longest = Math.max(0, ...day.intervals.map((i) => i.end - i.start));
  return {
    ...wireDay(day),
    services: rows.map((r) => ({
      service_id: r.serviceId,
      name: r.name,
      duration: r.duration,
      bufferTimeBefore: r.bufferTimeBefore,
      bufferTime: r.bufferTime,
      onlineBooking: r.onlineBooking,
      fits: r.duration + r.bufferTimeBefore + r.bufferTime <= longest && longest > 0,
    })),
  };
}

