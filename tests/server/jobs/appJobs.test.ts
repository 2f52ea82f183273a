/**
 * @jest-environment node
 *
 * The app's own jobs run on the queue: with workers on, the audit log reaches the archive
 * directory through the audit-ship job (no one kicks the shipper), the schedules are stored in
 * pg-boss (audit shipping's watchdog each minute, retention daily at 03:30 Zurich time, Google
 * channel renewal every 15 minutes when Google is configured, the runOnce clean-up daily, the
 * extension of endless appointment series daily at 02:15, the purge of deleted appointments at 03:20), the daily retention also ran at
 * start, and closing the app stops the queue.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { appendEvents, readArchive, storedEvents, tempDir } from '../audit/shippingSupport';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { eventually } from './support/probeQueues';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;

describe.each(DB_KINDS)("the app's jobs on %s", (kind) => {
  let t: TestApp;
  let archive: string;

  beforeAll(async () => {
    archive = tempDir('kura-jobs-archive-');
    t = await createTestApp(kind, {}, {
      env: { JOBS_WORKERS: 'true', JOBS_POLL_SECONDS: '0.5', AUDIT_ARCHIVE_DIR: archive, GOOGLE_CLIENT_ID: 'test-client', GOOGLE_CLIENT_SECRET: 'test-secret' },
    });
  });
  afterAll(async () => {
    if (t.ctx.jobs.started) await t.close();
  });

  it('ships audit events to the archive through the audit-ship job', async () => {
    await appendEvents(t.ctx.db, crypto.randomUUID(), 3);
    const stored = await storedEvents(t.ctx.db);
    expect(stored.length).toBeGreaterThanOrEqual(3);
    // The job runs every 10 s: within two rounds everything stored is in the archive, in order.
    await eventually(async () => readArchive(archive).length >= stored.length, 40_000, 'the archive to hold the events');
    expect(readArchive(archive).slice(0, stored.length)).toEqual(stored);
  }, 60_000);

  it('stores the schedules and ran the daily retention at start', async () => {
    const schedules = rows<{ name: string; cron: string; options: { tz?: string } }>(await t.ctx.db.execute(sql`select name, cron, options from pgboss.schedule order by name`));
    expect(schedules.map(({ name, cron }) => ({ name, cron }))).toEqual([
      { name: 'appointment-deleted-purge', cron: '20 3 * * *' },
      { name: 'appointment-reminder-sweep', cron: '5 * * * *' },
      { name: 'appointment-series-extension', cron: '15 2 * * *' },
      { name: 'audit-retention', cron: '30 3 * * *' },
      { name: 'audit-ship', cron: '* * * * *' },
      { name: 'booking-request-expiry', cron: '*/5 * * * *' },
      { name: 'google-calendar-renewal', cron: '*/15 * * * *' },
      { name: 'invoice-dunning', cron: '10 4 * * *' },
      { name: 'job-effects-cleanup', cron: '45 3 * * *' },
      { name: 'waitlist-expiry', cron: '* * * * *' },
      { name: 'waitlist-sweep', cron: '*/15 * * * *' },
    ]);
    expect(schedules.find((s) => s.name === 'audit-retention')?.options.tz).toBe('Europe/Zurich');
    expect(schedules.find((s) => s.name === 'invoice-dunning')?.options.tz).toBe('Europe/Zurich');
    await eventually(
      async () => rows<{ n: number }>(await t.ctx.db.execute(sql`select count(*)::int as n from pgboss.job where name = 'audit-retention' and state = 'completed'`))[0].n >= 1,
      20_000,
      'the retention run at start',
    );
  });

  it('closing the app stops the queue', async () => {
    expect(t.ctx.jobs.started).toBe(true);
    await t.close();
    expect(t.ctx.jobs.started).toBe(false);
  });
});
