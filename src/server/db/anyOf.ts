/**
 * `column = any($1::type[])`: a list of ids as one array parameter. Drizzle's inArray binds one
 * parameter per value, and building a statement of thousands of them costs more than running it
 * (the bank import refreshes 5,000 invoices).
 */
import { sql, type SQL } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';

export const anyUuid = (column: PgColumn, ids: readonly string[]): SQL => sql`${column} = any(${sql.param(ids)}::uuid[])`;
export const anyText = (column: PgColumn, values: readonly string[]): SQL => sql`${column} = any(${sql.param(values)}::text[])`;
