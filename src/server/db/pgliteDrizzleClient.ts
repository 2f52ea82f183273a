/**
 * The PGlite client Drizzle talks to, without PGlite's per-query parser merge.
 *
 * Drizzle's PGlite driver passes `parsers` with every query: timestamps, dates, intervals and their
 * arrays as PostgreSQL's text (Drizzle maps them itself). PGlite merges any per-query parsers into
 * its own map of ~320 types by spreading both, on every call: ~80 µs a query on this machine kind,
 * as long as a simple indexed select itself (README, "PGlite queries"). So the app's PGlite reads
 * those types as text by default (readTemporalTypesAsText) and Drizzle gets a client that drops its
 * parsers when they ask for nothing else. pg-boss, on the same PGlite, asks per query for PGlite's
 * standard parsing (what readTemporalTypesAsText returns): its rows keep their Dates.
 */
// Types only: PGlite itself is loaded when the app opens one (client.ts), not on PostgreSQL.
import type { PGlite, ParserOptions, QueryOptions, Transaction, types as pgliteTypes } from '@electric-sql/pglite';

/** Scalar types Drizzle reads as text (timestamp, timestamptz, interval, date), with the array type of each. */
const TEXT_TYPES: Array<[scalar: number, array: number]> = [
  [1114, 1115],
  [1184, 1185],
  [1186, 1187],
  [1082, 1182],
];
/** numeric[]: Drizzle reads it as text too; numeric (1700) itself PGlite leaves as text already. */
const NUMERIC = 1700;
const NUMERIC_ARRAY = 1231;
const TEXT_TYPE_KEYS = new Set([...TEXT_TYPES.flat(), NUMERIC_ARRAY].map(String));

/** The raw PGlite client or transaction behind a Drizzle-facing one (pg-boss joins a Drizzle transaction through it). */
export const RAW_PGLITE = Symbol('rawPglite');

type QueryClient = Pick<Transaction, 'query' | 'exec'>;
const identity = (value: string) => value;

/**
 * Makes the client read Drizzle's text types as text for every query; returns PGlite's standard
 * parsers for them (the scalars as its defaults had them, the arrays over those), for pg-boss.
 * Call after waitReady: PGlite sets its array parsers up while it starts (and again only on
 * refreshArrayTypes(), which the app never calls; pgliteParsers.test.ts reads arrays back).
 */
export function readTemporalTypesAsText(client: PGlite, types: typeof pgliteTypes): ParserOptions {
  const standard: ParserOptions = {};
  for (const [scalar, array] of TEXT_TYPES) {
    const parse = client.parsers[scalar] ?? identity;
    standard[scalar] = parse;
    standard[array] = (value: string) => types.arrayParser(value, parse, array);
  }
  const numeric = client.parsers[NUMERIC] ?? identity;
  standard[NUMERIC_ARRAY] = (value: string) => types.arrayParser(value, numeric, NUMERIC_ARRAY);
  for (const key of TEXT_TYPE_KEYS) client.parsers[Number(key)] = identity;
  return standard;
}

/** Drops per-query parsers that only ask for what the client does already (Drizzle's); any other parser stays. */
function withoutTextParsers(options?: QueryOptions): QueryOptions | undefined {
  if (!options?.parsers) return options;
  for (const key in options.parsers) if (!TEXT_TYPE_KEYS.has(key)) return options;
  const { parsers: _dropped, ...rest } = options;
  return rest;
}

function drizzleFacing<C extends QueryClient>(client: C): C {
  // The client's own methods stay (PGlite's transaction is a plain object of closures); query is overridden.
  const facing = Object.create(client) as C & { [RAW_PGLITE]: C };
  facing.query = ((text: string, params?: unknown[], options?: QueryOptions) => client.query(text, params, withoutTextParsers(options))) as C['query'];
  facing[RAW_PGLITE] = client;
  return facing;
}

/**
 * The client to give Drizzle: queries without Drizzle's redundant parsers, transactions whose
 * handle does the same. Only for a client readTemporalTypesAsText has set up.
 */
export function drizzlePgliteClient(client: PGlite): PGlite {
  // PGlite's methods use private fields: they are called on the client itself, never on a derived object.
  const facing = {
    query: (text: string, params?: unknown[], options?: QueryOptions) => client.query(text, params, withoutTextParsers(options)),
    exec: (text: string, options?: QueryOptions) => client.exec(text, options),
    transaction: <T>(fn: (tx: Transaction) => Promise<T>) => client.transaction((tx) => fn(drizzleFacing(tx))),
    [RAW_PGLITE]: client,
  };
  return facing as unknown as PGlite;
}

/** The raw PGlite client or transaction behind `client` (itself when it is one). */
export function rawPglite<C extends object>(client: C): C {
  return (client as { [RAW_PGLITE]?: C })[RAW_PGLITE] ?? client;
}
