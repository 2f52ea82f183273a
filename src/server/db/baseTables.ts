/**
 * The tables every other table file builds on: accounts (users, their settings), centres with
 * their settings, and membership (roles, provider records). Other table files import from here,
 * never from ./schema, so the table modules form no cycle.
 */
import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, id, updatedAt } from './columns';
import type { Address, ProviderBusinessNumber } from '../../shared/api/centres';

/** The address JSON of centres and provider records is the wire's Address. */
export type AddressJson = Address;

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
  taxes: jsonb('taxes').$type<Record<string, string | number | boolean>[]>().notNull().default([]),
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

/** A provider's (therapist's) membership of a centre: address, business numbers, permissions. */
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
    businessNumber: jsonb('business_number').$type<ProviderBusinessNumber[]>().notNull().default([]),
    permission: jsonb('permission').$type<Record<string, boolean>[]>().notNull().default([]),
    avatarFileId: uuid('avatar_file_id'),
    active: boolean('active').notNull().default(true),
    calendarColour: text('calendar_colour').notNull().default(''),
    /** Shown on the public profile and booking page (wording §3 Resource: profession, languages). */
    profession: text('profession').notNull().default(''),
    /** Languages the therapist treats in, ISO 639-1 codes. */
    languages: jsonb('languages').$type<string[]>().notNull().default([]),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [uniqueIndex('centre_providers_centre_user_uq').on(t.centreId, t.userId)],
);
