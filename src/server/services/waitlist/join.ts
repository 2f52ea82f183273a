/**
 * POST /booking-api/public/centres/{cid}/waitlist (issue 10 §6): a patient whose time is not
 * free asks to be told when one in their range frees up. The phone is verified with the same SMS
 * code as a booking; the range must lie in the booking window and hold no free slot now (those
 * the page offers to book directly), so every later offer is a slot that freed up.
 */
import { and, eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { badRequest, conflict, invalidField } from '../../errors';
import { consumePhoneCode, e164Of } from '../publicBooking/phoneVerification';
import { checkRange, publicSlots } from '../publicBooking/publicSlots';
import { matchContact } from '../publicBooking/bookingContact';
import { loadBookableCentre } from '../publicBooking/bookableCentre';
import { localToday } from '../appointments/times';
import type { Language } from '../../../shared/languages';
import type { JoinWaitlistBody } from '../../../shared/api/waitlist';
import { isValidEmail } from '../../../shared/validators/email';

export async function joinWaitlist(db: Db, centreId: string, body: JoinWaitlistBody, language: Language, nowMs = Date.now()): Promise<{ waitlistId: string }> {
  const b = await loadBookableCentre(db, centreId);
  const phone = e164Of(body);
  if (!phone) throw invalidField('phone', 'invalidPhone');
  if (!isValidEmail(body.email.trim())) throw invalidField('email', 'invalidEmail');
  // The slots call's own limits: real dates, in order, at most 62 days.
  checkRange(body.from, body.to);
  const today = localToday(b.timeZone, nowMs);
  if (body.to < today) throw invalidField('to', 'dateInPast');
  const from = body.from < today ? today : body.from;
  // Refuses an unknown service or therapist the way the slots call does (404 serviceNotBookable …).
  const free = await publicSlots(db, centreId, { serviceId: body.serviceId, providerId: body.providerId, from, to: body.to }, nowMs);
  if (free.slots.length > 0) throw conflict('slotsAvailable', { first: free.slots[0] });
  // A wrong code must be counted: that transaction commits, and the refusal follows it.
  const outcome = await db.transaction(async (tx): Promise<{ waitlistId: string } | 'invalidCode'> => {
    if (!(await consumePhoneCode(tx, body, body.code))) return 'invalidCode';
    // A known patient is named as the booking would match them (bookingContact.ts), not created.
    const contactId = await matchContact(tx, centreId, { ...body, e164: phone, language });
    const [row] = await forCentre(tx, centreId)
      .insert(waitlistEntries)
      .values({
        centreId,
        serviceId: body.serviceId,
        providerId: body.providerId ?? null,
        fromDate: from,
        toDate: body.to,
        firstName: body.firstName.trim(),
        lastName: body.lastName.trim(),
        email: body.email.trim(),
        phone,
        countryPhone: body.countryPhone,
        language,
        contactId,
      })
      .returning({ id: waitlistEntries.id });
    return { waitlistId: row.id };
  });
  if (outcome === 'invalidCode') throw badRequest('invalidCode', { field: 'code' });
  return outcome;
}

/** Entries of a centre still waiting whose range is not yet over, first come first served. */
export async function waitingEntries(tx: Db | Tx, centreId: string, today: string) {
  return forCentre(tx, centreId)
    .select()
    .from(waitlistEntries)
    .where(and(eq(waitlistEntries.status, 'waiting'), sql`${waitlistEntries.toDate} >= ${today}`))
    .orderBy(waitlistEntries.position)
    .for('update', { skipLocked: true });
}
