/**
 * The dashboard statistics (behaviour.md §9, issue 9 §7): per interval of the period, the
 * appointments by status and the new clients, and each therapist's utilisation of working hours.
 * Whose figures: the practice's need the right to see colleagues' appointments
 * (src/shared/statistics/practiceFigures.ts); a therapist's own are always theirs to see. A
 * colleague named without that right is a 403, someone not a member of the centre a 404 (as for
 * working hours). Figures only (counts and minutes, no client or appointment), so nothing is
 * written to the audit log.
 */
import { and, gt, gte, inArray, lt, ne, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { appointments, contacts } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import { loadCentreProviders } from '../centres/centreView';
import { centreCalendar } from '../schedules/effectiveHours';
import type { AppointmentStatistics, StatisticsQuery } from '../../../shared/api/statistics';
import { intervalIndexOf, statisticsIntervals, type StatisticsInterval } from '../../../shared/statistics/periods';
import { seesPracticeFigures } from '../../../shared/statistics/practiceFigures';
import { countedStatus, emptyStatusCounts } from '../../../shared/statistics/statusCounts';
import { therapistUtilisation } from './therapistUtilisation';

interface Therapist {
  userId: string;
  firstName: string;
  lastName: string;
}

/** The therapists whose figures the caller asked for and may see. */
async function therapistsInView(db: Queryable, auth: AuthContext, centreId: string, therapist: string | undefined): Promise<{ scope: 'practice' | 'therapist'; therapists: Therapist[] }> {
  const members = await loadCentreProviders(db, centreId);
  const me = members.find((m) => m.user_fk === auth.userId);
  const roles = auth.roles.filter((r) => r.centreId === centreId).map((r) => r.name);
  const mayAll = seesPracticeFigures(roles, me?.Permission?.[0]);
  const asTherapist = (m: (typeof members)[number]): Therapist => ({ userId: m.user_fk, firstName: m.firstName ?? '', lastName: m.lastName ?? '' });
  if (therapist === undefined) {
    if (!mayAll) throw forbidden();
    return { scope: 'practice', therapists: members.map(asTherapist) };
  }
  const target = members.find((m) => m.user_fk === therapist);
  if (!target) throw notFound();
  if (therapist !== auth.userId && !mayAll) throw forbidden();
  return { scope: 'therapist', therapists: [asTherapist(target)] };
}

/** Contacts created per interval, in one query (a count per interval). */
async function newClientsPerInterval(db: Queryable, centreId: string, intervals: StatisticsInterval[]): Promise<number[]> {
  const iso = (ms: number) => new Date(ms).toISOString();
  const columns = Object.fromEntries(
    intervals.map((x, i) => [`n${i}`, sql<number>`count(*) filter (where ${contacts.createdAt} >= ${iso(x.start)}::timestamptz and ${contacts.createdAt} < ${iso(x.end)}::timestamptz)`.mapWith(Number)]),
  );
  const from = new Date(intervals[0].start);
  const to = new Date(intervals[intervals.length - 1].end);
  const [row] = await forCentre(db, centreId).select(columns).from(contacts).where(and(gte(contacts.createdAt, from), lt(contacts.createdAt, to)));
  return intervals.map((_, i) => Number(row?.[`n${i}`] ?? 0));
}

export async function appointmentStatistics(db: Queryable, auth: AuthContext, centreId: string, q: StatisticsQuery, now: number = Date.now()): Promise<AppointmentStatistics> {
  const { scope, therapists } = await therapistsInView(db, auth, centreId, q.therapist);
  const cal = await centreCalendar(db, centreId);
  const intervals = statisticsIntervals(q.period, now, cal.timeZone);
  const from = new Date(intervals[0].start);
  const to = new Date(intervals[intervals.length - 1].end);

  // Every appointment touching the period (a long one from before it still books time in it).
  const rows = await forCentre(db, centreId)
    .select({ resourceId: appointments.resourceId, status: appointments.status, startsAt: appointments.startsAt, endsAt: appointments.endsAt, groupEventFk: appointments.groupEventFk })
    .from(appointments)
    .where(
      and(
        lt(appointments.startsAt, to),
        gt(appointments.endsAt, from),
        ne(appointments.status, 'DELETED'),
        scope === 'therapist' ? inArray(appointments.resourceId, therapists.map((t) => t.userId)) : undefined,
      ),
    );

  const counts = intervals.map(() => emptyStatusCounts());
  for (const r of rows) {
    const i = r.startsAt ? intervalIndexOf(intervals, r.startsAt.getTime()) : -1;
    const bucket = countedStatus(r.status);
    if (i >= 0 && bucket) counts[i][bucket]++;
  }
  const [newClients, utilisation] = await Promise.all([newClientsPerInterval(db, centreId, intervals), therapistUtilisation(db, centreId, cal, therapists.map((t) => t.userId), intervals, rows)]);

  const isoOf = (ms: number) => new Date(ms).toISOString();
  return {
    period: q.period,
    scope,
    timeZone: cal.timeZone,
    from: from.toISOString(),
    to: to.toISOString(),
    intervals: intervals.map((x, i) => ({ start: isoOf(x.start), end: isoOf(x.end), localStart: x.localStart, appointments: counts[i], newClients: newClients[i] })),
    therapists: therapists
      .map((t) => ({ ...t, ...utilisation.get(t.userId)! }))
      // A member without working time or bookings in the period (a receptionist) is no therapist here.
      .filter((t) => scope === 'therapist' || t.total.workingMinutes > 0 || t.total.bookedMinutes + t.total.outsideMinutes > 0),
  };
}
