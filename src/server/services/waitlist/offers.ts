/**
 * Offering freed slots to the waitlist (issue 10 §6). Run as a job per centre whenever its
 * appointments change (a cancellation, deletion, denial or move may free time) and when an offer
 * runs out: in one transaction, the waiting entries in the order they came each get the earliest
 * free slot of their range, held for `waitlistHoldMinutes` (the hold blocks the slot for everyone
 * else: takenTime.ts), and a message with a link to take it. Entries handled by a concurrent run
 * are skipped (SKIP LOCKED), so no entry gets two offers and no slot is offered twice.
 */
import { and, eq, lt } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { onlinePresenceSettings, users, waitlistEntries } from '../../db/schema';
import { HttpError } from '../../errors';
import { randomToken, sha256 } from '../auth/tokens';
import { enqueueMessage } from '../outbox/enqueue';
import { localToday, singleTimes } from '../appointments/times';
import { loadBookableCentre, onlineServices, type ServiceRow } from '../publicBooking/bookableCentre';
import { publicSlots } from '../publicBooking/publicSlots';
import { bookingTimeParts } from '../../../shared/appointmentMessages';
import { MINUTE_MS } from '../../../shared/recurrence/calendarDays';
import { toLanguage } from '../../../shared/languages';
import { personName, serviceNameIn } from '../../../shared/displayNames';
import { DEFAULT_WAITLIST_HOLD_MINUTES } from '../../../shared/api/waitlist';
import { waitingEntries } from './join';

type Entry = typeof waitlistEntries.$inferSelect;

export const offerLink = (publicUrl: string, token: string) => `${publicUrl.replace(/\/$/, '')}/booking/offer/${token}`;

async function holdMinutes(tx: Tx, centreId: string): Promise<number> {
  const [row] = await forCentre(tx, centreId).select({ minutes: onlinePresenceSettings.waitlistHoldMinutes }).from(onlinePresenceSettings).limit(1);
  return row?.minutes ?? DEFAULT_WAITLIST_HOLD_MINUTES;
}

/** The earliest free slot of the entry's range, or null (also when the service stopped being bookable). */
async function firstFreeSlot(tx: Tx, e: Entry, today: string, nowMs: number) {
  const from = e.fromDate < today ? today : e.fromDate;
  try {
    const { slots } = await publicSlots(tx, e.centreId, { serviceId: e.serviceId, providerId: e.providerId ?? undefined, from, to: e.toDate }, nowMs);
    return slots[0] ?? null;
  } catch (error) {
    if (error instanceof HttpError && error.statusCode < 500) return null;
    throw error;
  }
}

async function sendOffer(tx: Tx, e: Entry, link: string, startsAt: Date, timeZone: string, providerName: string, serviceName: string) {
  const language = toLanguage(e.language);
  const when = bookingTimeParts(startsAt, timeZone);
  const vars = { firstName: e.firstName, service: serviceName, therapist: providerName, date: when.date, time: when.time, link };
  await enqueueMessage(tx, { channel: 'sms', recipient: e.phone, template: 'waitlistOffer', vars, language, centreId: e.centreId });
  await enqueueMessage(tx, { channel: 'email', recipient: e.email, template: 'waitlistOffer', vars, language, centreId: e.centreId });
}

/** Offers free slots to the centre's waiting entries; answers how many offers went out. */
export async function offerFreedSlots(db: Db, centreId: string, publicUrl: string, nowMs = Date.now()): Promise<number> {
  return db.transaction(async (tx) => {
    let b;
    try {
      b = await loadBookableCentre(tx, centreId);
    } catch {
      return 0; // Online booking switched off: nothing is offered until it is on again.
    }
    const today = localToday(b.timeZone, nowMs);
    const entries = await waitingEntries(tx, centreId, today);
    if (entries.length === 0) return 0;
    const minutes = await holdMinutes(tx, centreId);
    // Several people often wait for the same service: each is read once per run.
    const services = new Map<string, Promise<ServiceRow>>();
    const serviceOf = (id: string) => services.get(id) ?? services.set(id, onlineServices(tx, centreId, id).then(([row]) => row)).get(id)!;
    let offered = 0;
    for (const e of entries) {
      const slot = await firstFreeSlot(tx, e, today, nowMs);
      if (!slot) continue;
      const service = await serviceOf(e.serviceId);
      // The times the booking would write (book.ts): the hold covers the same span, buffers included.
      const t = singleTimes(slot.date, slot.startTime, slot.endTime, b.timeZone, { startBufferTime: service.bufferTimeBefore, endBufferTime: service.bufferTime });
      const token = randomToken();
      await forCentre(tx, centreId)
        .update(waitlistEntries)
        .set({
          status: 'offered',
          offerProviderId: slot.providerId,
          offerDate: slot.date,
          offerStartTime: slot.startTime,
          offerEndTime: slot.endTime,
          offerBusyFrom: t.busyFrom,
          offerBusyUntil: t.busyUntil,
          offerTokenHash: sha256(token),
          offeredUntil: new Date(nowMs + minutes * MINUTE_MS),
          updatedAt: new Date(nowMs),
        })
        .where(eq(waitlistEntries.id, e.id));
      const [therapist] = await tx.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, slot.providerId));
      await sendOffer(tx, e, offerLink(publicUrl, token), t.startsAt as Date, b.timeZone, personName(therapist), serviceNameIn(service, toLanguage(e.language)));
      offered += 1;
    }
    return offered;
  });
}

/**
 * Ends the offers whose hold ran out (the patient did not take the slot): their entries are
 * done, and the centres concerned are answered so their freed slots go to the next in line.
 */
export async function expireOffers(db: Db, nowMs = Date.now()): Promise<string[]> {
  const rows = await db
    .update(acrossCentres(waitlistEntries, 'the expiry job ends run-out offers of every centre'))
    .set({ status: 'expired', updatedAt: new Date(nowMs) })
    .where(and(eq(waitlistEntries.status, 'offered'), lt(waitlistEntries.offeredUntil, new Date(nowMs))))
    .returning({ centreId: waitlistEntries.centreId });
  return [...new Set(rows.map((r) => r.centreId))];
}
