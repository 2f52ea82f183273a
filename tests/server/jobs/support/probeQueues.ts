/**
 * Probe queues for the job-queue tests: the app's JobQueue class and pg-boss adapters with
 * queues whose handlers only record that they ran (a row per run in job_probe_runs), so a test
 * can count runs across processes and restarts.
 */
import { sql } from 'drizzle-orm';
import type { Database, Db } from '../../../../src/server/db/client';
import { JobQueue, type JobQueueOptions } from '../../../../src/server/jobs/jobQueue';
import type { QueueDefinitions } from '../../../../src/server/jobs/queueDefinition';

export interface ProbeQueues {
  'probe-once': { n: number };
  'probe-stately': { n: number };
  'probe-every': Record<string, never>;
}

export const PROBE_QUEUES: QueueDefinitions<ProbeQueues> = {
  'probe-once': { policy: 'standard', retryLimit: 2, retryDelaySeconds: 1, expireInSeconds: 30 },
  'probe-stately': { policy: 'stately', retryLimit: 0 },
  'probe-every': { policy: 'stately', retryLimit: 0, repeat: { everySeconds: 1 }, runAtStart: true },
};

export const quietLog = { info() {}, warn() {}, error() {} } as JobQueueOptions['log'];

export async function createProbeTable(db: Db): Promise<void> {
  await db.execute(sql`CREATE TABLE IF NOT EXISTS job_probe_runs (job_id text NOT NULL, queue text NOT NULL, n integer, instance text NOT NULL, ran_at timestamptz NOT NULL DEFAULT now())`);
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

/** A queue over `database` whose handlers record each run as `instance`. */
export function probeQueue(database: Database, instance: string, opts: Partial<JobQueueOptions> & { handlerMs?: number } = {}): JobQueue<ProbeQueues> {
  const jobs = new JobQueue<ProbeQueues>(database.jobsConnection, PROBE_QUEUES, { log: quietLog, workers: true, pollSeconds: 0.5, ...opts });
  const record = async (queue: string, jobId: string, n: number | null) => {
    if (opts.handlerMs) await new Promise((r) => setTimeout(r, opts.handlerMs));
    await database.db.execute(sql`INSERT INTO job_probe_runs (job_id, queue, n, instance) VALUES (${jobId}, ${queue}, ${n}, ${instance})`);
  };
  jobs.work('probe-once', (data, job) => record(job.queue, job.id, data.n));
  jobs.work('probe-stately', (data, job) => record(job.queue, job.id, data.n));
  jobs.work('probe-every', (_data, job) => record(job.queue, job.id, null));
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
