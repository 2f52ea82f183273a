/**
 * The audit log (security plan H1/H2, DSV Art. 4): who read, changed, exported or disclosed
 * what, and when. Rows are append-only (a trigger refuses UPDATE, DELETE and TRUNCATE; see the
 * migration *_audit_events.sql; the one DELETE let through is the retention purge of events older
 * than a year and shipped off-system, *_audit_retention.sql) and each centre's rows form a SHA-256 hash chain
 * (services/audit/auditChain.ts). No foreign keys on purpose: the log must outlive deleted
 * users and centres (kept ≥ 1 year), and a cascade would be an UPDATE or DELETE anyway.
 * src/server/db/schema.ts re-exports it; import tables from ./schema.
 */
import { bigint, bigserial, index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

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

/**
 * How far each off-system copy of the log got (services/audit/shipping): events with id ≤
 * last_event_id are stored at the target. A lease keeps two server processes from shipping the
 * same target at once. The retention job deletes only events every configured target holds.
 */
export const auditShipping = pgTable('audit_shipping', {
  /** 'archive' (AUDIT_ARCHIVE_DIR) or 'http' (AUDIT_SHIP_URL). */
  target: text('target').primaryKey(),
  lastEventId: bigint('last_event_id', { mode: 'number' }).notNull().default(0),
  shippedAt: timestamp('shipped_at', { withTimezone: true }),
  leaseOwner: text('lease_owner'),
  leaseUntil: timestamp('lease_until', { withTimezone: true }),
});

/**
 * Where a chain continues after the retention job removed its oldest events: the id and hash of
 * the last removed event. Verification starts from this hash instead of ''. Written only by the
 * database function audit_events_purge_chain (a trigger refuses every other change). The key is
 * the centre id as text, or 'platform'; deliberately no centre_id column, so a centre's deletion
 * (which removes every table with one) leaves it alone, like audit_events.
 */
export const auditCheckpoints = pgTable('audit_checkpoints', {
  chain: text('chain').primaryKey(),
  lastPurgedId: bigint('last_purged_id', { mode: 'number' }).notNull(),
  lastPurgedHash: text('last_purged_hash').notNull(),
  purgedCount: bigint('purged_count', { mode: 'number' }).notNull(),
  purgedAt: timestamp('purged_at', { withTimezone: true }).notNull().defaultNow(),
});
