/**
 * The audit log (security plan H1/H2, DSV Art. 4): who read, changed, exported or disclosed
 * what, and when. Rows are append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; see the
 * migration *_audit_events.sql) and each centre's rows form a SHA-256 hash chain
 * (services/audit/auditChain.ts). No foreign keys on purpose: the log must outlive deleted
 * users and centres (kept ≥ 1 year), and a cascade would be an UPDATE or DELETE anyway.
 * src/server/db/schema.ts re-exports it; import tables from ./schema.
 */
import { bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export type AuditAction = 'create' | 'read' | 'update' | 'delete' | 'export' | 'import' | 'disclose';

/** Field names, counts, filter keys, channels: never field values or personal data. */
export type AuditDetail = Record<string, string | number | boolean | string[] | null>;

export const auditEvents = pgTable(
  'audit_events',
  {
    /** Insertion order: the chain runs in this order within a centre. */
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    /** Null for platform events without a centre (sign-up messages). */
    centreId: uuid('centre_id'),
    /** Null for the system and public callers. */
    userId: uuid('user_id'),
    role: text('role'),
    action: text('action').$type<AuditAction>().notNull(),
    objectType: text('object_type').notNull(),
    /** Null for bulk actions (lists, imports, exports). */
    objectId: text('object_id'),
    detail: jsonb('detail').$type<AuditDetail>().notNull().default({}),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
  },
  (t) => [
    index('audit_events_centre_at_idx').on(t.centreId, t.at.desc()),
    index('audit_events_centre_object_idx').on(t.centreId, t.objectType, t.objectId),
    // The chain's head (latest event of a centre) is found by id.
    index('audit_events_centre_id_idx').on(t.centreId, t.id),
  ],
);
