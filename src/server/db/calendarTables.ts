/**
 * Platform tables of the calendar: each user's palette of "draggable events" per centre (spec §7
 * Services), the services shown beside the calendar grid. src/server/db/schema.ts re-exports
 * them; import tables from ./schema.
 */
import { foreignKey, index, integer, pgTable, primaryKey, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { id } from './columns';
import { centreProviders } from './baseTables';
import { services } from './schema.gen';

/**
 * That a user has saved a palette in a centre at all: without a row the palette is the default
 * (the services assigned to the user), with one it is exactly the saved entries, even none.
 * The membership key makes leaving a centre drop the palette.
 */
export const draggableEventLists = pgTable(
  'draggable_event_lists',
  {
    centreId: uuid('centre_id').notNull(),
    userId: uuid('user_id').notNull(),
    savedAt: timestamp('saved_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.centreId, t.userId] }),
    foreignKey({ columns: [t.centreId, t.userId], foreignColumns: [centreProviders.centreId, centreProviders.userId], name: 'draggable_event_lists_membership_fk' }).onDelete('cascade'),
  ],
);

/**
 * One palette entry: a service of the centre, optionally one of its variants, at `position`.
 * Deleting the service deletes the entry (FK); a removed variant is cleaned up by the service
 * hooks and, as a safety net, left out on read (variants live in the service's jsonb).
 */
export const draggableEvents = pgTable(
  'draggable_events',
  {
    id: id(),
    centreId: uuid('centre_id').notNull(),
    userId: uuid('user_id').notNull(),
    position: integer('position').notNull(),
    serviceId: uuid('service_id')
      .notNull()
      .references(() => services.serviceId, { onDelete: 'cascade' }),
    variantId: uuid('variant_id'),
  },
  (t) => [
    foreignKey({ columns: [t.centreId, t.userId], foreignColumns: [draggableEventLists.centreId, draggableEventLists.userId], name: 'draggable_events_list_fk' }).onDelete('cascade'),
    uniqueIndex('draggable_events_list_position_uq').on(t.centreId, t.userId, t.position),
    index('draggable_events_service_idx').on(t.serviceId),
  ],
);
