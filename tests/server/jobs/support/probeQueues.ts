/**
 * Probe queues for the job-queue tests: the app's JobQueue class and pg-boss adapters with
 * queues whose handlers only record that they ran (a row per run in job_probe_runs), so a test
 * can count runs across processes and restarts.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../../src/server/db/client';
import { JobQueue, type JobInfo, type JobQueueOptions } from '../../../../src/server/jobs/jobQueue';
import { runOnce } from '../../../../src/server/jobs/runOnce';
import type { QueueDefinitions } from '../../../../src/server/jobs/queueDefinition';

export interface ProbeQueues {
  'probe-once': { n: number };
  'probe-stately': { n: number };
  'probe-every': Record<string, never>;
  'probe-effect': { n: number };
}

export const PROBE_QUEUES: QueueDefinitions<ProbeQueues> = {
  'probe-once': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 },
  'probe-stately': { policy: 'stately', retryLimit: 0 },
  'probe-every': { policy: 'stately', retryLimit: 0, repeat: { everySeconds: 1 }, runAtStart: true },
  // A run whose process died counts as failed after 2 s and is retried at once.
  'probe-effect': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 0, expireInSeconds: 2 },
};

export const quietLog = { info() {}, warn() {}, error() {} } as JobQueueOptions['log'];

export async function createProbeTable(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS job_probe_runs (job_id text NOT NULL, queue text NOT NULL, n integer, instance text NOT NULL, ran_at timestamptz NOT NULL DEFAULT now())`);
  await db.execute(sql`CREATE TABLE IF NOT EXISTS job_probe_attempts (job_id text NOT NULL, instance text NOT NULL)`);
}

export interface ProbeRun {
  job_id: string;
  queue: string;
  n: number | null;
  instance: string;
  ran_at: Date;
}

export async function probeRuns(db: Db): Promise<ProbeRun[]> {
  const result = (await db.execute(sql`SELECT job_id, queue, n, instance, ran_at FROM job_probe_runs ORDER BY ran_at`)) as unknown as { rows: ProbeRun[] };
  return result.rows.map((r) => ({ ...r, ran_at: new Date(r.ran_at) }));
}

export async function probeAttempts(db: Db, jobId: string): Promise<number> {
  const result = (await db.execute(sql`SELECT count(*)::int AS n FROM job_probe_attempts WHERE job_id = ${jobId}`)) as unknown as { rows: { n: number }[] };
  return result.rows[0].n;
}

export interface ProbeOptions extends Partial<JobQueueOptions> {
  /** Each run waits this long first (so another instance finds work too). */
  handlerMs?: number;
  /** probe-effect: called after its effect committed (throw, or kill the process, to die before pg-boss hears of it). */
  afterEffect?(job: JobInfo, attempt: number): Promise<void> | void;
  /** The queues this instance works (default all); the others it can still send to. */
  queues?: (keyof ProbeQueues)[];
}

/**
 * A queue over `database` whose handlers record each run as `instance`; probe-effect writes
 * its run through runOnce and counts every attempt.
 */
export function probeQueue(database: Database, instance: string, opts: ProbeOptions = {}): JobQueue<ProbeQueues> {
  const jobs = new JobQueue<ProbeQueues>(database.jobsConnection, PROBE_QUEUES, { log: quietLog, workers: true, pollSeconds: 0.5, ...opts });
  const record = async (queue: string, jobId: string, n: number | null) => {
    if (opts.handlerMs) await new Promise((r) => setTimeout(r, opts.handlerMs));
    await database.db.execute(sql`INSERT INTO job_probe_runs (job_id, queue, n, instance) VALUES (${jobId}, ${queue}, ${n}, ${instance})`);
  };
  const works = (q: keyof ProbeQueues) => !opts.queues || opts.queues.includes(q);
  if (works('probe-once')) jobs.work('probe-once', (data, job) => record(job.queue, job.id, data.n));
  if (works('probe-stately')) jobs.work('probe-stately', (data, job) => record(job.queue, job.id, data.n));
  if (works('probe-every')) jobs.work('probe-every', (_data, job) => record(job.queue, job.id, null));
  if (works('probe-effect')) jobs.work('probe-effect', async (data, job) => {
    await database.db.execute(sql`INSERT INTO job_probe_attempts (job_id, instance) VALUES (${job.id}, ${instance})`);
    await runOnce(database.db, job, (tx) => tx.execute(sql`INSERT INTO job_probe_runs (job_id, queue, n, instance) VALUES (${job.id}, ${job.queue}, ${data.n}, ${instance})`));
    await opts.afterEffect?.(job, await probeAttempts(database.db, job.id));
  });
  return jobs;
}

/** Resolves once `check` returns a value (polled every 50 ms), or fails after `timeoutMs`. */
export async function eventually<T>(check: () => Promise<T | undefined | null | false>, timeoutMs: number, what: string): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`);
    await new Promise((r) => setTimeout(r, 50));
  }
}
