/**
 * The per-centre hash chain of the audit log (security plan H2): every event's hash covers its
 * fields and the previous event's hash, so changing, removing or reordering a stored event
 * breaks the chain from there on. Platform events (no centre) form one chain of their own.
 * After the retention job removed a chain's oldest events, the chain continues from its
 * checkpoint (the last removed event's hash) instead of ''.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { auditCheckpoints, auditEvents, type AuditDetail } from '../../db/schema';
import type { ChainReport } from '../../../shared/api/auditEvents';

/** The fields a hash covers, as stored (ids in the log are text or uuid; `at` in UTC). */
export interface ChainedFields {
  at: Date;
  centreId: string | null;
  userId: string | null;
  role: string | null;
  action: string;
  objectType: string;
  objectId: string | null;
  detail: AuditDetail;
}

/** JSON with object keys sorted at every level, so equal events always hash alike. */
export function canonicalJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonicalJson).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).filter(([, v]) => v !== undefined);
    return `{${entries
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
      .map(([k, v]) => `${JSON.stringify(k)}:${canonicalJson(v)}`)
      .join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

export function eventHash(prevHash: string, e: ChainedFields): string {
  const fields = { ...e, at: e.at.toISOString() };
  return crypto.createHash('sha256').update(prevHash).update(canonicalJson(fields)).digest('hex');
}

/** The platform chain's events belong to no centre (centre_id is null), so no scope can name them. */
const platformEvents = () => acrossCentres(auditEvents, 'the platform chain: events that belong to no centre');

/** A chain's events matching `more`: a centre's through its scope, the platform chain's by a null centre. */
function chainEvents(db: Queryable, centreId: string | null, ...more: SQL[]) {
  if (centreId !== null) return forCentre(db, centreId).select().from(auditEvents).where(and(...more));
  return db.select().from(platformEvents()).where(and(isNull(auditEvents.centreId), ...more));
}

/** Appends rows (already chained) to the chain of `centreId`, inside the caller's transaction. */
export async function insertChainEvents(tx: Queryable, centreId: string | null, rows: (typeof auditEvents.$inferInsert)[]): Promise<void> {
  // The scope sets centre_id itself (and would refuse another).
  // One JSON parameter, not ~15 per event: a bank import writes thousands of events at once.
  if (centreId !== null) await forCentre(tx, centreId).insertAsJson(auditEvents, rows.map(({ centreId: _own, ...row }) => row), { idKey: 'id' });
  else await tx.insert(platformEvents()).values(rows);
}

/** The key of a chain in audit_checkpoints (and in its lock): the centre id, or 'platform'. */
export const chainKey = (centreId: string | null): string => centreId ?? 'platform';

/**
 * Held shared by every transaction that appends events, until it ends. The shipper takes it
 * exclusively for an instant to learn up to which id every event is committed (shipping/highWater.ts).
 */
export const APPEND_BARRIER = 'audit:barrier';

/** Serialises the chain of one centre until the caller's transaction ends (all processes, one database). */
export async function lockChain(tx: Queryable, centreId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock_shared(hashtext(${APPEND_BARRIER}))`);
  // The same key as in the database function audit_events_purge_chain (migration *_audit_retention.sql).
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit:${chainKey(centreId)}`}))`);
}

/** Where the chain continues after retention removed its oldest events, or null if none were. */
export async function chainCheckpoint(db: Queryable, centreId: string | null) {
  const [row] = await db.select().from(auditCheckpoints).where(eq(auditCheckpoints.chain, chainKey(centreId)));
  return row ?? null;
}

/** The hash of the centre's latest event; the checkpoint's if retention removed them all; '' before the first. */
export async function chainHead(tx: Queryable, centreId: string | null): Promise<string> {
  const [head] = await chainEvents(tx, centreId).orderBy(desc(auditEvents.id)).limit(1);
  return head?.hash ?? (await chainCheckpoint(tx, centreId))?.lastPurgedHash ?? '';
}


const PAGE = 1000;

/** Recomputes the centre's chain from its first event (or checkpoint) and reports the first broken link. */
export async function verifyAuditChain(db: Queryable, centreId: string | null): Promise<ChainReport> {
  const checkpoint = await chainCheckpoint(db, centreId);
  const purged = checkpoint?.purgedCount ?? 0;
  let prev = checkpoint?.lastPurgedHash ?? '';
  let lastId = checkpoint?.lastPurgedId ?? 0;
  let checked = 0;
  for (;;) {
    const rows = await chainEvents(db, centreId, gt(auditEvents.id, lastId)).orderBy(asc(auditEvents.id)).limit(PAGE);
    for (const row of rows) {
      const { id, prevHash, hash, ...fields } = row;
      checked++;
      if (prevHash !== prev || hash !== eventHash(prevHash, fields)) return { ok: false, checked, brokenAt: id, purged };
      prev = hash;
      lastId = id;
    }
    if (rows.length < PAGE) return { ok: true, checked, brokenAt: null, purged };
  }
}
