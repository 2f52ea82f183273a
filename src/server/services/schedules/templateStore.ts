/**
 * The weekly schedule template (GET/PUT /booking-api/providers/{id}/schedule-templates, issue 9
 * §8): stored per centre and weekday, answered as one template whose slots name their centre.
 */
import { asc, eq } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Queryable } from '../../db/client';
import { centreProviders, scheduleTemplateDays } from '../../db/schema';
import { HttpError, type FieldError } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import {
  WEEK_DAYS,
  defaultTemplate,
  normaliseTemplate,
  overlappingIndexes,
  slotInterval,
  templateErrors,
  type ScheduleError,
  type ScheduleTemplate,
  type TemplateTimeSlot,
  type WorkingDay,
} from '../../../shared/availability';
import { templateTarget, type ProviderCentres } from './scheduleAccess';

type DayRow = typeof scheduleTemplateDays.$inferSelect;

/** The 400 of wording §5 "Incorrect working-hour intervals are not saved", with the fields. */
export function incorrectWorkingHours(errors: ScheduleError[]): HttpError {
  const fieldErrors: FieldError[] = errors.map((e) => ({
    ...e,
    message: `errors.${e.code}`,
  }));
  return new HttpError(400, 'incorrectWorkingHours', 'errors.incorrectWorkingHours', { errors: fieldErrors });
}

async function rowsOf(db: Queryable, centreId: string, userId: string): Promise<DayRow[]> {
  return forCentre(db, centreId).select().from(scheduleTemplateDays).where(eq(scheduleTemplateDays.userId, userId)).orderBy(asc(scheduleTemplateDays.weekDay));
}

/** Stored rows as the wire template; weekdays never saved get the default day. */
export function templateFromRows(rows: DayRow[], defaultCentre: string): ScheduleTemplate {
  if (rows.length === 0) return defaultTemplate(defaultCentre);
  const fallback = defaultTemplate(defaultCentre).workingDays;
  const workingDays: WorkingDay[] = WEEK_DAYS.map((weekDay) => {
    const ofDay = rows.filter((r) => r.weekDay === weekDay);
    if (ofDay.length === 0) return fallback[weekDay];
    const available = ofDay.some((r) => r.available);
    // On a working day only the centres that work it show their slots; a day off keeps them all (remembered for later).
    const timeSlots = ofDay
      .filter((r) => !available || r.available)
      .flatMap((r) =>
        r.timeSlots.map((s) => ({
          centreId: r.centreId,
          startTime: s.startTime,
          endTime: s.endTime,
        })),
      );
    return { weekDay, available, timeSlots };
  });
  return normaliseTemplate({ workingDays });
}

export async function loadTemplate(db: Queryable, target: ProviderCentres): Promise<ScheduleTemplate> {
  const rows = (await Promise.all(target.centres.map((c) => rowsOf(db, c, target.userId)))).flat();
  return templateFromRows(rows, target.centres[0]);
}

/** Slots naming a centre this caller may not write for the provider. */
function centreErrors(template: ScheduleTemplate, writable: string[]): ScheduleError[] {
  const errors: ScheduleError[] = [];
  template.workingDays.forEach((day, i) =>
    day.timeSlots.forEach((slot, j) => {
      if (!writable.includes(slot.centreId))
        errors.push({
          field: `workingDays.${i}.timeSlots.${j}.centreId`,
          code: 'centreNotAllowed',
        });
    }),
  );
  return errors;
}

/**
 * Slots of the new template that overlap, on a working day, the provider's hours in a centre
 * this caller cannot see or change: one person works in one place at a time.
 */
async function otherCentreOverlaps(db: Queryable, target: ProviderCentres, template: ScheduleTemplate): Promise<ScheduleError[]> {
  const others = target.allCentres.filter((c) => !target.centres.includes(c));
  if (others.length === 0) return [];
  const rows = await db
    .select()
    .from(acrossCentres(scheduleTemplateDays, "the provider's hours in other centres, for the overlap check only (never answered)"))
    .where(eq(scheduleTemplateDays.userId, target.userId));
  const errors: ScheduleError[] = [];
  template.workingDays.forEach((day, i) => {
    if (!day.available) return;
    const taken = rows.filter((r) => others.includes(r.centreId) && r.weekDay === day.weekDay && r.available).flatMap((r) => r.timeSlots.map(slotInterval));
    day.timeSlots.forEach((slot, j) => {
      const clash = overlappingIndexes([...taken, slotInterval(slot)]);
      if (clash.includes(taken.length))
        errors.push({
          field: `workingDays.${i}.timeSlots.${j}.startTime`,
          code: 'timeSlotOverlap',
        });
    });
  });
  return errors;
}

/**
 * Replaces the provider's template in every centre this caller may write (narrowed by
 * `onlyCentre`); N/A slots are dropped. A centre named by no slot keeps the days' availability
 * with no hours. Answers the stored template.
 */
export async function saveTemplate(db: Db, auth: AuthContext, userId: string, body: ScheduleTemplate, onlyCentre?: string): Promise<ScheduleTemplate> {
  const target = await templateTarget(db, auth, userId, onlyCentre);
  const errors = templateErrors(body);
  if (errors.length) throw incorrectWorkingHours(errors);
  const template = normaliseTemplate(body);
  const denied = centreErrors(body, target.centres);
  if (denied.length) throw incorrectWorkingHours(denied);
  return db.transaction(async (tx) => {
    for (const centreId of target.centres) {
      const scoped = forCentre(tx, centreId);
      // Lock the membership row so two saves of the same provider run one after the other.
      await scoped.select({ id: centreProviders.id }).from(centreProviders).where(eq(centreProviders.userId, userId)).for('update');
      await scoped.delete(scheduleTemplateDays).where(eq(scheduleTemplateDays.userId, userId));
      await scoped.insert(scheduleTemplateDays).values(
        template.workingDays.map((day) => ({
          userId,
          weekDay: day.weekDay,
          available: day.available,
          timeSlots: day.timeSlots.filter((s: TemplateTimeSlot) => s.centreId === centreId).map((s) => ({ startTime: s.startTime, endTime: s.endTime })),
        })),
      );
    }
    const clashes = await otherCentreOverlaps(tx, target, template);
    if (clashes.length) throw incorrectWorkingHours(clashes);
    return loadTemplate(tx, target);
  });
}

export async function readTemplate(db: Queryable, auth: AuthContext, userId: string, onlyCentre?: string): Promise<ScheduleTemplate> {
  return loadTemplate(db, await templateTarget(db, auth, userId, onlyCentre));
}
