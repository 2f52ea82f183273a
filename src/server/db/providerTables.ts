/**
 * Platform tables of a provider in a centre: the Google Calendar connection and its busy time,
 * and days off. src/server/db/schema.ts re-exports them; import tables from ./schema.
 */
import { boolean, date, foreignKey, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import { centreProviders, centres, users } from './baseTables';

/** The centre and the centre membership (provider) a Google Calendar row belongs to. */
const ofProvider = () => ({
  centreId: uuid('centre_id')
    .notNull()
    .references(() => centres.id, { onDelete: 'cascade' }),
  providerId: uuid('provider_id')
    .notNull()
    .references(() => centreProviders.id, { onDelete: 'cascade' }),
});

/**
 * A provider's connected Google account ("calendar info", spec §3). The OAuth tokens are
 * AES-256-GCM encrypted with a key derived from the server secret (googleCalendar/tokenCipher.ts).
 */
export const googleCalendarAccounts = pgTable(
  'google_calendar_accounts',
  {
    id: id(),
    ...ofProvider(),
    /** The primary calendar's id, which is the Google account's e-mail address. */
    googleAccount: text('google_account').notNull(),
    accessTokenEnc: text('access_token_enc').notNull(),
    refreshTokenEnc: text('refresh_token_enc').notNull(),
    accessTokenExpiresAt: timestamp('access_token_expires_at', { withTimezone: true }).notNull(),
    scope: text('scope').notNull().default(''),
    /** Google refused the refresh token (revoked, expired): the provider has to sign in again. */
    needsReconnect: boolean('needs_reconnect').notNull().default(false),
    /**
     * The calendar Kura writes the provider's appointments into (needs the calendar.events scope,
     * asked only when writing is switched on); null: writing is off.
     */
    writeCalendarId: text('write_calendar_id'),
    /** Set by startWatch: calendars linked afterwards are watched at once. */
    syncStartedAt: timestamp('sync_started_at', { withTimezone: true }),
    connectedBy: uuid('connected_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('google_calendar_accounts_provider_uq').on(t.providerId), index('google_calendar_accounts_centre_idx').on(t.centreId)],
);

/** Calendar link (spec §3): one Google calendar of the account synced as busy time of the provider. */
export const googleCalendarLinks = pgTable(
  'google_calendar_links',
  {
    id: id(),
    ...ofProvider(),
    calendarInfoId: uuid('calendar_info_id')
      .notNull()
      .references(() => googleCalendarAccounts.id, { onDelete: 'cascade' }),
    calendarId: text('calendar_id').notNull(),
    /** Google's nextSyncToken of the last completed sync; null = the next sync is a full one. */
    syncToken: text('sync_token'),
    /** The open push channel (events.watch); the token is kept as a SHA-256 hash only. */
    channelId: uuid('channel_id'),
    channelResourceId: text('channel_resource_id'),
    channelTokenHash: text('channel_token_hash'),
    channelExpiresAt: timestamp('channel_expires_at', { withTimezone: true }),
    lastSyncedAt: timestamp('last_synced_at', { withTimezone: true }),
    lastError: text('last_error'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('google_calendar_links_provider_calendar_uq').on(t.providerId, t.calendarId),
    uniqueIndex('google_calendar_links_channel_uq').on(t.channelId),
    index('google_calendar_links_centre_idx').on(t.centreId),
  ],
);

/** Busy time from a linked Google calendar: no titles or descriptions, they are other people's data. */
export const googleCalendarBusyBlocks = pgTable(
  'google_calendar_busy_blocks',
  {
    id: id(),
    ...ofProvider(),
    linkId: uuid('link_id')
      .notNull()
      .references(() => googleCalendarLinks.id, { onDelete: 'cascade' }),
    googleEventId: text('google_event_id').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    allDay: boolean('all_day').notNull().default(false),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('google_calendar_busy_blocks_link_event_uq').on(t.linkId, t.googleEventId),
    index('google_calendar_busy_blocks_provider_time_idx').on(t.providerId, t.startsAt),
  ],
);

/**
 * A provider's days off in one centre (spec §3 "per provider, centre and year"): one row per
 * single day or inclusive range, all inside `year`. A platform table rather than a schema-engine
 * record because the API replaces a provider's whole year at once (PUT), which the generic
 * per-record CRUD does not express. The membership key makes leaving a centre drop its days off.
 */
export const daysOff = pgTable(
  'days_off',
  {
    id: id(),
    centreId: uuid('centre_id').notNull(),
    userId: uuid('user_id').notNull(),
    year: integer('year').notNull(),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    endDate: date('end_date', { mode: 'string' }).notNull(),
    name: text('name').notNull().default(''),
    /** 'morning' or 'afternoon' for a half day off; null for the whole day. */
    halfDay: text('half_day').$type<'morning' | 'afternoon'>(),
    createdAt: createdAt(),
  },
  (t) => [
    foreignKey({ columns: [t.centreId, t.userId], foreignColumns: [centreProviders.centreId, centreProviders.userId], name: 'days_off_membership_fk' }).onDelete('cascade'),
    index('days_off_provider_year_idx').on(t.centreId, t.userId, t.year, t.startDate),
  ],
);
