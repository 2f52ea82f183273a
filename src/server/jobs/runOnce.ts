/**
 * Exactly-once effects on an at-least-once queue. pg-boss runs a job again when its process died
 * mid-run (the job expires and is retried); a handler that writes its effect through runOnce
 * writes it in one transaction with a row keyed by the job's id, so a retry after the commit
 * finds the row and does nothing, and a retry after a crash before the commit does it all.
 */
import { lt, sql } from 'drizzle-orm';
import type { Db, Tx } from '../db/client';
import { jobEffects } from '../db/schema';
import type { JobInfo } from './jobQueue';

/** How long the rows are kept: far beyond pg-boss's own memory of a job (7 days after it ends). */
export const JOB_EFFECTS_KEEP_DAYS = 30;

export type Once<T> = { done: true; value: T } | { done: false };

/** Runs `effect` in a transaction unless this job's effect was already committed. */
export async function runOnce<T>(db: Db, job: JobInfo, effect: (tx: Tx) => Promise<T>): Promise<Once<T>> {
  return db.transaction(async (tx): Promise<Once<T>> => {
    // A concurrent run of the same job waits here on the key until the first one commits or rolls back.
    const [claimed] = await tx.insert(jobEffects).values({ jobId: job.id, queue: job.queue }).onConflictDoNothing().returning({ jobId: jobEffects.jobId });
    if (!claimed) return { done: false };
    return { done: true, value: await effect(tx) };
  });
}

/** The daily clean-up (queue job-effects-cleanup). */
export async function purgeJobEffects(db: Db, keepDays = JOB_EFFECTS_KEEP_DAYS): Promise<number> {
  const removed = await db
    .delete(jobEffects)
    .where(lt(jobEffects.doneAt, sql`now() - ${keepDays} * interval '1 day'`))
    .returning({ jobId: jobEffects.jobId });
  return removed.length;
}
