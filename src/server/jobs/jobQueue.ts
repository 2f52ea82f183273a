/**
 * The durable job queue: pg-boss on the app's database (PGlite through its one session,
 * PostgreSQL through pg-boss's own small pool). pg-boss creates and migrates its own schema,
 * `pgboss`, when it starts. Typed by a map queue → payload (./queues.ts for the app), so a
 * handler and a sender cannot disagree on a queue's name or data.
 */
import type PgBoss from 'pg-boss';
import type { FastifyBaseLogger } from 'fastify';
import type { Database, Tx } from '../db/client';
import { createQueues } from './createQueues';
import { pgliteBossDb, transactionBossDb } from './pgBossDb';
import type { QueueDefinition, QueueDefinitions, QueueMap, QueueName } from './queueDefinition';

export const JOBS_SCHEMA = 'pgboss';
/** The cron that restarts an every-N-seconds chain a crash broke. */
const CHAIN_WATCHDOG_CRON = '* * * * *';

export interface JobInfo {
  id: string;
  queue: string;
}

export type JobHandler<T> = (data: T, job: JobInfo) => Promise<void>;

export interface SendOptions {
  /** When the job becomes due: a Date, or seconds from now. Due times use the database's clock. */
  startAfter?: Date | number;
  /** With policy singleton/stately/short: jobs of one key never run at the same time (or wait twice). */
  singletonKey?: string;
  /** Send inside this open transaction: the job exists only if it commits. */
  tx?: Tx;
}

export interface JobQueueOptions {
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  /** false: this process only sends and cancels; no workers, no schedules, no maintenance. */
  workers: boolean;
  /** How often an idle worker polls for due jobs (pg-boss allows 0.5 at least). */
  pollSeconds: number;
  /** How often pg-boss expires jobs of dead processes (and archives); default 120 s, tests shorten it. */
  maintenanceSeconds?: number;
}

export type JobState = 'created' | 'retry' | 'active' | 'completed' | 'cancelled' | 'failed';

export class JobQueue<P extends QueueMap> {
  private boss: PgBoss | null = null;
  private starting: Promise<void> | null = null;
  private stopping = false;
  private readonly handlers = new Map<string, JobHandler<never>>();

  constructor(
    private readonly connection: Database['jobsConnection'],
    readonly definitions: QueueDefinitions<P>,
    private readonly opts: JobQueueOptions,
  ) {}

  /** pg-boss's statements inside the caller's transaction (PGlite: with its standard parsing, pgBossDb.ts). */
  private inTransaction(tx: Tx) {
    return transactionBossDb(tx, this.connection.kind === 'pglite' ? this.connection.parsers : undefined);
  }

  /** Registers the one handler of a queue (index.ts for the app); workers start with start(). */
  work<Q extends QueueName<P>>(queue: Q, handler: JobHandler<P[Q]>): void {
    if (this.handlers.has(queue)) throw new Error(`jobs: queue ${queue} already has a handler`);
    if (this.boss) throw new Error('jobs: register handlers before start()');
    this.handlers.set(queue, handler as JobHandler<never>);
  }

  get started(): boolean {
    return this.boss !== null;
  }

  /** Starts pg-boss (migrating its schema), creates the queues, then workers and schedules. Idempotent. */
  start(): Promise<void> {
    if (this.boss) return Promise.resolve();
    this.starting ??= this.open().finally(() => {
      this.starting = null;
    });
    return this.starting;
  }

  private async open(): Promise<void> {
    const { workers } = this.opts;
    // Loaded on first start: a process that stops earlier (a refused second opener, the CLI) never pays for it.
    const { default: PgBossClass } = await import('pg-boss');
    const boss = new PgBossClass({
      ...(this.connection.kind === 'pglite' ? { db: pgliteBossDb(this.connection.client, this.connection.parsers) } : { connectionString: this.connection.url, max: 4 }),
      schema: JOBS_SCHEMA,
      application_name: 'kura-jobs',
      migrate: true,
      supervise: workers,
      schedule: workers,
      ...(this.opts.maintenanceSeconds ? { maintenanceIntervalSeconds: this.opts.maintenanceSeconds } : {}),
    });
    boss.on('error', (err) => this.opts.log.warn({ err: err.message }, 'jobs: pg-boss error'));
    await boss.start();
    try {
      await createQueues(boss, JOBS_SCHEMA, this.entries());
      if (workers) await this.startWorkers(boss);
    } catch (err) {
      await boss.stop({ graceful: false, close: true }).catch(() => undefined);
      throw err;
    }
    this.boss = boss;
    this.stopping = false;
  }

