/**
 * H2 retention: the daily purge removes only events older than the retention period that every
 * configured off-system target holds, keeps unshipped and young ones, leaves each chain
 * verifiable from its checkpoint (also when every event of a chain went), and the append-only
 * trigger still refuses every other DELETE. Retention below 365 days is refused.
 */
import crypto from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { loadConfig } from '../../../src/server/config';
import { auditCheckpoints, auditEvents } from '../../../src/server/db/schema';
import { verifyAuditChain } from '../../../src/server/services/audit/auditChain';
import { recordAudit } from '../../../src/server/services/audit/recordAudit';
import { purgeExpiredAuditEvents } from '../../../src/server/services/audit/retention';
import { ArchiveDirTarget } from '../../../src/server/services/audit/shipping/archiveTarget';
import { AuditShipper } from '../../../src/server/services/audit/shipping/auditShipper';
import { createAuditJobs } from '../../../src/server/services/audit/auditJobs';
import { recordMetric } from '../../support/metrics';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { appendEvents, daysAgo, recordingLog, tempDir } from './shippingSupport';

describe('AUDIT_RETENTION_DAYS', () => {
  it('defaults to ten years and refuses less than a year', () => {
    expect(loadConfig({} as NodeJS.ProcessEnv).audit.retentionDays).toBe(3650);
    expect(loadConfig({ AUDIT_RETENTION_DAYS: '365' } as NodeJS.ProcessEnv).audit.retentionDays).toBe(365);
    for (const bad of ['364', '30', '0', '-400', '400.5', 'forever']) {
      expect(() => loadConfig({ AUDIT_RETENTION_DAYS: bad } as NodeJS.ProcessEnv)).toThrow(/AUDIT_RETENTION_DAYS must be a whole number of at least 365 days/);
    }
    const days = loadConfig(process.env).audit.retentionDays;
    recordMetric({ id: 'H2', figure: 'audit retention days (configured; below 365 refused at start)', value: days, threshold: '≥ 365', pass: days >= 365 });
  });
});

