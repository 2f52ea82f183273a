/**
 * The SMS credit ledger of each centre: every change of its credit is one row (packages bought,
 * bulk sends as negative entries, operator grants, refunds of SMS that finally failed), so the
 * credit left is the sum and every change can be traced to a user, a send or a message.
 */
import { index, integer, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { SmsCreditKind } from '../../shared/sms';
import { createdAt, id } from './columns';
import { centres, users } from './baseTables';

export const smsCreditEntries = pgTable(
  'sms_credit_entries',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    /** Credits added (positive) or spent (negative); one credit is one SMS part. */
    delta: integer('delta').notNull(),
    kind: text('kind').$type<SmsCreditKind>().notNull(),
    /** Package size for `package`, else null. */
    packageSize: integer('package_size'),
    /** What the entry stems from: the outbox message of a refund, a note of a grant. */
    reference: text('reference'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('sms_credit_entries_centre_idx').on(t.centreId, t.createdAt)],
);
