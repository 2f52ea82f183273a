/**
 * @jest-environment node
 *
 * Two app processes on one PostgreSQL share one queue: each pg-boss instance has its own pool,
 * jobs are claimed with SKIP LOCKED, so every job runs once, on one of them, and both work.
 * The every-N-seconds chain does not double with two instances (stately: one waiting at most).
 * (PGlite is one process by design: its data directory refuses a second opener.)
 */
import { sql } from 'drizzle-orm';
import { openDatabase, type Database } from '../../../src/server/db/client';
import type { JobQueue } from '../../../src/server/jobs/jobQueue';
import { ensurePostgresTemplate } from '../../support/dbTemplates';
import { freshPostgres, type FreshPostgres } from '../../support/freshPostgres';
import { recordMetric } from '../../support/metrics';
import { createProbeTable, eventually, probeQueue, probeRuns, type ProbeQueues } from './support/probeQueues';

const JOBS = 40;
const maybe = process.env.TEST_DATABASE_URL ? describe : describe.skip;

maybe('two app instances on one PostgreSQL', () => {
  let pgDb: FreshPostgres;
  const databases: Database[] = [];
  const queues: JobQueue<ProbeQueues>[] = [];

  beforeAll(async () => {
    pgDb = await freshPostgres({ template: await ensurePostgresTemplate(process.env.TEST_DATABASE_URL!), disposable: true });
    for (const instance of ['a', 'b']) {
      const database = await openDatabase({ databaseUrl: pgDb.url, poolSize: 3, migrate: false });
      databases.push(database);
      if (instance === 'a') await createProbeTable(database.db);
      // Each run takes a little while, so the other instance's poll finds work too.
      queues.push(probeQueue(database, instance, { handlerMs: 100 }));
    }
    await Promise.all(queues.map((q) => q.start()));
  }, 120_000);
  afterAll(async () => {
    await Promise.all(queues.map((q) => q.stop()));
    await Promise.all(databases.map((d) => d.close()));
    await pgDb?.drop();
  });

  it('runs each job once, shared between the instances', async () => {
    const [a] = queues;
    const ids: string[] = [];
    for (let n = 1; n <= JOBS; n++) ids.push((await a.send('probe-once', { n }))!);
    const db = databases[0].db;
    await eventually(async () => new Set((await probeRuns(db)).filter((r) => r.queue === 'probe-once').map((r) => r.job_id)).size === JOBS, 90_000, `${JOBS} jobs`);
    await eventually(async () => {
      const states = await Promise.all(ids.map((id) => a.get('probe-once', id)));
      return states.every((s) => s?.state === 'completed');
    }, 30_000, 'all completed');
    const runs = (await probeRuns(db)).filter((r) => r.queue === 'probe-once');
    expect(runs).toHaveLength(JOBS);
    expect(new Set(runs.map((r) => r.job_id))).toEqual(new Set(ids));
    const byInstance = { a: runs.filter((r) => r.instance === 'a').length, b: runs.filter((r) => r.instance === 'b').length };
    process.stdout.write(`shared queue: ${JOBS} jobs, run by a ${byInstance.a}, b ${byInstance.b}\n`);
    expect(byInstance.a).toBeGreaterThan(0);
    expect(byInstance.b).toBeGreaterThan(0);
    recordMetric({ id: 'jobs', figure: `${JOBS} jobs on two instances: runs (a + b)`, value: `${runs.length} (${byInstance.a} + ${byInstance.b})`, threshold: `= ${JOBS}, both work`, pass: true, db: 'postgres' });
  }, 150_000);

  it('the every-N-seconds chain stays single with two instances', async () => {
    const db = databases[0].db;
    const before = (await probeRuns(db)).filter((r) => r.queue === 'probe-every').length;
    await eventually(async () => (await probeRuns(db)).filter((r) => r.queue === 'probe-every').length >= before + 3, 60_000, 'three more runs');
    const waiting = (await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'probe-every' and state in ('created', 'retry')`)) as unknown as { rows: { n: number }[] };
    expect(waiting.rows[0].n).toBeLessThanOrEqual(1);
    const active = (await db.execute(sql`select count(*)::int as n from pgboss.job where name = 'probe-every' and state = 'active'`)) as unknown as { rows: { n: number }[] };
    expect(active.rows[0].n).toBeLessThanOrEqual(1);
  }, 90_000);
});
