/**
 * A provider's booking options (spec §3 "Booking-provider options"; PATCH /booking-api/providers/{id})
 * and the centres they take online bookings in (avBookingClinicIds; POST/DELETE
 * /api/providers/{id}/booking-centres). The options are the provider's own, whatever the centre;
 * the booking centres are per centre, so a manager only ever switches their own centres.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Queryable } from '../../db/client';
import { bookingCentres, bookingProviderOptions } from '../../db/schema';
import { badRequest, invalidFields } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import { templateTarget, type ProviderCentres } from './scheduleAccess';

export interface NotificationOptions {
  nickname?: string;
  hasDun?: boolean;
  dunHours?: number;
}

export interface SmsPackageOptions {
  autoRenewSMSPackage?: boolean;
  smsPlanId?: string;
  smsPlanView?: string;
}

export interface BookingProviderOptions {
  providerId: string;
  instantBooking: boolean;
  /** Of the centres the caller shares with the provider, those offering online booking. */
  avBookingClinicIds: string[];
  minScheduleStep: number;
  notificationOptions: NotificationOptions;
  thirdPartyCalendars: string[];
  smsPackageOptions: SmsPackageOptions;
}

export interface BookingOptionsPatch {
  instantBooking?: boolean;
  avBookingClinicIds?: string[];
  minScheduleStep?: number;
  notificationOptions?: NotificationOptions;
  thirdPartyCalendars?: string[];
  smsPackageOptions?: SmsPackageOptions & { smsCounterLeft?: number };
}

async function bookingCentreIds(db: Queryable, target: ProviderCentres): Promise<string[]> {
  const out: string[] = [];
  for (const centreId of target.centres) {
    if (await forCentre(db, centreId).exists(bookingCentres, eq(bookingCentres.userId, target.userId))) out.push(centreId);
  }
  return out;
}

/** The booking grid (minutes) of a therapist who never set one; the public slots use it too. */
export const DEFAULT_SCHEDULE_STEP = 15;

export async function loadBookingOptions(db: Queryable, target: ProviderCentres): Promise<BookingProviderOptions> {
  const [row] = await db.select().from(bookingProviderOptions).where(eq(bookingProviderOptions.userId, target.userId));
  return {
    providerId: target.userId,
    instantBooking: row?.instantBooking ?? false,
    avBookingClinicIds: await bookingCentreIds(db, target),
    minScheduleStep: row?.minScheduleStep ?? DEFAULT_SCHEDULE_STEP,
    notificationOptions: row?.notificationOptions ?? {},
    thirdPartyCalendars: row?.thirdPartyCalendars ?? [],
    smsPackageOptions: row?.smsPackageOptions ?? {},
  };
}

export async function readBookingOptions(db: Queryable, auth: AuthContext, userId: string): Promise<BookingProviderOptions> {
  return loadBookingOptions(db, await templateTarget(db, auth, userId));
}

/** Makes `centreIds` (of the caller's writable centres) exactly the provider's booking centres among them. */
async function setBookingCentres(db: Queryable, target: ProviderCentres, centreIds: string[]): Promise<void> {
  for (const centreId of target.centres) {
    const scoped = forCentre(db, centreId);
    if (centreIds.includes(centreId)) await scoped.insert(bookingCentres).values({ userId: target.userId }).onConflictDoNothing();
    else await scoped.delete(bookingCentres).where(eq(bookingCentres.userId, target.userId));
  }
}

export async function patchBookingOptions(db: Db, auth: AuthContext, userId: string, patch: BookingOptionsPatch): Promise<BookingProviderOptions> {
  // The SMS counter is credit bought for the practice (README "Bulk SMS"): never set by a form.
  if (patch.smsPackageOptions?.smsCounterLeft !== undefined) throw badRequest('smsCounterReadOnly', { field: 'smsPackageOptions.smsCounterLeft' });
  return db.transaction(async (tx) => {
    const target = await templateTarget(tx, auth, userId);
    if (patch.avBookingClinicIds) {
      const denied = patch.avBookingClinicIds.map((c, i) => ({ c, i })).filter(({ c }) => !target.centres.includes(c));
      if (denied.length) throw invalidFields(denied.map(({ i }) => ({ field: `avBookingClinicIds.${i}`, code: 'centreNotAllowed', message: 'errors.centreNotAllowed' })));
      await setBookingCentres(tx, target, patch.avBookingClinicIds);
    }
    const set: Partial<typeof bookingProviderOptions.$inferInsert> = {};
    if (patch.instantBooking !== undefined) set.instantBooking = patch.instantBooking;
    if (patch.minScheduleStep !== undefined) set.minScheduleStep = patch.minScheduleStep;
    if (patch.thirdPartyCalendars !== undefined) set.thirdPartyCalendars = [...new Set(patch.thirdPartyCalendars)];
    const [current] = await tx.select().from(bookingProviderOptions).where(eq(bookingProviderOptions.userId, userId)).for('update');
    // Nested objects merge key by key, so a form that sends one switch keeps the others.
    if (patch.notificationOptions) set.notificationOptions = { ...current?.notificationOptions, ...patch.notificationOptions };
    if (patch.smsPackageOptions) set.smsPackageOptions = { ...current?.smsPackageOptions, ...patch.smsPackageOptions };
    if (Object.keys(set).length) {
      await tx
        .insert(bookingProviderOptions)
        .values({ userId, ...set })
        .onConflictDoUpdate({ target: bookingProviderOptions.userId, set: { ...set, updatedAt: new Date() } });
    }
    return loadBookingOptions(tx, target);
  });
}

/** POST/DELETE booking-centres: one centre on or off, for a caller who may change the provider there. */
export async function switchBookingCentre(db: Db, auth: AuthContext, userId: string, centreId: string, on: boolean): Promise<BookingProviderOptions> {
  return db.transaction(async (tx) => {
    const target = await templateTarget(tx, auth, userId, centreId);
    const current = await bookingCentreIds(tx, target);
    await setBookingCentres(tx, target, on ? [...current, centreId] : current.filter((c) => c !== centreId));
    return loadBookingOptions(tx, await templateTarget(tx, auth, userId));
  });
}

