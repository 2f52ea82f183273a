/**
 * Every table, for Drizzle's query API and drizzle-kit: this module only re-exports. Hand-written
 * tables live in baseTables.ts (accounts, centres, membership), platformTables.ts, outboxTables.ts,
 * providerTables.ts (Google Calendar, days off), googleWriteTables.ts (appointments written to Google), calendarTables.ts (the palette),
 * scheduleTables.ts (working hours), appointmentTables.ts (series, history), smsTables.ts,
 * auditTables.ts, jobTables.ts, reminderTables.ts (appointment reminders on the job queue), icsFeedTables.ts (calendar feeds), publicBookingTables.ts (phone codes, manage links of online bookings), waitlistTables.ts (the booking waitlist) invoiceTables.ts (invoice ↔ appointment links) and paymentTables.ts (payments, bank-file entries); records defined in schemas/ are generated into schema.gen.ts. Table modules
 * import each other directly (baseTables first), never this barrel.
 */
export * from './baseTables';
export * from './platformTables';
export * from './outboxTables';
export * from './providerTables';
export * from './googleWriteTables';
export * from './auditTables';
export * from './calendarTables';
export * from './smsTables';
export * from './jobTables';
export * from './scheduleTables';
export * from './appointmentTables';
export * from './reminderTables';
export * from './icsFeedTables';
export * from './publicBookingTables';
export * from './waitlistTables';
export * from './invoiceTables';
export * from './paymentTables';
export * from './schema.gen';
