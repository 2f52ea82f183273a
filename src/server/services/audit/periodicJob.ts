/**
 * A pass that runs now and then every interval until stopped, never twice at once (the pattern of
 * the outbox dispatcher and the Google Calendar renewal job). stop() waits for a running pass, so
 * shutdown does not close the database under it.
 */
import type { FastifyBaseLogger } from 'fastify';

export class PeriodicJob<T> {
  private timer: NodeJS.Timeout | null = null;
  private running: Promise<T | undefined> | null = null;

  constructor(
    private readonly name: string,
    private readonly pass: () => Promise<T>,
    private readonly intervalMs: number,
    private readonly log: FastifyBaseLogger,
  ) {}

  start(): void {
    if (this.timer) return;
    this.timer = setInterval(() => void this.kick(), this.intervalMs);
    this.timer.unref();
    void this.kick();
  }

  /** Runs one pass now, or joins the one running; resolves undefined when the pass failed. */
  kick(): Promise<T | undefined> {
    this.running ??= this.pass()
      .catch((err: unknown) => {
        this.log.warn({ err: (err as Error).message }, `${this.name}: pass failed`);
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
