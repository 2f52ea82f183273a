/**
 * What the mass-assignment and tenant-injection sweeps (security plan A2, A4) compare before and
 * after a call that was not refused: centre B's rows, the rows that mention any of B's ids, the
 * role and account-secret columns, and the sentinel values the sweeps send.
 *
 * The sweeps take a fingerprint after hundreds of calls, and most rows do not change between two:
 * each row's facts (belongs to B and its digest, names a B id, holds a sentinel) are kept per
 * tuple version (table, ctid, xmin) and worked out again only for rows written since the last
 * fingerprint began. Older rows are only counted per table (their keys are read only for a table
 * where one vanished), so a fingerprint no longer ships every row's key out of the database.
 * The result is the same function of the database as a full scan's.
 */
import crypto from 'node:crypto';
import { getTableColumns, getTableName, is, sql } from 'drizzle-orm';
import { PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../../../src/server/db/schema';
import type { RoleWorld } from './roleWorld';

/** Values only an injected field can bring into the database. */
export const SENTINELS = {
  role: 'OWNER',
  passwordHash: '$argon2id$v=19$m=65536,t=3,p=4$bWFzcw$bWFzc2Fzc2lnbmVk',
  tokenVersion: 4242,
  status: 'mass-assigned-status',
  timestamp: '2001-02-03T04:05:06.000Z',
} as const;
// The token version is checked through the accounts checksum: '4242' could occur inside any uuid.
const SENTINEL_TEXTS = [SENTINELS.passwordHash, SENTINELS.status, '2001-02-03'];

export interface Fingerprint {
  /** Checksum of every row with B's centre_id, of B's centre row and of B's users. */
  b: string;
  /** Rows outside B that mention one of B's ids, per table. */
  refsToB: Record<string, number>;
  /** Roles, password hashes and token versions of all users. */
  accounts: string;
  /** Rows holding a sentinel value, per table. */
  sentinels: Record<string, number>;
}

/** What one tuple version says: its digest when it is B's, whether it names a B id, whether it holds a sentinel. */
interface RowFacts {
  t: string;
  /** The tuple's xmin (32 bits), to tell which cached rows the next fingerprint counts as old. */
  xmin: number;
  b: string | null;
  ref: boolean;
  sentinel: boolean;
}

interface Cache {
  /** Facts of every row the last fingerprint saw, by "tableoid:ctid:xmin". */
  rows: Map<string, RowFacts>;
  /** The oldest transaction still running when it was taken: every row of an older one was seen then. */
  since: number;
}

type Executor = Pick<RoleWorld['t']['ctx']['db'], 'execute'>;
const tables = () => Object.values(schema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));
const rowsOf = (res: unknown) => ((res as { rows?: unknown[] }).rows ?? res) as Record<string, unknown>[];
const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;
/** Per world and B ids: the rows query prepared for them (its name, from its text) and the last fingerprint's rows. */
interface Kept {
  statement: { name: string; text: string };
  cache: Cache;
}
const kept = new WeakMap<RoleWorld, Map<string, Kept>>();
const KEY = `x.tableoid::text || ':' || x.ctid::text || ':' || x.xmin::text`;
const XMIN = 'x.xmin::text::bigint';

/**
 * One query over all tables, in the transaction's snapshot: the facts of every row written since
 * `since` (fresh), and per table only the number of older rows. Every older row was seen by the
 * last fingerprint, so when the count equals the cached older rows of that table they are the
 * same rows and their facts carry over; otherwise (a row updated or deleted) that table's older
 * keys are read too (oldKeys).
 */
