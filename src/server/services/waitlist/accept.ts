/**
 * Taking a waitlist offer (issue 10 §6): the patient opens the link they received and books the
 * held slot. The link reached the phone and e-mail verified when they joined, so the token stands
 * for the SMS code; everything else is the public booking's own path (writeVerifiedBooking): the
 * therapist's lock, the recheck of the slot (the entry's own hold counts as free), the patient
 * matched or created, messages and audit. The entry becomes booked in the same transaction.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { waitlistEntries } from '../../db/schema';
import { conflict } from '../../errors';
import { publishAfterCommit } from '../../events/bus';
import { isOverlapViolation, lockTherapistTime } from '../appointments/overlap';
import { loadBookableCentre } from '../publicBooking/bookableCentre';
import { bookableService, writeVerifiedBooking } from '../publicBooking/book';
import type { PublicBookingDeps } from '../publicBooking/onlineChange';
import type { BookingReply } from '../../../shared/api/publicBooking';
import { liveOfferOf } from './offerLink';

export async function acceptOffer(deps: PublicBookingDeps, token: string, note: string | undefined, nowMs = Date.now()): Promise<BookingReply> {
  const seen = await liveOfferOf(deps.db, token, nowMs);
  const providerId = seen.offerProviderId!;
  const b = await loadBookableCentre(deps.db, seen.centreId);
  const service = await bookableService(deps, seen.centreId, seen.serviceId, providerId);
  try {
    return await publishAfterCommit(deps.events, (events) =>
      deps.db.transaction(async (tx) => {
        await lockTherapistTime(tx, providerId);
        // Locked and read again: a second click, the expiry job or staff may have ended it meanwhile.
        const e = await liveOfferOf(tx, token, nowMs, true);
        const body = {
          serviceId: e.serviceId,
          providerId,
          date: e.offerDate!,
          startTime: e.offerStartTime!,
          firstName: e.firstName,
          lastName: e.lastName,
          email: e.email,
          countryPhone: e.countryPhone,
          phone: e.phone.slice(e.countryPhone.length),
          note,
        };
        const reply = await writeVerifiedBooking(tx, deps, events, { b, service, body, e164: e.phone, language: e.language, hold: e.id }, nowMs);
        await forCentre(tx, e.centreId).update(waitlistEntries).set({ status: 'booked', appointmentId: reply.appointment_id, updatedAt: new Date(nowMs) }).where(eq(waitlistEntries.id, e.id));
        return reply;
      }),
    );
  } catch (err) {
    if (isOverlapViolation(err)) throw conflict('slotTaken');
    throw err;
  }
}
