/**
 * An audit event as it leaves the database (archive line, collector batch): every stored field,
 * the previous hash and the hash included, so a copy can be verified on its own.
 */
import type { auditEvents } from '../../../db/schema';
import type { ChainedFields } from '../auditChain';

type StoredEvent = typeof auditEvents.$inferSelect;

/** The chained fields with `at` as text, plus the id and both hashes. */
export interface ShippedEvent extends Omit<ChainedFields, 'at'> {
  id: number;
  /** ISO 8601 in UTC, milliseconds: exactly what the hash covers. */
  at: string;
  prevHash: string;
  hash: string;
}

export function toShipped(row: StoredEvent): ShippedEvent {
  return {
    id: row.id,
    at: row.at.toISOString(),
    centreId: row.centreId,
    userId: row.userId,
    role: row.role,
    action: row.action,
    objectType: row.objectType,
    objectId: row.objectId,
    detail: row.detail,
    prevHash: row.prevHash,
    hash: row.hash,
  };
}

/** The fields the chain hash covers, read back from a shipped copy. */
export function chainedFieldsOf(e: ShippedEvent): ChainedFields {
  return {
    at: new Date(e.at),
    centreId: e.centreId,
    userId: e.userId,
    role: e.role,
    action: e.action,
    objectType: e.objectType,
    objectId: e.objectId,
    detail: e.detail,
  };
}
