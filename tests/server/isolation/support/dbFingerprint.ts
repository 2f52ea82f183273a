/**
 * What the mass-assignment and tenant-injection sweeps (security plan A2, A4) compare before and
 * after a call that was not refused: centre B's rows, the rows that mention any of B's ids, the
 * role and account-secret columns, and the sentinel values the sweeps send.
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

const tables = () => Object.values(schema as Record<string, unknown>).filter((t): t is PgTable => is(t, PgTable));
const rowsOf = (res: unknown) => ((res as { rows?: unknown[] }).rows ?? res) as Record<string, unknown>[];
const lit = (v: string) => `'${v.replace(/'/g, "''")}'`;

/** One query over all tables; the rows stay in the database (the sweeps take thousands of these). */
export async function fingerprint(w: RoleWorld, bIds: string[]): Promise<Fingerprint> {
  const bUsers = Object.values(w.b.users).map((u) => lit(u.userId)).join(',');
  const idsRe = lit(bIds.join('|'));
  const sentinelLike = `array[${SENTINEL_TEXTS.map((s) => lit(`%${s}%`)).join(',')}]`;
  const parts = tables().map((table) => {
    const name = getTableName(table);
    const hasCentre = Object.values(getTableColumns(table)).some((c) => c.name === 'centre_id');
    const ofB = hasCentre
      ? `x.centre_id::text = ${lit(w.b.centreId)}`
      : name === 'users'
        ? `x.id::text in (${bUsers})`
        : name === 'centres'
          ? `x.id::text = ${lit(w.b.centreId)}`
          : 'false';
    const row = 'row_to_json(x)::text';
    return `select ${lit(name)} as t,
      md5(coalesce(string_agg(case when ${ofB} then ${row} end, '|' order by ${row}), '')) as b,
      count(*) filter (where not (${ofB}) and ${row} ~ ${idsRe}) as refs,
      count(*) filter (where ${row} like any(${sentinelLike})) as sentinels
      from "${name}" x`;
  });
  const rows = rowsOf(await w.t.ctx.db.execute(sql.raw(parts.join('\nunion all\n'))));
  // UNION ALL promises no order (PostgreSQL may run the parts in parallel): hash the tables in name order.
  rows.sort((x, y) => String(x.t).localeCompare(String(y.t)));
  const hash = crypto.createHash('sha256');
  const refsToB: Record<string, number> = {};
  const sentinels: Record<string, number> = {};
  for (const r of rows) {
    hash.update(`${r.t}:${r.b}`);
    refsToB[r.t as string] = Number(r.refs);
    sentinels[r.t as string] = Number(r.sentinels);
  }
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
