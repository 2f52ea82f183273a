/**
 * Copies new audit events, in id order (each centre's chain order), to every configured
 * off-system store (security plan H2, DSV Art. 4: logs kept separate from the production
 * system). The position per target is kept in audit_shipping and moves only after the target
 * confirmed a batch, so a restart neither skips nor loses events; a crash between the two ships
 * that batch again (at least once; every event carries its id). A lease on the target's row keeps
 * two server processes from shipping the same target at once.
 */
import crypto from 'node:crypto';
import { and, asc, eq, gt, lte, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { acrossCentres } from '../../../db/centreScope';
import type { Db } from '../../../db/client';
import { auditEvents, auditShipping } from '../../../db/schema';
import { PeriodicJob } from '../../../jobs/periodic';
import { committedHighWater } from './highWater';
import type { ShipTarget } from './shipTarget';
import { toShipped } from './shippedEvent';

const BATCH = 500;
/** Longer than one batch can take (HTTP: 5 tries of at most 10 s plus 15 s of pauses). */
const LEASE_SECONDS = 300;
/** The pace of the audit-ship job (src/server/jobs/queues.ts), the base of the back-off. */
const INTERVAL_MS = 10_000;
/** After a failed pass a target waits 10 s, 20 s, 40 s, … up to 15 minutes. */
const MAX_BACKOFF_MS = 15 * 60 * 1000;

export interface ShipReport {
  target: string;
  shipped: number;
  /** Id of the last event the target holds. */
  position: number;
  /** Another process holds the target's lease, or appends never paused: nothing done this pass. */
  skipped?: boolean;
  error?: string;
}

export class AuditShipper {
  /** This process, as lease owner. */
  private readonly owner = crypto.randomUUID();
  private readonly failures = new Map<string, { count: number; retryAt: number }>();
  private readonly job: PeriodicJob<ShipReport[]>;

  constructor(
    private readonly db: Db,
    readonly targets: ShipTarget[],
    private readonly log: FastifyBaseLogger,
    private readonly opts: { intervalMs?: number; batch?: number } = {},
  ) {
    // Its timer is never started: the job queue runs the passes; kick() keeps them from overlapping in this process.
    this.job = new PeriodicJob('audit shipping', () => this.shipAll(), { intervalMs: opts.intervalMs ?? INTERVAL_MS, log });
  }

  /** One pass over every target now (the job queue's audit-ship job, tests); undefined if the pass failed. */
  kick(): Promise<ShipReport[] | undefined> {
    return this.job.kick();
  }

  private async shipAll(): Promise<ShipReport[]> {
    const highWater = await committedHighWater(this.db);
    const reports: ShipReport[] = [];
    for (const target of this.targets) {
      const failed = this.failures.get(target.name);
      if (highWater === null || (failed && failed.retryAt > Date.now())) {
        reports.push({ target: target.name, shipped: 0, position: -1, skipped: true });
        continue;
      }
      const report = await this.shipTarget(target, highWater);
      if (report.error) {
        const count = (failed?.count ?? 0) + 1;
        const wait = Math.min(MAX_BACKOFF_MS, (this.opts.intervalMs ?? INTERVAL_MS) * 2 ** (count - 1));
        this.failures.set(target.name, { count, retryAt: Date.now() + wait });
        this.log.warn({ target: target.name, position: report.position, err: report.error }, 'audit shipping failed; retrying later');
      } else {
        this.failures.delete(target.name);
      }
      reports.push(report);
    }
    return reports;
  }

  /** Takes the target's lease; returns its position, or null while another process holds it. */
  private async claim(target: string): Promise<number | null> {
    const [row] = await this.db
      .insert(auditShipping)
      .values({ target, lastEventId: 0, leaseOwner: this.owner, leaseUntil: sql`now() + ${LEASE_SECONDS} * interval '1 second'` })
      .onConflictDoUpdate({
        target: auditShipping.target,
        set: { leaseOwner: this.owner, leaseUntil: sql`now() + ${LEASE_SECONDS} * interval '1 second'` },
        setWhere: sql`${auditShipping.leaseUntil} is null or ${auditShipping.leaseUntil} < now() or ${auditShipping.leaseOwner} = ${this.owner}`,
      })
      .returning({ lastEventId: auditShipping.lastEventId });
    return row ? row.lastEventId : null;
  }

  private async shipTarget(target: ShipTarget, highWater: number): Promise<ShipReport> {
    const claimed = await this.claim(target.name);
    if (claimed === null) return { target: target.name, shipped: 0, position: -1, skipped: true };
    let position: number = claimed;
    let shipped = 0;
    const mine = and(eq(auditShipping.target, target.name), eq(auditShipping.leaseOwner, this.owner));
    try {
      for (;;) {
        const rows = await this.db
          .select()
          .from(acrossCentres(auditEvents, 'the shipper copies every chain off-system in id order'))
          .where(and(gt(auditEvents.id, position), lte(auditEvents.id, highWater)))
          .orderBy(asc(auditEvents.id))
          .limit(this.opts.batch ?? BATCH);
        if (rows.length === 0) break;
        await target.send(rows.map(toShipped));
        const last = rows.at(-1)!.id;
        const moved = await this.db
          .update(auditShipping)
          .set({ lastEventId: sql`greatest(${auditShipping.lastEventId}, ${last})`, shippedAt: new Date(), leaseUntil: sql`now() + ${LEASE_SECONDS} * interval '1 second'` })
          .where(mine)
          .returning({ target: auditShipping.target });
        // The lease ran out and another process took over: it ships from the stored position.
        if (moved.length === 0) break;
        position = last;
        shipped += rows.length;
      }
      return { target: target.name, shipped, position };
    } catch (err) {
      return { target: target.name, shipped, position, error: (err as Error).message };
    } finally {
      await this.db.update(auditShipping).set({ leaseOwner: null, leaseUntil: null }).where(mine);
    }
  }
}
