import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { outbox } from '../../db/schema';
import { acrossCentres } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { PeriodicJob } from '../../jobs/periodic';
import { refundFailedSms } from '../sms/refund';
import { createTransports, type Transports } from './transports';
import { attachmentResolver } from './attachments';

const BATCH = 20;
const MAX_ATTEMPTS = 8;
/** The dispatcher is a job: it sends the messages of every centre (and those of none). */
const queue = acrossCentres(outbox, "the dispatcher sends every centre's messages");

/**
 * Sends pending outbox rows. Rows are claimed with FOR UPDATE SKIP LOCKED so several
 * processes can share the queue; failures back off exponentially up to MAX_ATTEMPTS.
 */
export class OutboxDispatcher {
  private readonly transports: Transports;
  private readonly job: PeriodicJob<void>;

  constructor(
    private readonly db: Db,
    config: { smtpUrl?: string; mailFrom: string; smsWebhookUrl?: string; smsSender: string; dataDir?: string },
    private readonly log: FastifyBaseLogger,
    intervalMs = 1000,
  ) {
    this.transports = createTransports({ ...config, attachments: attachmentResolver(db, config.dataDir) });
    // Messages are kicked right after their commit (kickOutbox); the poll picks up the rest.
    this.job = new PeriodicJob('outbox', () => this.drain(), { intervalMs, log, runAtStart: false });
  }

  start(): void {
    this.job.start();
  }

  async stop(): Promise<void> {
    await this.job.stop();
    this.transports.close();
  }

  /** Runs one pass now, or joins the running one; a failed pass is logged and retried by the next. */
  async kick(): Promise<void> {
    await this.job.kick();
  }

  private async drain(): Promise<void> {
    for (;;) {
      const sent = await this.processBatch();
      if (sent < BATCH) return;
    }
  }

  private async processBatch(): Promise<number> {
    const rows = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .select()
        .from(queue)
        .where(and(eq(outbox.status, 'pending'), lte(outbox.nextAttemptAt, sql`now()`)))
        .orderBy(outbox.createdAt)
        .limit(BATCH)
        .for('update', { skipLocked: true });
      if (claimed.length) {
        // Push the claimed rows into the future so a crash mid-send retries them later, not twice now.
        await tx
          .update(queue)
          .set({ nextAttemptAt: sql`now() + interval '2 minutes'` })
          .where(inArray(outbox.id, claimed.map((r) => r.id)));
      }
      return claimed;
    });
    for (const row of rows) {
      try {
        const how = await this.transports.send(row);
        await this.db
          .update(queue)
          .set({ status: how, sentAt: new Date(), attempts: row.attempts + 1, lastError: null })
          .where(eq(outbox.id, row.id));
      } catch (err) {
        const attempts = row.attempts + 1;
        const failed = attempts >= MAX_ATTEMPTS;
        this.log.warn({ outboxId: row.id, attempts, err: (err as Error).message }, 'outbox send failed');
        await this.db.transaction(async (tx) => {
          await tx
            .update(queue)
            .set({
              attempts,
              lastError: (err as Error).message.slice(0, 500),
              status: failed ? 'failed' : 'pending',
              nextAttemptAt: sql`now() + (${2 ** attempts} * interval '1 second')`,
            })
            .where(eq(outbox.id, row.id));
          // An SMS that was never delivered costs the practice nothing: its credits go back.
          if (failed) await refundFailedSms(tx, row);
        });
      }
    }
    return rows.length;
  }
}
