/**
 * Google busy time of a centre's therapists for the calendar (issue 9 §5 "Google busy blocks
 * shown"): times only, never titles (they are other people's data, and the import keeps none).
 */
import { and, asc, eq, gt, lt } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, googleCalendarBusyBlocks } from '../../db/schema';
import { badRequest, invalidField } from '../../errors';
import { isCalendarDate } from '../../../shared/daysOff';
import { toDayNumber } from '../../../shared/recurrence/calendarDays';
import { MAX_SCHEDULE_DAYS } from './scheduleReply';

export interface BusyBlock {
  providerId: string;
  startsAt: string;
  endsAt: string;
  allDay: boolean;
}

/** Blocks overlapping the dates `from`..`to`, widened by a day each side so any time zone is covered. */
export async function busyBlocks(db: Queryable, q: { centreId: string; from: string; to: string }): Promise<BusyBlock[]> {
  if (!isCalendarDate(q.from)) throw invalidField('from', 'invalidCalendarDate');
  if (!isCalendarDate(q.to)) throw invalidField('to', 'invalidCalendarDate');
  if (q.to < q.from) throw invalidField('to', 'invalidDateRange');
  if (toDayNumber(q.to) - toDayNumber(q.from) + 1 > MAX_SCHEDULE_DAYS) throw badRequest('scheduleRangeTooLong', { field: 'to' });
  const start = new Date(Date.parse(`${q.from}T00:00:00Z`) - 86_400_000);
  const end = new Date(Date.parse(`${q.to}T00:00:00Z`) + 2 * 86_400_000);
  const rows = await forCentre(db, q.centreId)
    .select({ providerId: centreProviders.userId, startsAt: googleCalendarBusyBlocks.startsAt, endsAt: googleCalendarBusyBlocks.endsAt, allDay: googleCalendarBusyBlocks.allDay })
    .from(googleCalendarBusyBlocks)
    .innerJoin(centreProviders, eq(centreProviders.id, googleCalendarBusyBlocks.providerId))
    .where(and(lt(googleCalendarBusyBlocks.startsAt, end), gt(googleCalendarBusyBlocks.endsAt, start)))
    .orderBy(asc(googleCalendarBusyBlocks.startsAt));
  return rows.map((r) => ({ providerId: r.providerId, startsAt: r.startsAt.toISOString(), endsAt: r.endsAt.toISOString(), allDay: r.allDay }));
}
