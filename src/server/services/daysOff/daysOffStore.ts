/**
 * A provider's days off in one centre: who may read and write them, reading a year, and
 * replacing a year in one transaction (other years stay as they are).
 */
import { and, asc, eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders, daysOff } from '../../db/schema';
import { forbidden, HttpError, invalidFields, notFound } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import { isUuid } from '../../../shared/validators/uuid';
import type { DayOff, DaysOffYear } from '../../../shared/api/daysOff';
import { daysOffErrors, normaliseDaysOff } from '../../../shared/daysOff';

export interface DaysOffOwner {
  centreId: string;
  userId: string;
}

/**
 * The provider `providerUserId` of `centreId` for this caller: a provider reads and edits their
 * own days off, owners and admins those of every provider of the centre. Someone who is not a
 * provider of the centre is a 404 (like an unknown id), a colleague's days off a 403.
 */
export async function daysOffOwner(db: Db | Tx, auth: AuthContext, centreId: string, providerUserId: string): Promise<DaysOffOwner> {
  if (!isUuid(providerUserId) || !auth.roles.some((r) => r.centreId === centreId)) throw notFound();
  const [member] = await forCentre(db, centreId)
    .select({ id: centreProviders.id })
    .from(centreProviders)
    .where(eq(centreProviders.userId, providerUserId));
  if (!member) throw notFound();
  if (providerUserId !== auth.userId && !isManager(auth, centreId)) throw forbidden();
  return { centreId, userId: providerUserId };
}

const ofYear = (owner: DaysOffOwner, year: number) => and(eq(daysOff.userId, owner.userId), eq(daysOff.year, year));

export async function loadDaysOff(db: Db | Tx, owner: DaysOffOwner, year: number): Promise<DaysOffYear> {
  const rows = await forCentre(db, owner.centreId).select().from(daysOff).where(ofYear(owner, year)).orderBy(asc(daysOff.startDate));
  const days = rows.map((r) => {
    const day: DayOff = { date: r.startDate };
    if (r.endDate !== r.startDate) day.endDate = r.endDate;
    if (r.name) day.name = r.name;
    if (r.halfDay) day.halfDay = r.halfDay;
    return day;
  });
  return { year, days };
}

/**
 * Checks a year's entries: dates outside the year answer `calendarYearMismatch` (wording §5:
 * a wrongly loaded year must not be saved), other problems `validation`; both list the fields.
 */
export function assertValidYear(body: DaysOffYear): DayOff[] {
  const days = normaliseDaysOff(body.days);
  // Field paths refer to the body as sent, so check the entries in their original order.
  const errors = daysOffErrors(body.year, body.days.map((d) => ({ ...d, name: d.name?.trim() })));
  const fieldErrors = errors.map((e) => ({ ...e, message: `errors.${e.code}` }));
  if (errors.some((e) => e.code === 'calendarYearMismatch')) {
    throw new HttpError(400, 'calendarYearMismatch', 'errors.calendarYearMismatch', { errors: fieldErrors });
  }
  if (errors.length) throw invalidFields(fieldErrors);
  return days;
}

/** Replaces the provider's `year` with `body.days`, atomically; answers what is stored. */
export async function replaceDaysOff(db: Db, auth: AuthContext, centreId: string, providerUserId: string, body: DaysOffYear): Promise<DaysOffYear> {
  const days = assertValidYear(body);
  return db.transaction(async (tx) => {
    const owner = await daysOffOwner(tx, auth, centreId, providerUserId);
    const scoped = forCentre(tx, centreId);
    // Lock the membership row so two saves of the same provider run one after the other.
    await scoped.select({ id: centreProviders.id }).from(centreProviders).where(eq(centreProviders.userId, providerUserId)).for('update');
    await scoped.delete(daysOff).where(ofYear(owner, body.year));
    if (days.length) {
      await scoped.insert(daysOff).values(
        days.map((d) => ({
          userId: providerUserId,
          year: body.year,
          startDate: d.date,
          endDate: d.endDate ?? d.date,
          name: d.name ?? '',
          halfDay: d.halfDay ?? null,
        })),
      );
    }
    return loadDaysOff(tx, owner, body.year);
  });
}
