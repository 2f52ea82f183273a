/**
 * pg-boss's `db` option (an object with `executeSql(text, values)`) over the connections Kura
 * already has: PGlite's single session, and a caller's open transaction (so a job is sent in
 * the same commit as the change that causes it). On PostgreSQL pg-boss otherwise uses its own
 * pool from the connection string.
 */
import type { PGlite, ParserOptions, Transaction } from '@electric-sql/pglite';
import type { Tx } from '../db/client';
import { rawPglite } from '../db/pgliteDrizzleClient';

export interface PgBossDb {
  executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

type QueryClient = Pick<Transaction, 'query' | 'exec'>;

/**
 * node-postgres turns undefined into NULL, Dates into timestamps and objects into JSON; PGlite
 * infers from the parameter's type, so the values pg-boss sends are brought to the same form.
 */
function pgValues(values: unknown[]): unknown[] {
  return values.map((v) => {
    if (v === undefined) return null;
    if (v instanceof Date) return v.toISOString();
    if (v !== null && typeof v === 'object' && !Array.isArray(v)) return JSON.stringify(v);
    return v;
  });
}

/**
 * `parsers`: the app's PGlite reads timestamps and dates as text for Drizzle; pg-boss gets PGlite's
 * standard parsing back per query (Dates), as it had before that (db/pgliteDrizzleClient.ts).
 */
async function run(client: QueryClient, parsers: ParserOptions, text: string, values?: unknown[]): Promise<{ rows: unknown[] }> {
  if (values && values.length > 0) return client.query(text, pgValues(values), { parsers });
  // Without parameters pg-boss may send several statements (BEGIN; …; COMMIT): the simple protocol.
  const results = await client.exec(text, { parsers });
  return { rows: results.at(-1)?.rows ?? [] };
}

/** pg-boss on the app's PGlite instance. */
export function pgliteBossDb(client: PGlite, parsers: ParserOptions): PgBossDb {
  return {
    async executeSql(text, values) {
      try {
        return await run(client, parsers, text, values);
      } catch (err) {
        // A failed BEGIN…COMMIT batch leaves PGlite's one session inside an aborted transaction,
        // which would refuse every later query of the app: end it.
        await client.exec('ROLLBACK').catch(() => undefined);
        throw err;
      }
    },
  };
}

interface DrizzleSessionClient {
  query(text: string, values?: unknown[]): Promise<{ rows: unknown[] }>;
  exec?(text: string): Promise<{ rows: unknown[] }[]>;
}

/**
 * The connection of an open Drizzle transaction (node-postgres PoolClient or PGlite Transaction),
 * so pg-boss's statements join it. Drizzle keeps it in `session.client` on both drivers.
 */
export function transactionBossDb(tx: Tx, pgliteParsers?: ParserOptions): PgBossDb {
  const sessionClient = (tx as unknown as { session?: { client?: DrizzleSessionClient } }).session?.client;
  if (!sessionClient || typeof sessionClient.query !== 'function') throw new Error('jobs: cannot reach the connection of this transaction');
  // PGlite: the transaction's own handle, not the Drizzle-facing one, which would drop pg-boss's parsers.
  const client = rawPglite(sessionClient);
  if (typeof client.exec === 'function') {
    if (!pgliteParsers) throw new Error('jobs: a PGlite transaction needs the connection\'s parsers');
    // PGlite: same value handling as the instance adapter; errors are left to the transaction, which rolls back.
    return { executeSql: (text, values) => run(client as QueryClient, pgliteParsers, text, values) };
  }
  return { executeSql: (text, values) => client.query(text, values) };
}