  private async startWorkers(boss: PgBoss): Promise<void> {
    for (const [name, def] of this.entries()) {
      const handler = this.handlers.get(name);
      if (!handler) continue;
      await boss.work(name, { pollingIntervalSeconds: this.opts.pollSeconds, batchSize: 1 }, async ([job]) => this.run(boss, name, def, handler, job));
      if (def.repeat && 'cron' in def.repeat) await boss.schedule(name, def.repeat.cron, {}, { tz: def.repeat.tz ?? 'UTC' });
      if (def.repeat && 'everySeconds' in def.repeat) await boss.schedule(name, CHAIN_WATCHDOG_CRON, {}, {});
      if (def.runAtStart) await boss.send(name, {});
    }
  }

  private async run(boss: PgBoss, name: string, def: QueueDefinition, handler: JobHandler<never>, job: PgBoss.Job<unknown>): Promise<void> {
    try {
      await handler(job.data as never, { id: job.id, queue: name });
    } catch (err) {
      this.opts.log.warn({ queue: name, jobId: job.id, err: err instanceof Error ? err.message : String(err) }, 'jobs: run failed');
      throw err;
    } finally {
      // An every-N-seconds queue sends its next run; the stately policy keeps one waiting at most.
      if (def.repeat && 'everySeconds' in def.repeat && !this.stopping) {
        await boss.send(name, {}, { startAfter: def.repeat.everySeconds }).catch((err: Error) => this.opts.log.warn({ queue: name, err: err.message }, 'jobs: next run not sent'));
      }
    }
  }

  /** Queues a job; its id, or null when a singleton/stately policy already holds one for the key. */
  async send<Q extends QueueName<P>>(queue: Q, data: P[Q], options: SendOptions = {}): Promise<string | null> {
    const boss = this.require(queue);
    return boss.send(queue, data as object, {
      ...(options.startAfter !== undefined ? { startAfter: options.startAfter } : {}),
      ...(options.singletonKey !== undefined ? { singletonKey: options.singletonKey } : {}),
      ...(options.tx ? { db: this.inTransaction(options.tx) } : {}),
    });
  }

  /** Cancels jobs that have not run yet (a running one finishes; a finished one stays as it was). */
  async cancel<Q extends QueueName<P>>(queue: Q, ids: string | string[], options: { tx?: Tx } = {}): Promise<void> {
    const boss = this.require(queue);
    await boss.cancel(queue, Array.isArray(ids) ? ids : [ids], options.tx ? { db: this.inTransaction(options.tx) } : undefined);
  }

  /** A job's state and due time (also for finished jobs), or null. */
  async get<Q extends QueueName<P>>(queue: Q, id: string): Promise<{ state: JobState; startAfter: Date; data: P[Q] } | null> {
    const job = await this.require(queue).getJobById<P[Q]>(queue, id, { includeArchive: true });
    return job ? { state: job.state, startAfter: new Date(job.startAfter), data: job.data } : null;
  }

  /** Stops workers (waiting for running jobs up to 8 s, inside the server's 10 s shutdown) and schedules; the database stays open. */
  async stop(): Promise<void> {
    await this.starting?.catch(() => undefined);
    const boss = this.boss;
    if (!boss) return;
    this.stopping = true;
    this.boss = null;
    await boss.stop({ graceful: true, wait: true, close: true, timeout: 8_000 });
  }

  private require(queue: string): PgBoss {
    if (!(queue in this.definitions)) throw new Error(`jobs: unknown queue ${queue}`);
    if (!this.boss) throw new Error('jobs: the queue is not started');
    return this.boss;
  }

  private entries(): [string, QueueDefinition][] {
    return Object.entries(this.definitions) as [string, QueueDefinition][];
  }
}
