/**
 * A therapist's private calendar feed (ICS) per centre: any calendar app subscribes to
 * `/api/ics/<token>.ics`. Only the token's SHA-256 hash is stored (like the Google channel
 * token), so the link is shown once, when it is made; revoking deletes the row. The membership
 * key makes leaving a centre drop the feed. src/server/db/schema.ts re-exports it.
 */
import { boolean, foreignKey, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { centreProviders } from './baseTables';

export const icsFeeds = pgTable(
  'ics_feeds',
  {
    id: id(),
    centreId: uuid('centre_id').notNull(),
    /** The therapist (appointments' resourceId). */
    userId: uuid('user_id').notNull(),
    tokenHash: text('token_hash').notNull(),
    /** Client names in the event titles: health data leaving Kura, so off unless the therapist chose it. */
    showClientNames: boolean('show_client_names').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    foreignKey({ columns: [t.centreId, t.userId], foreignColumns: [centreProviders.centreId, centreProviders.userId], name: 'ics_feeds_membership_fk' }).onDelete('cascade'),
    uniqueIndex('ics_feeds_provider_uq').on(t.centreId, t.userId),
    uniqueIndex('ics_feeds_token_hash_uq').on(t.tokenHash),
  ],
);
