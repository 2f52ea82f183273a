/**
 * @jest-environment node
 *
 * The durable job queue (pg-boss) on PGlite and PostgreSQL: it starts with the app and creates
 * its schema, a job due in the near future runs once at its time, a job sent inside a
 * transaction exists only if that commits, cancel stops a job before it runs, stately queues
 * keep one waiting job per key, every-N-seconds queues repeat, runOnce keeps a retried job's
 * effect single, and on PGlite a failed multi-statement batch leaves the one session usable.
 */
import { sql } from 'drizzle-orm';
import { pgliteBossDb } from '../../../src/server/jobs/pgBossDb';
import { JOBS_SCHEMA, type JobQueue } from '../../../src/server/jobs/jobQueue';
import { KURA_QUEUES } from '../../../src/server/jobs/queues';
import { recordMetric } from '../../support/metrics';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { purgeJobEffects } from '../../../src/server/jobs/runOnce';
import { createProbeTable, eventually, probeAttempts, probeQueue, probeRuns, type ProbeQueues } from './support/probeQueues';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(DB_KINDS)('job queue on %s', (kind) => {
  let t: TestApp;
  let jobs: JobQueue<ProbeQueues>;
  let effects: JobQueue<ProbeQueues>;
  let startMs = 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    await createProbeTable(t.ctx.db);
    jobs = probeQueue(t.database, 'a', { queues: ['probe-once', 'probe-stately', 'probe-every'] });
    const t0 = performance.now();
    await jobs.start();
    startMs = Math.round(performance.now() - t0);
    // A second instance whose probe-effect handler fails on the first attempt after its effect committed.
    effects = probeQueue(t.database, 'b', {
      queues: ['probe-effect'],
      afterEffect: (_job, attempt) => {
        if (attempt === 1) throw new Error('died after the commit');
      },
    });
    await effects.start();
  });
  afterAll(async () => {
    await effects.stop();
    await jobs.stop();
    await t.close();
  });

  /** Runs of one job, counted once a later sentinel job has run (workers take due jobs in order). */
  async function runsAfterSentinel(jobId: string, sentinelN: number) {
    const sentinel = await jobs.send('probe-once', { n: sentinelN });
    await eventually(async () => (await probeRuns(t.ctx.db)).some((r) => r.job_id === sentinel), 20_000, 'the sentinel job');
    return (await probeRuns(t.ctx.db)).filter((r) => r.job_id === jobId);
  }

  it('starts with the app: pg-boss schema and the app queues exist', async () => {
    expect(t.ctx.jobs.started).toBe(true);
    const schema = rows<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from information_schema.schemata where schema_name = ${JOBS_SCHEMA}`));
    expect(schema[0].n).toBe(1);
    const queues = rows<{ name: string }>(await t.ctx.db.execute(sql`select name from pgboss.queue order by name`)).map((q) => q.name);
    expect(queues).toEqual(expect.arrayContaining(Object.keys(KURA_QUEUES)));
    recordMetric({ id: 'jobs', figure: 'pg-boss start (schema present), ms', value: startMs, pass: true, db: kind });
  });

  it('runs a job due in the near future once, not before its time', async () => {
    const due = new Date(Date.now() + 2500);
    const id = (await jobs.send('probe-once', { n: 1 }, { startAfter: due }))!;
    expect(await jobs.get('probe-once', id)).toMatchObject({ state: 'created', data: { n: 1 } });
    expect((await jobs.get('probe-once', id))!.startAfter.getTime()).toBe(due.getTime());
    const [run] = await eventually(async () => {
      const r = (await probeRuns(t.ctx.db)).filter((x) => x.job_id === id);
      return r.length ? r : null;
    }, 20_000, 'the due job');
    expect(run.n).toBe(1);
    // The database's clock decides; it is the machine's clock here, so the run is not early.
    expect(run.ran_at.getTime()).toBeGreaterThanOrEqual(due.getTime());
    await eventually(async () => (await jobs.get('probe-once', id))?.state === 'completed', 10_000, 'completion');
    expect(await runsAfterSentinel(id, 2)).toHaveLength(1);
    recordMetric({ id: 'jobs', figure: 'job due in 2.5 s ran after due, ms', value: run.ran_at.getTime() - due.getTime(), threshold: '≥ 0, once', pass: true, db: kind });
  });

  it('a job sent inside a transaction exists only if the transaction commits', async () => {
    let rolledBack: string | null = null;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        rolledBack = await jobs.send('probe-once', { n: 3 }, { tx });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(rolledBack).toEqual(expect.any(String));
    expect(await jobs.get('probe-once', rolledBack!)).toBeNull();

    const committed = await t.ctx.db.transaction((tx) => jobs.send('probe-once', { n: 4 }, { tx, startAfter: 3600 }));
    expect(await jobs.get('probe-once', committed!)).toMatchObject({ state: 'created' });
    await t.ctx.db.transaction((tx) => jobs.cancel('probe-once', committed!, { tx }));
    expect(await jobs.get('probe-once', committed!)).toMatchObject({ state: 'cancelled' });
  });

  it('a cancelled job never runs', async () => {
    const id = (await jobs.send('probe-once', { n: 5 }, { startAfter: new Date(Date.now() + 2000) }))!;
    await jobs.cancel('probe-once', id);
    // The sentinel is due after the cancelled job would have been.
    const sentinel = (await jobs.send('probe-once', { n: 6 }, { startAfter: new Date(Date.now() + 2500) }))!;
    await eventually(async () => (await probeRuns(t.ctx.db)).some((r) => r.job_id === sentinel), 20_000, 'the sentinel');
    expect((await probeRuns(t.ctx.db)).filter((r) => r.job_id === id)).toEqual([]);
    expect(await jobs.get('probe-once', id)).toMatchObject({ state: 'cancelled' });
  });

  it('a stately queue keeps one waiting job per singletonKey', async () => {
    const first = await jobs.send('probe-stately', { n: 7 }, { singletonKey: 'appointment-1', startAfter: 3600 });
    const second = await jobs.send('probe-stately', { n: 8 }, { singletonKey: 'appointment-1', startAfter: 3600 });
    const other = await jobs.send('probe-stately', { n: 9 }, { singletonKey: 'appointment-2', startAfter: 3600 });
    expect(first).toEqual(expect.any(String));
    expect(second).toBeNull();
    expect(other).toEqual(expect.any(String));
    await jobs.cancel('probe-stately', [first!, other!]);
  });

  it('an every-N-seconds queue runs again and again, with a cron watchdog', async () => {
    await eventually(async () => (await probeRuns(t.ctx.db)).filter((r) => r.queue === 'probe-every').length >= 3, 30_000, 'three runs of probe-every');
    const schedules = rows<{ name: string; cron: string }>(await t.ctx.db.execute(sql`select name, cron from pgboss.schedule`));
    expect(schedules).toContainEqual(expect.objectContaining({ name: 'probe-every', cron: '* * * * *' }));
    // Never two waiting at once (stately): the chain does not multiply.
    const waiting = rows<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'probe-every' and state = 'created'`));
    expect(waiting[0].n).toBeLessThanOrEqual(1);
  });

  it('runOnce: a retry after the effect committed does not repeat it', async () => {
    const id = (await effects.send('probe-effect', { n: 10 }))!;
    await eventually(async () => (await effects.get('probe-effect', id))?.state === 'completed', 30_000, 'the retried job to complete');
    expect(await probeAttempts(t.ctx.db, id)).toBe(2);
    expect((await probeRuns(t.ctx.db)).filter((r) => r.job_id === id)).toHaveLength(1);
    const [effect] = rows<{ queue: string }>(await t.ctx.db.execute(sql`select queue from job_effects where job_id = ${id}`));
    expect(effect.queue).toBe('probe-effect');
    // The clean-up keeps recent rows.
    expect(await purgeJobEffects(t.ctx.db)).toBe(0);
    await t.ctx.db.execute(sql`update job_effects set done_at = now() - interval '31 days' where job_id = ${id}`);
    expect(await purgeJobEffects(t.ctx.db)).toBeGreaterThanOrEqual(1);
  });

  it('refuses unknown queues and sending before start', async () => {
    await expect(jobs.send('nope' as never, {} as never)).rejects.toThrow(/unknown queue/);
    const idle = probeQueue(t.database, 'idle');
    await expect(idle.send('probe-once', { n: 0 })).rejects.toThrow(/not started/);
    expect(() => jobs.work('probe-once', async () => {})).toThrow(/already has a handler/);
  });

  if (kind === 'pglite') {
    it('a failed BEGIN…COMMIT batch is rolled back, so the one PGlite session stays usable', async () => {
      if (t.database.jobsConnection.kind !== 'pglite') throw new Error('expected PGlite');
      const adapter = pgliteBossDb(t.database.jobsConnection.client, t.database.jobsConnection.parsers);
      await expect(adapter.executeSql('BEGIN; SELECT 1; SELECT 1/0; COMMIT;')).rejects.toThrow(/division by zero/);
      const [row] = rows<{ one: number }>(await t.ctx.db.execute(sql`select 1 as one`));
      expect(row.one).toBe(1);
      // Not inside a transaction any more: a transaction of the app begins and commits normally.
      await t.ctx.db.transaction(async (tx) => {
        await tx.execute(sql`select 1`);
      });
    });
  }
});
