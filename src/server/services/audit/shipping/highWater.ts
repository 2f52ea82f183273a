/**
 * Up to which id every audit event is committed. Ids are taken when a transaction inserts, but
 * transactions of different centres commit in any order: shipping past an id whose transaction
 * is still open would skip that event for good. Every appending transaction holds the append
 * barrier shared (lockChain); whoever gets it exclusively sees no append in flight, so every id
 * up to the largest stored one is final (later inserts get larger ids). Only try-locks: the
 * shipper never makes a writer wait, and cannot join a deadlock.
 */
import { sql } from 'drizzle-orm';
import { acrossCentres } from '../../../db/centreScope';
import type { Db } from '../../../db/client';
import { auditEvents } from '../../../db/schema';
import { APPEND_BARRIER } from '../auditChain';

const TRIES = 50;
const PAUSE_MS = 20;

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** The largest id below which no event can still appear, or null when appends never paused. */
export async function committedHighWater(db: Db): Promise<number | null> {
  for (let i = 0; i < TRIES; i++) {
    const mark = await db.transaction(async (tx) => {
      const [lock] = rowsOf<{ ok: boolean }>(await tx.execute(sql`select pg_try_advisory_xact_lock(hashtext(${APPEND_BARRIER})) as ok`));
      if (!lock?.ok) return null;
      const [row] = rowsOf<{ max: string | number | null }>(await tx.execute(sql`select max(${auditEvents.id}) as max from ${acrossCentres(auditEvents, 'the shipper\'s high-water mark spans every chain')}`));
      return Number(row?.max ?? 0);
    });
    if (mark !== null) return mark;
    await new Promise((resolve) => setTimeout(resolve, PAUSE_MS));
  }
  return null;
}
