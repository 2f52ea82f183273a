/**
 * @jest-environment node
 *
 * Jobs survive a crash: a process schedules a job due a few seconds later and is killed with
 * SIGKILL before it is due; a new process on the same database (PGlite directory, PostgreSQL)
 * runs it exactly once. And a process killed after a job's effect committed, before pg-boss
 * heard that the job was done: the job is retried, and runOnce keeps the effect single. The child processes open the database as the server does
 * (support/jobProbe.ts; tests/server/durability for the crash kit).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { runProbe } from '../durability/support/crashKit';
import { ensurePostgresTemplate, seedPgliteDataDir } from '../../support/dbTemplates';
import { freshPostgres, type FreshPostgres } from '../../support/freshPostgres';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS } from '../support/testApp';

const PROBE = path.join('tests', 'server', 'jobs', 'support', 'jobProbe.ts');
/** Due after the kill (the scheduling process has no workers, so the job cannot run before it anyway). */
const DUE_IN_MS = 3000;

describe.each(DB_KINDS)('a job scheduled before a kill -9 on %s', (kind) => {
  let target: string;
  let pgDb: FreshPostgres | undefined;
  let dataDir: string | undefined;

  beforeAll(async () => {
    if (kind === 'postgres') {
      pgDb = await freshPostgres({ template: await ensurePostgresTemplate(process.env.TEST_DATABASE_URL!), disposable: true });
      target = pgDb.url;
    } else {
      dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-jobs-crash-'));
      await seedPgliteDataDir(dataDir);
      target = dataDir;
    }
  }, 120_000);
  afterAll(async () => {
    await pgDb?.drop();
    if (dataDir) fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it('runs exactly once after the restart', async () => {
    const scheduler = runProbe(['schedule', target, String(DUE_IN_MS)], PROBE);
    const line = await scheduler.waitForLine((l) => l.startsWith('scheduled '), 90_000);
    scheduler.proc.kill('SIGKILL');
    expect((await scheduler.exited).signal).toBe('SIGKILL');
    const id = line.slice('scheduled '.length);
    expect(id).toMatch(/^[0-9a-f-]{36}$/);

    const worker = runProbe(['work', target, id], PROBE);
    await worker.waitForLine((l) => l === `ran ${id}`, 90_000);
    const done = await worker.waitForLine((l) => l.startsWith(`done ${id} `), 90_000);
    const [, , state, runs, runsAfterSentinel, allRuns] = done.split(' ');
    expect({ state, runs, runsAfterSentinel, allRuns }).toEqual({ state: 'completed', runs: '1', runsAfterSentinel: '1', allRuns: '1' });
    expect((await worker.exited).code).toBe(0);
    recordMetric({ id: 'jobs', figure: 'job scheduled, process killed (SIGKILL) before due, runs after restart', value: Number(runsAfterSentinel), threshold: '= 1', pass: runsAfterSentinel === '1', db: kind });
  }, 240_000);

  it('a run killed after its effect committed is retried without repeating the effect (runOnce)', async () => {
    const dying = runProbe(['die-after-effect', target, 'x'], PROBE);
    const id = (await dying.waitForLine((l) => l.startsWith('scheduled '), 90_000)).slice('scheduled '.length);
    await dying.waitForLine((l) => l === 'effect committed', 90_000).catch(() => undefined);
    expect((await dying.exited).signal).toBe('SIGKILL');

    const worker = runProbe(['work-effect', target, id], PROBE);
    const done = await worker.waitForLine((l) => l.startsWith(`done ${id} `), 90_000);
    const [, , state, effects, attempts] = done.split(' ');
    expect({ state, effects, attempts }).toEqual({ state: 'completed', effects: '1', attempts: '2' });
    expect((await worker.exited).code).toBe(0);
    recordMetric({ id: 'jobs', figure: 'run killed (SIGKILL) after its effect committed: attempts, effects', value: `${attempts}, ${effects}`, threshold: '2, 1', pass: effects === '1', db: kind });
  }, 240_000);
});
