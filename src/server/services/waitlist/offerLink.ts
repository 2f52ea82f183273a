/**
 * The offer link a waitlisted patient receives (issue 10 §6): its random token is the key (only
 * its hash is stored); it reached the phone and e-mail the patient verified when joining, so
 * holding it proves the same person. It shows the held slot, and declines it.
 */
import { and, eq } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Queryable } from '../../db/client';
import { centres, services, users, waitlistEntries } from '../../db/schema';
import { HttpError, notFound } from '../../errors';
import { sha256 } from '../auth/tokens';
import { toLanguage } from '../../../shared/languages';
import type { WaitlistOffer } from '../../../shared/api/waitlist';
import { personName, serviceNameIn } from '../../../shared/displayNames';

export type EntryRow = typeof waitlistEntries.$inferSelect;

export const offerExpired = () => new HttpError(410, 'offerExpired');

/** The entry of a live offer; 404 for a token that is no offer's, 410 when it ran out or was used. */
export async function liveOfferOf(db: Queryable, token: string, nowMs = Date.now(), lock = false): Promise<EntryRow> {
  const q = db
    .select()
    .from(acrossCentres(waitlistEntries, 'an offer link names no centre: its token finds the entry'))
    .where(eq(waitlistEntries.offerTokenHash, sha256(token)))
    .limit(1);
  const [row] = lock ? await q.for('update') : await q;
  if (!row) throw notFound();
  if (row.status !== 'offered' || !row.offeredUntil || row.offeredUntil.getTime() <= nowMs) throw offerExpired();
  return row;
}

export async function offerView(db: Db, token: string, nowMs = Date.now()): Promise<WaitlistOffer> {
  const e = await liveOfferOf(db, token, nowMs);
  const [centre] = await db.select({ name: centres.name }).from(centres).where(eq(centres.id, e.centreId));
  const [service] = await forCentre(db, e.centreId).select({ name: services.name, langDepData: services.langDepData }).from(services).where(eq(services.serviceId, e.serviceId));
  const [therapist] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, e.offerProviderId!));
  const language = toLanguage(e.language);
  return {
    centreId: e.centreId,
    centreName: centre?.name ?? '',
    serviceName: service ? serviceNameIn(service, language) : '',
    providerId: e.offerProviderId!,
    providerName: personName(therapist),
    date: e.offerDate!,
    startTime: e.offerStartTime!,
    endTime: e.offerEndTime!,
    offeredUntil: e.offeredUntil!.toISOString(),
  };
}

/** The patient does not want the slot: the entry ends and the slot goes to the next in line. */
export async function declineOffer(db: Db, token: string, nowMs = Date.now()): Promise<string> {
  return db.transaction(async (tx) => {
    const e = await liveOfferOf(tx, token, nowMs, true);
    await forCentre(tx, e.centreId)
      .update(waitlistEntries)
      .set({ status: 'expired', updatedAt: new Date(nowMs) })
      .where(and(eq(waitlistEntries.id, e.id), eq(waitlistEntries.status, 'offered')));
    return e.centreId;
  });
}
