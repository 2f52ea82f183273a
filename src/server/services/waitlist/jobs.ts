/**
 * The waitlist's jobs (issue 10 §6), as services the queue calls (jobs/index.ts): a run per centre
 * after its appointments changed, the minute job that ends run-out offers, and a sweep over every
 * centre with people waiting (time freed by other causes: working hours, days off, a crash
 * between a commit and its event).
 */
import { eq } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import type { AppointmentChanged } from '../../../shared/api/realtime';
import { expireOffers, offerFreedSlots } from './offers';

export interface WaitlistOfferJob {
  centreId: string;
}

/** Sends the offer run of a centre; `singletonKey` folds a burst into one run. */
export type SendOfferRun = (centreId: string) => Promise<unknown>;

/** Changes that may free time: everything but a new appointment and a change of its details only. */
export const freesTime = (e: AppointmentChanged) => e.kind !== 'created' && e.kind !== 'details';

export async function runExpiry(db: Db, send: SendOfferRun, nowMs = Date.now()): Promise<number> {
  const centres = await expireOffers(db, nowMs);
  for (const centreId of centres) await send(centreId);
  return centres.length;
}

export async function runSweep(db: Db, publicUrl: string, nowMs = Date.now()): Promise<number> {
  const rows = await db
    .selectDistinct({ centreId: waitlistEntries.centreId })
    .from(acrossCentres(waitlistEntries, 'the sweep visits every centre with people waiting'))
    .where(eq(waitlistEntries.status, 'waiting'));
  let offered = 0;
  for (const { centreId } of rows) offered += await offerFreedSlots(db, centreId, publicUrl, nowMs);
  return offered;
}