function rowsQuery(w: RoleWorld, bIds: string[], since: string): string {
  const bUsers = Object.values(w.b.users).map((u) => lit(u.userId)).join(',');
  const idsRe = lit(bIds.join('|'));
  const sentinelLike = `array[${SENTINEL_TEXTS.map((s) => lit(`%${s}%`)).join(',')}]`;
  const parts = tables().flatMap((table) => {
    const name = getTableName(table);
    const hasCentre = Object.values(getTableColumns(table)).some((c) => c.name === 'centre_id');
    const ofB = hasCentre
      ? `x.centre_id::text = ${lit(w.b.centreId)}`
      : name === 'users'
        ? `x.id::text in (${bUsers})`
        : name === 'centres'
          ? `x.id::text = ${lit(w.b.centreId)}`
          : 'false';
    return [
      `select ${lit(name)} as t, ${KEY} as k, null::bigint as n,
      case when ${ofB} then md5(r.j) end as b, not (${ofB}) and r.j ~ ${idsRe} as ref, r.j like any(${sentinelLike}) as sentinel
      from "${name}" x cross join lateral (select row_to_json(x)::text as j) r where ${XMIN} >= ${since}`,
      `select ${lit(name)}, null, count(*), null, null, null from "${name}" x where ${XMIN} < ${since}`,
    ];
  });
  // Same statement, same snapshot: the oldest transaction it still saw running bounds the next fingerprint's fresh rows.
  parts.push(`select '' as t, (pg_snapshot_xmin(pg_current_snapshot())::text::bigint % 4294967296)::text, null, null, null, null`);
  return parts.join('\nunion all\n');
}

/** The keys of a table's rows older than `since`. */
const oldKeys = async (db: Executor, table: string, since: number) =>
  rowsOf(await db.execute(sql.raw(`select ${KEY} as k from "${table}" x where ${XMIN} < ${since}`))).map((r) => String(r.k));

/**
 * The query over all tables is ~90 kB of SQL: parsing and planning it took more time than running
 * it (~16 ms a fingerprint on PGlite). It is prepared once per database session, named by its
 * text (PREPARE outlives the transaction; each pooled PostgreSQL connection prepares its own, so
 * whether this one has it is asked each time, in the same round trip that sets the generic plan).
 */
async function preparedRows(db: Executor, statement: Kept['statement'], since: number): Promise<Record<string, unknown>[]> {
  const { name, text } = statement;
  const [state] = rowsOf(
    await db.execute(sql`select set_config('plan_cache_mode', 'force_generic_plan', true), exists (select 1 from pg_prepared_statements where name = ${name}) as prepared`),
  );
  if (state?.prepared !== true) await db.execute(sql.raw(`prepare ${name}(bigint) as ${text}`));
  return rowsOf(await db.execute(sql.raw(`execute ${name}(${Number(since)})`)));
}

/** The same query as plain text with `since` written in (the check's full read, so it tests the prepared one too). */
const plainRows = (w: RoleWorld, bIds: string[]) => async (db: Executor, since: number) => rowsOf(await db.execute(sql.raw(rowsQuery(w, bIds, String(Number(since))))));

type RowsAt = (db: Executor, since: number) => Promise<Record<string, unknown>[]>;

async function readRowsIn(db: Executor, rowsAt: RowsAt, cache: Cache): Promise<Cache | null> {
  const rows = await rowsAt(db, cache.since);
  const next: Cache = { rows: new Map(), since: 0 };
  const oldCount = new Map<string, number>();
  for (const r of rows) {
    const k = String(r.k);
    if (r.t === '') next.since = Number(k);
    else if (r.n !== null) oldCount.set(String(r.t), Number(r.n));
    else next.rows.set(k, { t: String(r.t), xmin: Number(k.slice(k.lastIndexOf(':') + 1)), b: (r.b as string | null) ?? null, ref: r.ref === true, sentinel: r.sentinel === true });
  }
  const cachedOld = new Map<string, [string, RowFacts][]>();
  for (const entry of cache.rows) {
    if (entry[1].xmin >= cache.since) continue;
    const list = cachedOld.get(entry[1].t) ?? [];
    list.push(entry);
    cachedOld.set(entry[1].t, list);
  }
  for (const [table, n] of oldCount) {
    const cached = cachedOld.get(table) ?? [];
    if (n === cached.length) {
      for (const [k, f] of cached) next.rows.set(k, f);
      continue;
    }
    for (const k of await oldKeys(db, table, cache.since)) {
      const f = cache.rows.get(k);
      if (!f) return null; // an old row the last fingerprint did not see (cannot happen): read everything again
      next.rows.set(k, f);
    }
  }
  return next;
}

