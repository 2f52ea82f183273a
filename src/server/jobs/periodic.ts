/**
 * A pass that runs every `intervalMs` (and at start, unless `runAtStart` is false) until stopped.
 * Passes never overlap: kick() runs one now or joins the running one. A failed pass is logged and
 * the loop goes on. stop() waits for a running pass, so shutdown never closes the database under
 * it. Only the outbox dispatcher runs its timer (kicked after each commit; README "Jobs" says why
 * it is not a pg-boss queue); the audit shipper uses kick() alone, its schedule is the job queue.
 */
import type { FastifyBaseLogger } from 'fastify';

export interface PeriodicJobOptions {
  intervalMs: number;
  log: Pick<FastifyBaseLogger, 'warn'>;
  /** Run a pass right away on start (default); false waits one interval (the outbox is kicked on demand). */
  runAtStart?: boolean;
}

export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T | undefined> | null = null;

  constructor(
    readonly name: string,
    private readonly pass: () => Promise<T>,
    private readonly opts: PeriodicJobOptions,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.kick(), this.opts.intervalMs);
    // A pending timer alone never keeps the process alive.
    this.timer.unref();
    if (this.opts.runAtStart !== false) void this.kick();
  }

  /** Runs one pass now, or joins the one running; resolves undefined when the pass failed (logged). */
  kick(): Promise<T | undefined> {
    this.running ??= this.pass()
      .catch((err: unknown) => {
        this.opts.log.warn({ err: err instanceof Error ? err.message : String(err) }, `${this.name}: pass failed`);
        return undefined;
      })
      .finally(() => {
        this.running = null;
      });
    return this.running;
  }

  async stop(): Promise<void> {
    if (this.timer) clearInterval(this.timer);
    this.timer = null;
    await this.running;
  }
}
