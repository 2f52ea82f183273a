/**
 * Writes audit events (DSV Art. 4; security plan H1). Changes record inside the transaction
 * that makes them, so both commit or neither; reads and exports record in a short transaction
 * of their own after the data was read. Details carry field names, counts and channels only,
 * never values or personal data.
 */
import type { AuditAction, AuditDetail } from '../../db/schema';
import type { AuthContext, RoleName } from '../../access/accessRules';
import type { Db, Queryable } from '../../db/client';
import { appendAccessEvent, type AuditFields } from './accessBatcher';
import type { NamedAuditObject } from '../../../shared/auditObjects';
import type { RecordName } from '../../../generated/registry.gen';
import { chainHead, eventHash, insertChainEvents, lockChain } from './auditChain';

/** Who acted: null user for the system and public callers. */
export interface AuditActor {
  userId: string | null;
  role: RoleName | null;
}

/** A schema record or one of the objects logged by name (the log page labels and filters each). */
export type AuditObjectType = RecordName | NamedAuditObject;

export interface AuditEvent extends AuditActor {
  centreId: string | null;
  action: AuditAction;
  objectType: AuditObjectType;
  objectId?: string | null;
  detail?: AuditDetail;
}

const RANK: RoleName[] = ['OWNER', 'ADMIN', 'PROVIDER'];

/** The caller's strongest role in the centre (a member may hold several). */
export function roleIn(auth: AuthContext | null, centreId: string | null): RoleName | null {
  if (!auth || !centreId) return null;
  const mine = new Set(auth.roles.filter((r) => r.centreId === centreId).map((r) => r.name));
  return RANK.find((r) => mine.has(r)) ?? null;
}

export const actorOf = (auth: AuthContext | null, centreId: string | null): AuditActor => ({
  userId: auth?.userId ?? null,
  role: roleIn(auth, centreId),
});

/** The stored fields of an event, stamped now. */
function chainedFields(event: AuditEvent): AuditFields {
  return {
    // Milliseconds, as JavaScript keeps them: the stored value reads back identical for the hash.
    at: new Date(),
    centreId: event.centreId,
    userId: event.userId,
    role: event.role,
    action: event.action,
    objectType: event.objectType,
    objectId: event.objectId ?? null,
    detail: event.detail ?? {},
  };
}

/** Appends one event to its centre's chain, inside the caller's transaction. */
export async function recordAudit(tx: Queryable, event: AuditEvent): Promise<void> {
  await lockChain(tx, event.centreId);
  const prevHash = await chainHead(tx, event.centreId);
  const fields = chainedFields(event);
  await insertChainEvents(tx, event.centreId, [{ ...fields, prevHash, hash: eventHash(prevHash, fields) }]);
}

/**
 * Appends many events of one centre inside the caller's transaction with one lock, one head read
 * and multi-row inserts (a bulk SMS discloses to thousands of clients at once).
 */
export async function recordAuditMany(tx: Queryable, centreId: string | null, events: Omit<AuditEvent, 'centreId'>[]): Promise<void> {
  if (events.length === 0) return;
  await lockChain(tx, centreId);
  let prevHash = await chainHead(tx, centreId);
  const rows = events.map((event) => {
    const fields = chainedFields({ ...event, centreId });
    const hash = eventHash(prevHash, fields);
    const row = { ...fields, prevHash, hash };
    prevHash = hash;
    return row;
  });
  for (let i = 0; i < rows.length; i += 500) await insertChainEvents(tx, centreId, rows.slice(i, i + 500));
}

/** Records a read or an export that already happened (batched with others arriving meanwhile). */
export function recordAccess(db: Db, event: AuditEvent): Promise<void> {
  return appendAccessEvent(db, chainedFields(event));
}

/** Record types whose single reads and lists are logged (they hold patients' personal and health data). */
export const READ_AUDITED = new Set(['contact', 'appointment']);
