/**
 * Special days of a provider in a centre (spec §7 Providers: GET, POST, PUT, PUT-list and POST
 * …/special-days/{id} for removal). Who may: the provider, or a manager of the centre (the same
 * rule as days off). Every write checks the slots (wording §5) and runs in one transaction.
 */
import { and, asc, eq, gte, lte, ne } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Queryable, Tx } from '../../db/client';
import { centreProviders, specialDays } from '../../db/schema';
import { HttpError, conflict, notFound } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import { isUuid } from '../../../shared/validators/uuid';
import { normaliseSpecialSlots, specialDayErrors, specialDayListErrors, type SpecialDay, type SpecialDayInput } from '../../../shared/availability';
import { daysOffOwner, type DaysOffOwner } from '../daysOff/daysOffStore';
import { incorrectWorkingHours } from './templateStore';

export interface SpecialDaysYear {
  year: number;
  specialDays: SpecialDay[];
}

type Row = typeof specialDays.$inferSelect;

const toWire = (r: Row): SpecialDay => ({ specialDayId: r.id, date: r.date, timeSlots: normaliseSpecialSlots(r.timeSlots) });
const ofProvider = (owner: DaysOffOwner) => eq(specialDays.userId, owner.userId);

/** Special days between two dates (inclusive), by date. */
export async function specialDaysBetween(db: Queryable, owner: DaysOffOwner, from: string, to: string): Promise<SpecialDay[]> {
  const rows = await forCentre(db, owner.centreId)
    .select()
    .from(specialDays)
    .where(and(ofProvider(owner), gte(specialDays.date, from), lte(specialDays.date, to)))
    .orderBy(asc(specialDays.date));
  return rows.map(toWire);
}

export const specialDaysOfYear = async (db: Queryable, owner: DaysOffOwner, year: number): Promise<SpecialDaysYear> => ({
  year,
  specialDays: await specialDaysBetween(db, owner, `${year}-01-01`, `${year}-12-31`),
});

function checkDay(day: SpecialDayInput): void {
  const errors = specialDayErrors(day);
  if (errors.length) throw incorrectWorkingHours(errors);
}

/** One provider's writes run one after the other (lock on the membership row). */
async function lockProvider(tx: Tx, owner: DaysOffOwner): Promise<void> {
  await forCentre(tx, owner.centreId).select({ id: centreProviders.id }).from(centreProviders).where(eq(centreProviders.userId, owner.userId)).for('update');
}

async function dateTaken(tx: Tx, owner: DaysOffOwner, date: string, exceptId?: string): Promise<boolean> {
  return forCentre(tx, owner.centreId).exists(specialDays, ofProvider(owner), eq(specialDays.date, date), exceptId ? ne(specialDays.id, exceptId) : undefined);
}

export async function createSpecialDay(db: Db, auth: AuthContext, centreId: string, userId: string, day: SpecialDayInput): Promise<SpecialDay> {
  checkDay(day);
  return db.transaction(async (tx) => {
    const owner = await daysOffOwner(tx, auth, centreId, userId);
    await lockProvider(tx, owner);
    if (await dateTaken(tx, owner, day.date)) throw conflict('specialDayExists', { field: 'date' });
    const [row] = await forCentre(tx, centreId)
      .insert(specialDays)
      .values({ userId, date: day.date, timeSlots: normaliseSpecialSlots(day.timeSlots) })
      .returning();
    return toWire(row);
  });
}

export async function updateSpecialDay(db: Db, auth: AuthContext, centreId: string, userId: string, day: SpecialDay): Promise<SpecialDay> {
  checkDay(day);
  if (!isUuid(day.specialDayId)) throw notFound();
  return db.transaction(async (tx) => {
    const owner = await daysOffOwner(tx, auth, centreId, userId);
    await lockProvider(tx, owner);
    if (await dateTaken(tx, owner, day.date, day.specialDayId)) throw conflict('specialDayExists', { field: 'date' });
    const [row] = await forCentre(tx, centreId)
      .update(specialDays)
      .set({ date: day.date, timeSlots: normaliseSpecialSlots(day.timeSlots), updatedAt: new Date() })
      .where(and(ofProvider(owner), eq(specialDays.id, day.specialDayId)))
      .returning();
    if (!row) throw notFound();
    return toWire(row);
  });
}

export async function removeSpecialDay(db: Db, auth: AuthContext, centreId: string, userId: string, specialDayId: string): Promise<SpecialDay> {
  if (!isUuid(specialDayId)) throw notFound();
  return db.transaction(async (tx) => {
    const owner = await daysOffOwner(tx, auth, centreId, userId);
    const [row] = await forCentre(tx, centreId)
      .delete(specialDays)
      .where(and(ofProvider(owner), eq(specialDays.id, specialDayId)))
      .returning();
    if (!row) throw notFound();
    return toWire(row);
  });
}

/** PUT-list: the year's special days become exactly `body.specialDays`; a date outside the year refuses all. */
export async function replaceSpecialDays(db: Db, auth: AuthContext, centreId: string, userId: string, body: SpecialDaysYear | { year: number; specialDays: SpecialDayInput[] }): Promise<SpecialDaysYear> {
  const errors = specialDayListErrors(body.specialDays, body.year);
  if (errors.some((e) => e.code === 'calendarYearMismatch')) {
    throw new HttpError(400, 'calendarYearMismatch', 'errors.calendarYearMismatch', { errors: errors.map((e) => ({ ...e, message: `errors.${e.code}` })) });
  }
  if (errors.length) throw incorrectWorkingHours(errors);
  return db.transaction(async (tx) => {
    const owner = await daysOffOwner(tx, auth, centreId, userId);
    await lockProvider(tx, owner);
    const scoped = forCentre(tx, centreId);
    await scoped.delete(specialDays).where(and(ofProvider(owner), gte(specialDays.date, `${body.year}-01-01`), lte(specialDays.date, `${body.year}-12-31`)));
    if (body.specialDays.length) {
      await scoped.insert(specialDays).values(body.specialDays.map((d) => ({ userId, date: d.date, timeSlots: normaliseSpecialSlots(d.timeSlots) })));
    }
    return specialDaysOfYear(tx, owner, body.year);
  });
}

export async function readSpecialDays(db: Queryable, auth: AuthContext, centreId: string, userId: string, year: number): Promise<SpecialDaysYear> {
  return specialDaysOfYear(db, await daysOffOwner(db, auth, centreId, userId), year);
}