/**
 * Reads in one repeatable-read snapshot, so the older keys a table may need match the counts.
 * FINGERPRINT_CHECK=1: each incremental read is compared with a full one in the same snapshot, by
 * the query as plain text (the cache's and the prepared statement's own test; slow).
 */
const readRows = (w: RoleWorld, bIds: string[], statement: Kept['statement'], cache: Cache) =>
  w.t.ctx.db.transaction(
    async (tx) => {
      const next = await readRowsIn(tx, (db, since) => preparedRows(db, statement, since), cache);
      if (next && process.env.FINGERPRINT_CHECK) checkSame(next, await readRowsIn(tx, plainRows(w, bIds), { rows: new Map(), since: 0 }));
      return next;
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );

function checkSame(incremental: Cache, full: Cache | null): void {
  const facts = (c: Cache) => JSON.stringify([...c.rows].map(([k, f]) => [k, f.t, f.b, f.ref, f.sentinel]).sort());
  if (!full || facts(full) === facts(incremental)) return;
  const only = (a: Cache, b: Cache) => [...a.rows].filter(([k, f]) => JSON.stringify(b.rows.get(k)) !== JSON.stringify(f)).map(([k, f]) => `${k} ${JSON.stringify(f)}`);
  throw new Error(`fingerprint: the incremental read differs from a full read: only incremental ${only(incremental, full).join('; ')}; only full ${only(full, incremental).join('; ')}`);
}

/** The fingerprint of the database now (the sweeps take thousands of these). */
export async function fingerprint(w: RoleWorld, bIds: string[]): Promise<Fingerprint> {
  const perWorld = kept.get(w) ?? new Map<string, Kept>();
  kept.set(w, perWorld);
  const key = bIds.join(',');
  let mine = perWorld.get(key);
  if (!mine) {
    const text = rowsQuery(w, bIds, '$1');
    mine = { statement: { name: `fingerprint_${crypto.createHash('sha1').update(text).digest('hex').slice(0, 20)}`, text }, cache: { rows: new Map(), since: 0 } };
    perWorld.set(key, mine);
  }
  const cache = (await readRows(w, bIds, mine.statement, mine.cache)) ?? (await readRows(w, bIds, mine.statement, { rows: new Map(), since: 0 }));
  if (!cache) throw new Error('fingerprint: rows changed under a full read');
  mine.cache = cache;

  const bDigests: Record<string, string[]> = {};
  const refsToB: Record<string, number> = {};
  const sentinels: Record<string, number> = {};
  for (const table of tables()) {
    const name = getTableName(table);
    bDigests[name] = [];
    refsToB[name] = 0;
    sentinels[name] = 0;
  }
  for (const f of cache.rows.values()) {
    if (f.b !== null) bDigests[f.t].push(f.b);
    if (f.ref) refsToB[f.t]++;
    if (f.sentinel) sentinels[f.t]++;
  }
  const hash = crypto.createHash('sha256');
  for (const name of Object.keys(bDigests).sort()) hash.update(`${name}:${bDigests[name].sort().join('|')};`);
  const accounts = await w.t.ctx.db.execute(
    sql`select u.id, u.password_hash, u.token_version, r.centre_id, r.name from users u left join roles r on r.user_id = u.id order by 1, 4, 5`,
  );
  return { b: hash.digest('hex'), refsToB, accounts: crypto.createHash('sha256').update(JSON.stringify(rowsOf(accounts))).digest('hex'), sentinels };
}

/** What changed between two fingerprints, in words (empty: nothing that matters). */
export function changes(before: Fingerprint, after: Fingerprint): string[] {
  const out: string[] = [];
  if (before.b !== after.b) out.push("centre B's rows changed");
  for (const [table, n] of Object.entries(after.refsToB)) if (n > (before.refsToB[table] ?? 0)) out.push(`${table}: ${n - (before.refsToB[table] ?? 0)} new row(s) naming B`);
  if (before.accounts !== after.accounts) out.push('roles, password hashes or token versions changed');
  for (const [table, n] of Object.entries(after.sentinels)) if (n > (before.sentinels[table] ?? 0)) out.push(`${table}: an injected value landed`);
  return out;
}
