/**
 * The app's PGlite client without the per-query parser merge (src/server/db/pgliteDrizzleClient.ts):
 * Drizzle reads the same values as before, pg-boss still gets PGlite's standard rows, and the
 * Drizzle-facing client really sends no parsers for PGlite to merge.
 */
import { sql } from 'drizzle-orm';
import { PglitePreparedQuery } from 'drizzle-orm/pglite/session';
import { openDatabase, type Database } from '../../../src/server/db/client';
import { pgliteBossDb } from '../../../src/server/jobs/pgBossDb';
import { rawPglite } from '../../../src/server/db/pgliteDrizzleClient';
import { pgliteTemplate } from '../../support/dbTemplates';

const ROW_SQL = `select timestamp '2026-03-04 05:06:07.5' as ts, timestamptz '2026-03-04 05:06:07+01' as tstz,
  date '2026-03-04' as d, interval '1 day 02:03:04' as iv, 12.50::numeric as n,
  array[timestamptz '2026-03-04 05:06:07+01'] as tstzs, array[date '2026-03-04'] as ds, array[12.5::numeric] as ns,
  array[interval '1 hour'] as ivs, array[timestamp '2026-03-04 05:06:07'] as tss, 7::int4 as i, '{"a":1}'::jsonb as j`;

/** The options each query of `run` passes to the raw PGlite client (or transaction) behind Drizzle's `facing` one. */
async function optionsSent<T>(facing: object, run: () => Promise<T>): Promise<{ options: unknown[]; result: T }> {
  const raw = rawPglite(facing) as { query: (...args: unknown[]) => Promise<unknown> };
  expect(raw).not.toBe(facing);
  const options: unknown[] = [];
  const query = raw.query;
  raw.query = (...args: unknown[]) => {
    options.push(args[2]);
    return query.apply(raw, args);
  };
  try {
    return { options, result: await run() };
  } finally {
    raw.query = query;
  }
}

describe('PGlite as Drizzle and pg-boss read it', () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ loadDataDir: await pgliteTemplate('migrated'), migrate: false });
  });
  afterAll(() => database.close());

  it("Drizzle's parsers ask for nothing but text of the types the client reads as text", () => {
    // If a Drizzle upgrade changes them, the client would pass them on (correct, only slower) or, for
    // a parser that is no longer the identity, this test says so.
    const query = new PglitePreparedQuery({} as never, 'select 1', [], { logQuery() {} } as never, { strategy: () => 'explicit' } as never, undefined, undefined, undefined, undefined, false);
    const configs = query as unknown as Record<'queryConfig' | 'rawQueryConfig', { parsers?: Record<string, (v: string) => unknown> }>;
    for (const config of [configs.queryConfig, configs.rawQueryConfig]) {
      expect(Object.keys(config.parsers ?? {}).sort()).toEqual(['1082', '1114', '1115', '1182', '1184', '1185', '1186', '1187', '1231']);
      for (const parse of Object.values(config.parsers ?? {})) expect(parse('2026-03-04 05:06:07+01')).toBe('2026-03-04 05:06:07+01');
    }
  });

  it('Drizzle reads the same rows as through PGlite with its parsers', async () => {
    if (database.jobsConnection.kind !== 'pglite') throw new Error('expected PGlite');
    const viaDrizzle = (await database.db.execute(sql.raw(ROW_SQL))) as unknown as { rows: unknown[] };
    const parsers = Object.fromEntries([1082, 1114, 1115, 1182, 1184, 1185, 1186, 1187, 1231].map((oid) => [oid, (v: string) => v]));
    const direct = await database.jobsConnection.client.query(ROW_SQL, [], { parsers });
    expect(viaDrizzle.rows).toEqual(direct.rows);
    expect(viaDrizzle.rows[0]).toMatchObject({ ts: '2026-03-04 05:06:07.5', tstz: '2026-03-04 04:06:07+00', d: '2026-03-04', iv: '1 day 02:03:04', tstzs: '{"2026-03-04 04:06:07+00"}', i: 7, j: { a: 1 } });
  });

  it("pg-boss gets PGlite's standard rows: Dates, and arrays of them", async () => {
    if (database.jobsConnection.kind !== 'pglite') throw new Error('expected PGlite');
    const boss = pgliteBossDb(database.jobsConnection.client, database.jobsConnection.parsers);
    const [{ p, ...row }] = (await boss.executeSql(`${ROW_SQL}, $1::int4 as p`, [1])).rows as Record<string, unknown>[];
    expect(p).toBe(1);
    expect(row.tstz).toEqual(new Date('2026-03-04T04:06:07Z'));
    expect(row.d).toBeInstanceOf(Date);
    expect(row.ts).toBeInstanceOf(Date);
    expect(row.tstzs).toEqual([new Date('2026-03-04T04:06:07Z')]);
    expect(row.ds).toEqual([expect.any(Date)]);
    expect(row.iv).toBe('1 day 02:03:04');
    expect(row.ns).toEqual(['12.5']);
    // Without parameters pg-boss's statements go through exec: the same parsing.
    const [execRow] = (await boss.executeSql(ROW_SQL)).rows as Record<string, unknown>[];
    expect(execRow).toEqual(row);
  });

  it('sends Drizzle queries, in and outside transactions, without parsers for PGlite to merge', async () => {
    const client = (database.db as unknown as { $client: object }).$client;
    const viaDrizzle = await optionsSent(client, () => database.db.execute(sql`select now()`));
    expect(viaDrizzle.options).toEqual([{ rowMode: 'object' }]);
    // In a transaction, Drizzle's handle is the transaction's, wrapped the same way.
    await database.db.transaction(async (tx) => {
      const txClient = (tx as unknown as { session: { client: object } }).session.client;
      const inTx = await optionsSent(txClient, () => tx.execute(sql`select date '2026-01-02' as d`));
      expect((inTx.result as unknown as { rows: { d: unknown }[] }).rows[0].d).toBe('2026-01-02');
      expect(inTx.options).toEqual([{ rowMode: 'object' }]);
    });
  });
});
