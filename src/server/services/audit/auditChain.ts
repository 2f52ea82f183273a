/**
 * The per-centre hash chain of the audit log (security plan H2): every event's hash covers its
 * fields and the previous event's hash, so changing, removing or reordering a stored event
 * breaks the chain from there on. Platform events (no centre) form one chain of their own.
 */
import crypto from 'node:crypto';
import { and, asc, desc, eq, gt, isNull, sql, type SQL } from 'drizzle-orm';
import type { Queryable } from '../../plugins/crud/centreScope';
import { auditEvents, type AuditDetail } from '../../db/schema';

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

export const centreCondition = (centreId: string | null): SQL =>
  centreId === null ? isNull(auditEvents.centreId) : eq(auditEvents.centreId, centreId);

/** Serialises the chain of one centre until the caller's transaction ends (all processes, one database). */
export async function lockChain(tx: Queryable, centreId: string | null): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`audit:${centreId ?? 'platform'}`}))`);
}

/** The hash of the centre's latest event; '' before the first. */
export async function chainHead(tx: Queryable, centreId: string | null): Promise<string> {
  const [head] = await tx
    .select({ hash: auditEvents.hash })
    .from(auditEvents)
    .where(centreCondition(centreId))
    .orderBy(desc(auditEvents.id))
    .limit(1);
  return head?.hash ?? '';
}

export interface ChainReport {
  ok: boolean;
  checked: number;
  /** Id of the first event whose link or hash does not match, or null. */
  brokenAt: number | null;
}

const PAGE = 1000;

/** Recomputes the centre's chain from its first event and reports the first broken link. */
export async function verifyAuditChain(db: Queryable, centreId: string | null): Promise<ChainReport> {
  let prev = '';
  let lastId = 0;
  let checked = 0;
  for (;;) {
    const rows = await db
      .select()
      .from(auditEvents)
      .where(and(centreCondition(centreId), gt(auditEvents.id, lastId)))
      .orderBy(asc(auditEvents.id))
      .limit(PAGE);
    for (const row of rows) {
      const { id, prevHash, hash, ...fields } = row;
      checked++;
      if (prevHash !== prev || hash !== eventHash(prevHash, fields)) return { ok: false, checked, brokenAt: id };
      prev = hash;
      lastId = id;
    }
    if (rows.length < PAGE) return { ok: true, checked, brokenAt: null };
  }
}
