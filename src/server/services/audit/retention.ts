/**
 * The retention pass (security plan H2), run daily by the audit-retention job: it removes audit events older than
 * AUDIT_RETENTION_DAYS (at least 365, default 3650) that every configured off-system target
 * already holds. Unshipped events are never removed, so without a target nothing ever is.
 * Each chain loses only its oldest events (a prefix in id order), through the database function
 * audit_events_purge_chain, the one way past the append-only trigger; it records the chain's
 * checkpoint, from which verification continues.
 */
import { inArray, sql } from 'drizzle-orm';
import { MIN_AUDIT_RETENTION_DAYS } from '../../config';
import { acrossCentres } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { auditEvents, auditShipping } from '../../db/schema';

/** Events removed per chain and transaction (keeps transactions short). */
const PURGE_LIMIT = 5000;

export interface PurgeReport {
  removed: number;
  chains: number;
  /** Every event up to this id is held by all targets; 0 when nothing is shipped. */
  shippedThrough: number;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows?: T[] }).rows ?? [];

/** The last id every one of the targets holds (0 if a target has shipped nothing yet). */
export async function shippedThrough(db: Db, targets: string[]): Promise<number> {
  if (targets.length === 0) return 0;
  const rows = await db.select().from(auditShipping).where(inArray(auditShipping.target, targets));
  if (rows.length < targets.length) return 0;
  return Math.min(...rows.map((r) => r.lastEventId));
}

export async function purgeExpiredAuditEvents(db: Db, opts: { retentionDays: number; targets: string[]; limit?: number }): Promise<PurgeReport> {
  if (!Number.isInteger(opts.retentionDays) || opts.retentionDays < MIN_AUDIT_RETENTION_DAYS) {
    throw new Error(`audit retention must be at least ${MIN_AUDIT_RETENTION_DAYS} days (got ${opts.retentionDays})`);
  }
  const through = await shippedThrough(db, opts.targets);
  if (through === 0) return { removed: 0, chains: 0, shippedThrough: 0 };
  const cutoff = sql`now() - ${opts.retentionDays} * interval '1 day'`;
  const chains = rowsOf<{ centre_id: string | null }>(
    await db.execute(
      sql`select distinct ${auditEvents.centreId} as centre_id from ${acrossCentres(auditEvents, 'the retention job purges every chain')} where ${auditEvents.id} <= ${through} and ${auditEvents.at} < ${cutoff}`,
    ),
  );
  const limit = opts.limit ?? PURGE_LIMIT;
  let removed = 0;
  for (const { centre_id: centreId } of chains) {
    for (;;) {
      const [row] = rowsOf<{ removed: string | number }>(
        await db.transaction((tx) => tx.execute(sql`select audit_events_purge_chain(${centreId}::uuid, ${cutoff}, ${through}, ${limit}) as removed`)),
      );
      const n = Number(row?.removed ?? 0);
      removed += n;
      if (n < limit) break;
    }
  }
  return { removed, chains: chains.length, shippedThrough: through };
}
