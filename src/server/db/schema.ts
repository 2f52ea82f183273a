/**
 * Every table, for Drizzle's query API and drizzle-kit: this module only re-exports. Hand-written
 * tables live in baseTables.ts (accounts, centres, membership), platformTables.ts, outboxTables.ts,
 * providerTables.ts (Google Calendar, days off), calendarTables.ts (the palette), smsTables.ts,
 * appointmentTables.ts (series) and auditTables.ts; records defined in schemas/ are generated into schema.gen.ts. Table modules
 * import each other directly (baseTables first), never this barrel.
 */
export * from './baseTables';
export * from './platformTables';
export * from './outboxTables';
export * from './providerTables';
export * from './auditTables';
export * from './calendarTables';
export * from './smsTables';
export * from './appointmentTables';
export * from './schema.gen';
