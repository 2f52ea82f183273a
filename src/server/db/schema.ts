/**
 * Hand-written platform tables (accounts, sessions, centres, outbox, files).
 * Provider tables (Google Calendar, days off) live in providerTables.ts, the calendar palette in
 * calendarTables.ts, the audit log in auditTables.ts; records defined in schemas/ are generated into schema.gen.ts. All are re-exported here.
 */
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../shared/sms';
import { createdAt, id, updatedAt } from './columns';
import { contacts } from './schema.gen';

export interface AddressJson {
  street?: string;
  building?: string;
  zipcode?: string;
  city?: string;
  state?: string;
  country?: string;
}

export const users = pgTable(
  'users',
  {
    id: id(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    countryPhone: text('country_phone').notNull().default(''),
    phone: text('phone').notNull().default(''),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** Bumped on password change, deletion or role loss: access tokens carrying an older value die at once. */
    tokenVersion: integer('token_version').notNull().default(0),
    onboardingStatus: integer('onboarding_status').notNull().default(0),
    bookingProviderId: uuid('booking_provider_id'),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('users_email_uq').on(sql`lower(${t.email})`)],
);

export const userSettings = pgTable('user_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  language: text('language').notNull().default('de'),
  activeCentreId: uuid('active_centre_id'),
  timeFormat: text('time_format').notNull().default('24h'),
  dateFormat: text('date_format').notNull().default('DD.MM.YYYY'),
  currency: text('currency').notNull().default('CHF'),
});

export const centres = pgTable('centres', {
  id: id(),
  name: text('name').notNull().default(''),
  /** Public, unguessable token used in /users/signup/{clinicHash}. */
  joinHash: text('join_hash').notNull().unique(),
  address: jsonb('address').$type<AddressJson[]>().notNull().default([]),
  contactNumber: jsonb('contact_number').$type<{ number?: string; countryPhone?: string }>().notNull().default({}),
  alternateContactNumbers: jsonb('alternate_contact_numbers').$type<string[]>().notNull().default([]),
  primaryEmail: jsonb('primary_email').$type<{ address?: string }>().notNull().default({}),
  alternateEmails: jsonb('alternate_emails').$type<string[]>().notNull().default([]),
  website: text('website').notNull().default(''),
  logoFileId: uuid('logo_file_id'),
  pictureFileId: uuid('picture_file_id'),
  photoFileIds: jsonb('photo_file_ids').$type<string[]>().notNull().default([]),
  about: text('about').notNull().default(''),
  tagline: text('tagline').notNull().default(''),
  businessCategory: text('business_category').notNull().default(''),
  tags: jsonb('tags').$type<string[]>().notNull().default([]),
  taxes: jsonb('taxes').$type<unknown[]>().notNull().default([]),
  openingHours: jsonb('opening_hours')
    .$type<{ day: number; openTime: number; closeTime: number }[]>()
    .notNull()
    .default([]),
  businessInfo: jsonb('business_info').$type<Record<string, unknown>>().notNull().default({}),
  timezone: text('timezone').notNull().default('Europe/Zurich'),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
});

export const centreSettings = pgTable('centre_settings', {
  centreId: uuid('centre_id')
    .primaryKey()
    .references(() => centres.id, { onDelete: 'cascade' }),
  currency: text('currency').notNull().default('CHF'),
  invoiceNumberPrefix: text('invoice_number_prefix').notNull().default(''),
  invoiceNumberNext: text('invoice_number_next').notNull().default('1'),
  preselectedProviderId: uuid('preselected_provider_id'),
  directInvoicing: boolean('direct_invoicing').notNull().default(false),
});

export const roles = pgTable(
  'roles',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    name: text('name').$type<'OWNER' | 'ADMIN' | 'PROVIDER'>().notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('roles_user_centre_name_uq').on(t.userId, t.centreId, t.name), index('roles_centre_idx').on(t.centreId)],
);