describe.each(DB_KINDS)('audit retention on %s', (kind) => {
  let t: TestApp;
  let ship: () => Promise<void>;
  const chain = crypto.randomUUID();
  const emptied = crypto.randomUUID();
  let refusals = 0;
  let refusalAttempts = 0;
  let verifiedAfterPurge = false;

  const eventsOf = (centreId: string) => t.ctx.db.select().from(auditEvents).where(eq(auditEvents.centreId, centreId)).orderBy(asc(auditEvents.id));
  const purge = (retentionDays = 365, targets = ['archive']) => purgeExpiredAuditEvents(t.ctx.db, { retentionDays, targets });
  /** Runs statements in one transaction that must be refused; counts it. */
  const refused = async (...statements: ReturnType<typeof sql>[]) => {
    refusalAttempts++;
    const failed = await t.ctx.db
      .transaction(async (tx) => {
        for (const statement of statements) await tx.execute(statement);
      })
      .then(
        () => false,
        () => true,
      );
    if (failed) refusals++;
    return failed;
  };
  /** The purge function's flag, set by hand (anyone with SQL access can): not enough on its own. */
  const flag = sql`select set_config('kura.audit_purge', 'on', true)`;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const shipper = new AuditShipper(t.ctx.db, [new ArchiveDirTarget(tempDir('kura-audit-retention-'))], recordingLog() as never);
    ship = async () => {
      const [report] = (await shipper.kick())!;
      expect(report.error).toBeUndefined();
    };
  });
  afterAll(async () => {
    recordMetric({ id: 'H2', figure: 'changes outside the retention rule refused (DELETE unshipped, young or outside the purge; UPDATE; TRUNCATE; checkpoint writes)', value: `${refusals} of ${refusalAttempts}`, threshold: 'all', pass: refusalAttempts > 0 && refusals === refusalAttempts, db: kind });
    recordMetric({ id: 'H2', figure: 'chain verifies after the retention purge (from its checkpoint)', value: verifiedAfterPurge ? 'ok' : 'broken', threshold: 'ok', pass: verifiedAfterPurge, db: kind });
    await t.close();
  });

  it('removes nothing while nothing is shipped', async () => {
    await appendEvents(t.ctx.db, chain, 3, daysAgo(400));
    expect(await purge(365, [])).toEqual({ removed: 0, chains: 0, shippedThrough: 0 });
    expect(await purge()).toEqual({ removed: 0, chains: 0, shippedThrough: 0 });
    expect(await eventsOf(chain)).toHaveLength(3);
  });

  it('removes old shipped events only, keeps unshipped and young ones, and verifies from the checkpoint', async () => {
    await ship();
    const oldShipped = await eventsOf(chain);
    await appendEvents(t.ctx.db, chain, 2, daysAgo(400)); // old, not shipped yet
    await appendEvents(t.ctx.db, chain, 1); // young
    // A target configured but not yet holding anything keeps everything.
    expect((await purge(365, ['archive', 'http'])).removed).toBe(0);
    // Ten years: 400 days is young.
    expect((await purge(3650)).removed).toBe(0);

    expect(await purge()).toMatchObject({ removed: 3, chains: 1 });
    const left = await eventsOf(chain);
    expect(left).toHaveLength(3);
    expect(left[0].prevHash).toBe(oldShipped[2].hash);
    const [checkpoint] = await t.ctx.db.select().from(auditCheckpoints).where(eq(auditCheckpoints.chain, chain));
    expect(checkpoint).toMatchObject({ lastPurgedId: oldShipped[2].id, lastPurgedHash: oldShipped[2].hash, purgedCount: 3 });
    const report = await verifyAuditChain(t.ctx.db, chain);
    expect(report).toEqual({ ok: true, checked: 3, brokenAt: null, purged: 3 });
    verifiedAfterPurge = report.ok;
  });

  it('still refuses every other DELETE, and any change to a checkpoint', async () => {
    const [oldUnshipped, , young] = await eventsOf(chain);
    expect(await refused(sql`delete from audit_events where id = ${oldUnshipped.id}`)).toBe(true);
    // Even with the purge flag set by hand: not shipped, or not a year old.
    expect(await refused(flag, sql`delete from audit_events where id = ${oldUnshipped.id}`)).toBe(true);
    await ship();
    expect(await refused(sql`delete from audit_events where id = ${oldUnshipped.id}`)).toBe(true);
    expect(await refused(flag, sql`delete from audit_events where id = ${young.id}`)).toBe(true);
    expect(await refused(sql`delete from audit_events`)).toBe(true);
    expect(await refused(sql`truncate audit_events`)).toBe(true);
    expect(await refused(sql`update audit_events set object_id = null where id = ${oldUnshipped.id}`)).toBe(true);
    expect(await refused(sql`update audit_checkpoints set last_purged_hash = 'x'`)).toBe(true);
    expect(await refused(sql`delete from audit_checkpoints`)).toBe(true);
    expect(await refused(sql`truncate audit_checkpoints`)).toBe(true);
    expect(await refused(sql`insert into audit_checkpoints (chain, last_purged_id, last_purged_hash, purged_count) values ('platform', 1, 'x', 1)`)).toBe(true);
    // The database refuses a purge below a year, whatever the caller passes.
    expect(await refused(sql`select audit_events_purge_chain(${chain}::uuid, now() - interval '100 days', 9007199254740991, 1000)`)).toBe(true);
    await expect(purgeExpiredAuditEvents(t.ctx.db, { retentionDays: 364, targets: ['archive'] })).rejects.toThrow(/at least 365 days/);
    expect(await eventsOf(chain)).toHaveLength(3);
  });

  it('removes the rest once shipped, and new events continue the chain', async () => {
    expect(await purge()).toMatchObject({ removed: 2, chains: 1 });
    await recordAudit(t.ctx.db, { centreId: chain, userId: null, role: null, action: 'read', objectType: 'contact', objectId: 'after' });
    expect(await verifyAuditChain(t.ctx.db, chain)).toEqual({ ok: true, checked: 2, brokenAt: null, purged: 5 });
  });

  it('keeps a chain whose every event was removed verifiable when it grows again', async () => {
    await appendEvents(t.ctx.db, emptied, 4, daysAgo(500));
    await ship();
    expect(await purge()).toMatchObject({ removed: 4, chains: 1 });
    expect(await eventsOf(emptied)).toHaveLength(0);
    await recordAudit(t.ctx.db, { centreId: emptied, userId: null, role: null, action: 'read', objectType: 'contact', objectId: 'later' });
    const report = await verifyAuditChain(t.ctx.db, emptied);
    expect(report).toEqual({ ok: true, checked: 1, brokenAt: null, purged: 4 });
    verifiedAfterPurge &&= report.ok;
  });

  it('purges in bounded steps and moves the checkpoint forward', async () => {
    const stepped = crypto.randomUUID();
    await appendEvents(t.ctx.db, stepped, 7, daysAgo(600));
    await ship();
    expect(await purgeExpiredAuditEvents(t.ctx.db, { retentionDays: 365, targets: ['archive'], limit: 3 })).toMatchObject({ removed: 7, chains: 1 });
    const [checkpoint] = await t.ctx.db.select().from(auditCheckpoints).where(and(eq(auditCheckpoints.chain, stepped)));
    expect(checkpoint.purgedCount).toBe(7);
  });

  it('lets the flag set by hand remove an old shipped event, and verification reports the hole', async () => {
    const holed = crypto.randomUUID();
    const [, second] = await appendEvents(t.ctx.db, holed, 3, daysAgo(450));
    await ship();
    await t.ctx.db.transaction(async (tx) => {
      await tx.execute(flag);
      await tx.execute(sql`delete from audit_events where id = ${second}`);
    });
    expect(await eventsOf(holed)).toHaveLength(2);
    expect(await verifyAuditChain(t.ctx.db, holed)).toMatchObject({ ok: false, brokenAt: second + 1 });
  });

  it('warns at a production start without an off-system target, and not with one', async () => {
    const log = recordingLog();
    const prod = { ...t.ctx.config, production: true };
    createAuditJobs(t.ctx.db, prod, log as never);
    expect(log.warnings.join('\n')).toMatch(/not shipped off-system: set AUDIT_ARCHIVE_DIR or AUDIT_SHIP_URL/);
    const quiet = recordingLog();
    createAuditJobs(t.ctx.db, { ...prod, audit: { ...prod.audit, archiveDir: tempDir('kura-audit-prod-') } }, quiet as never);
    expect(quiet.warnings).toEqual([]);
  });
});
