/**
 * The effects of jobs already done, by pg-boss job id (src/server/jobs/runOnce.ts): a job whose
 * process died after its effect committed, but before pg-boss marked it complete, is retried;
 * the row tells the retry that the effect is there. Rows go after 30 days (job-effects-cleanup),
 * long after pg-boss itself forgets the job (7 days).
 */
import { index, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';

export const jobEffects = pgTable(
  'job_effects',
  {
    jobId: uuid('job_id').primaryKey(),
    queue: text('queue').notNull(),
    doneAt: timestamp('done_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('job_effects_done_at_idx').on(t.doneAt)],
);