/** A therapist's (resource's) membership of a centre: address, business numbers, permissions. */
export const centreProviders = pgTable(
  'centre_providers',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    address: jsonb('address').$type<AddressJson>().notNull().default({}),
    businessNumber: jsonb('business_number').$type<{ name: string; value: string }[]>().notNull().default([]),
    permission: jsonb('permission').$type<Record<string, boolean>[]>().notNull().default([]),
    avatarFileId: uuid('avatar_file_id'),
    active: boolean('active').notNull().default(true),
    calendarColour: text('calendar_colour').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('centre_providers_centre_user_uq').on(t.centreId, t.userId)],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    familyId: uuid('family_id').notNull(),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('refresh_tokens_family_idx').on(t.familyId)],
);

/** One-time codes and links: SMS activation, e-mail activation, password reset. */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: id(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<'sms_activation' | 'email_activation' | 'password_reset'>().notNull(),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('verification_codes_user_idx').on(t.userId, t.purpose)],
);

export const invitations = pgTable(
  'invitations',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    email: text('email').notNull(),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    role: text('role').$type<'ADMIN' | 'PROVIDER'>().notNull().default('PROVIDER'),
    status: text('status').$type<'SENT' | 'ACCEPTED' | 'CANCELLED'>().notNull().default('SENT'),
    tokenHash: text('token_hash').notNull().unique(),
    invitedBy: uuid('invited_by').references(() => users.id, { onDelete: 'set null' }),
    acceptedBy: uuid('accepted_by').references(() => users.id, { onDelete: 'set null' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('invitations_centre_idx').on(t.centreId)],
);

/** Every e-mail and SMS, written in the same transaction as the change that causes it. */
export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    centreId: uuid('centre_id').references(() => centres.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    language: text('language').notNull().default('de'),
    template: text('template').notNull(),
    /** The client (contact) the message went to, for their notification section (deleted with the client); null for users. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.contactId, { onDelete: 'cascade' }),
    /** Notification type shown to the practice (bulkSms, appointment, invoiceSent); null for account messages. */
    type: text('type').$type<NotificationKind>(),
    /** SMS credits charged for this message; refunded to the centre when it finally fails. */
    smsCredits: integer('sms_credits').notNull().default(0),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'logged'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt), index('outbox_contact_idx').on(t.contactId, t.createdAt)],
);

/**
 * Rate-limit counters (sign-in, codes, password reset, lookups), shared by every server process
 * on the database and kept across restarts. Keys are SHA-256 hashes: they contain e-mails and IPs.
 */
export const rateLimitCounters = pgTable(
  'rate_limit_counters',
  {
    key: text('key').primaryKey(),
    count: integer('count').notNull(),
    windowEndsAt: timestamp('window_ends_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limit_counters_window_idx').on(t.windowEndsAt)],
);

export const files = pgTable(
  'files',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    mimeType: text('mime_type').notNull(),
    size: integer('size').notNull(),
    originalName: text('original_name').notNull().default(''),
    storageKey: text('storage_key').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [index('files_centre_idx').on(t.centreId)],
);

export const notificationTemplates = pgTable(
  'notification_templates',
  {
    id: id(),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    notificationType: text('notification_type').notNull(),
    template: text('template').notNull(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('notification_templates_centre_type_uq').on(t.centreId, t.notificationType)],
);

/** Product news shown to every centre; title and body per language. */
export const news = pgTable('news', {
  id: id(),
  title: jsonb('title').$type<Record<string, string>>().notNull(),
  body: jsonb('body').$type<Record<string, string>>().notNull(),
  publishedAt: timestamp('published_at', { withTimezone: true }).notNull().defaultNow(),
});

export const newsReads = pgTable(
  'news_reads',
  {
    newsId: uuid('news_id')
      .notNull()
      .references(() => news.id, { onDelete: 'cascade' }),
    centreId: uuid('centre_id')
      .notNull()
      .references(() => centres.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    readAt: timestamp('read_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.newsId, t.centreId, t.userId] })],
);

/** Server secrets generated on first start (JWT key) so every process on the database shares them. */
export const appSecrets = pgTable('app_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
});

export * from './providerTables';
export * from './auditTables';
export * from './calendarTables';
export * from './smsTables';
export * from './schema.gen';
