/**
 * H2 shipping to a separate store: the archive directory receives exactly the stored events in
 * id order, a restarted shipper continues where the last one stopped (no gap, no repeat), a
 * second process does not ship while another holds the lease, and the archive verifies on its
 * own, with the operator command too, while a tampered line is found.
 */
import { execFile } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { eq } from 'drizzle-orm';
import { auditEvents, auditShipping } from '../../../src/server/db/schema';
import { chainHead, eventHash, lockChain } from '../../../src/server/services/audit/auditChain';
import { verifyArchiveDir } from '../../../src/server/services/audit/archiveVerify';
import { ArchiveDirTarget, archiveFileName } from '../../../src/server/services/audit/shipping/archiveTarget';
import { AuditShipper } from '../../../src/server/services/audit/shipping/auditShipper';
import { recordMetric } from '../../support/metrics';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { appendEvents, DAY_MS, readArchive, recordingLog, storedEvents, tempDir } from './shippingSupport';

const run = promisify(execFile);

describe.each(DB_KINDS)('audit shipping to an archive directory on %s', (kind) => {
  let t: TestApp;
  let dir: string;
  const centreA = crypto.randomUUID();
  const centreB = crypto.randomUUID();
  let day = new Date('2026-11-20T23:00:00Z');
  const shipper = () => new AuditShipper(t.ctx.db, [new ArchiveDirTarget(dir, () => day)], recordingLog() as never, { batch: 4 });
  const position = async () => (await t.ctx.db.select().from(auditShipping).where(eq(auditShipping.target, 'archive')))[0];
  let shippedTotal = 0;
  let archiveOk = false;
  let tamperFound = false;

  beforeAll(async () => {
    t = await createTestApp(kind);
    dir = tempDir('kura-audit-archive-');
  });
  afterAll(async () => {
    recordMetric({ id: 'H2', figure: 'audit events shipped off-system (archive), in order, no gap', value: shippedTotal, threshold: '= events stored', pass: shippedTotal > 0, db: kind });
    recordMetric({ id: 'H2', figure: 'archive verified from its files alone; tampered line found', value: `${archiveOk ? 'ok' : 'broken'}; ${tamperFound ? 'found' : 'missed'}`, threshold: 'ok; found', pass: archiveOk && tamperFound, db: kind });
    await t.close();
  });

  it('ships exactly the stored events, in id order, in batches', async () => {
    await appendEvents(t.ctx.db, centreA, 5);
    await appendEvents(t.ctx.db, centreB, 3);
    await appendEvents(t.ctx.db, centreA, 2);
    await appendEvents(t.ctx.db, null, 1);
    const [report] = (await shipper().kick())!;
    const stored = await storedEvents(t.ctx.db);
    expect(report).toMatchObject({ target: 'archive', shipped: stored.length, position: stored.at(-1)!.id });
    expect(readArchive(dir)).toEqual(stored);
    expect(fs.readdirSync(dir)).toEqual([archiveFileName(day)]);
    // Readable by the operator's account (and its group) only, never by other users of the machine.
    expect(fs.statSync(path.join(dir, archiveFileName(day))).mode & 0o007).toBe(0);
    expect((await position()).lastEventId).toBe(stored.at(-1)!.id);
    expect((await position()).leaseOwner).toBeNull();
  });

  it('continues after a restart without gaps or repeats, in a new file on a new UTC day', async () => {
    await appendEvents(t.ctx.db, centreB, 6);
    day = new Date(day.getTime() + 2 * 3600 * 1000);
    const [report] = (await shipper().kick())!;
    expect(report.shipped).toBe(6);
    const stored = await storedEvents(t.ctx.db);
    const archived = readArchive(dir);
    expect(archived).toEqual(stored);
    expect(new Set(archived.map((e) => e.id)).size).toBe(archived.length);
    expect(fs.readdirSync(dir).sort()).toEqual(['audit-2026-11-20.jsonl', 'audit-2026-11-21.jsonl']);
    shippedTotal = archived.length;
  });

  it('leaves the target alone while another process holds its lease, and takes over when it lapses', async () => {
    await appendEvents(t.ctx.db, centreA, 2);
    await t.ctx.db.update(auditShipping).set({ leaseOwner: 'other-process', leaseUntil: new Date(Date.now() + DAY_MS) }).where(eq(auditShipping.target, 'archive'));
    const [busy] = (await shipper().kick())!;
    expect(busy).toMatchObject({ skipped: true, shipped: 0 });
    await t.ctx.db.update(auditShipping).set({ leaseUntil: new Date(Date.now() - 1000) }).where(eq(auditShipping.target, 'archive'));
    const [taken] = (await shipper().kick())!;
    expect(taken.shipped).toBe(2);
    expect(readArchive(dir)).toEqual(await storedEvents(t.ctx.db));
    shippedTotal = readArchive(dir).length;
  });

  // PGlite runs one transaction at a time, so only PostgreSQL can have an append in flight.
  (kind === 'postgres' ? it : it.skip)('does not ship past an append still in flight (it would be skipped for good)', async () => {
    let release!: () => void;
    let inserted!: (id: number) => void;
    const held = new Promise<void>((resolve) => (release = resolve));
    const slowId = new Promise<number>((resolve) => (inserted = resolve));
    const slow = t.ctx.db.transaction(async (tx) => {
      await lockChain(tx, centreA);
      const prevHash = await chainHead(tx, centreA);
      const fields = { at: new Date(), centreId: centreA, userId: null, role: null, action: 'read' as const, objectType: 'contact', objectId: 'slow', detail: {} };
      const [row] = await tx.insert(auditEvents).values({ ...fields, prevHash, hash: eventHash(prevHash, fields) }).returning({ id: auditEvents.id });
      inserted(row.id);
      await held;
    });
    const early = await slowId;
    const [late] = await appendEvents(t.ctx.db, centreB, 1);
    expect(late).toBeGreaterThan(early);
    const [waiting] = (await shipper().kick())!;
    expect(waiting).toMatchObject({ skipped: true, shipped: 0 });
    release();
    await slow;
    const [after] = (await shipper().kick())!;
    expect(after.shipped).toBe(2);
    expect(readArchive(dir)).toEqual(await storedEvents(t.ctx.db));
  });

  it('starts on a fresh line after a line cut short by a crash', async () => {
    const file = path.join(dir, archiveFileName(day));
    fs.appendFileSync(file, '{"id":99999,"at":"2026-11-21T01:0');
    await appendEvents(t.ctx.db, centreB, 1);
    expect((await shipper().kick())![0].shipped).toBe(1);
    const report = await verifyArchiveDir(dir);
    expect(report.unreadableLines).toEqual([`${archiveFileName(day)}:${fs.readFileSync(file, 'utf8').split('\n').length - 2}`]);
    expect(report.ok).toBe(true);
  });

  it('verifies the archive from its files alone', async () => {
    const stored = await storedEvents(t.ctx.db);
    const report = await verifyArchiveDir(dir);
    expect(report).toMatchObject({ ok: true, events: stored.length, duplicates: 0 });
    expect(report.chains.map((c) => [c.chain, c.events, c.ok]).sort()).toEqual(
      [
        [centreA, kind === 'postgres' ? 10 : 9, true],
        [centreB, kind === 'postgres' ? 11 : 10, true],
        ['platform', stored.filter((e) => e.centreId === null).length, true],
      ].sort(),
    );
    archiveOk = report.ok;
  });

  it('counts a batch shipped twice as duplicates, not as a break', async () => {
    const copy = tempDir('kura-audit-dup-');
    for (const f of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, f), path.join(copy, f));
    const lines = fs.readFileSync(path.join(copy, 'audit-2026-11-20.jsonl'), 'utf8').split('\n').filter(Boolean);
    fs.appendFileSync(path.join(copy, 'audit-2026-11-20.jsonl'), `${lines.slice(-4).join('\n')}\n`);
    const report = await verifyArchiveDir(copy);
    expect(report).toMatchObject({ ok: true, duplicates: 4 });
  });

  it('finds a tampered line, with the operator command too', async () => {
    const copy = tempDir('kura-audit-tampered-');
    for (const f of fs.readdirSync(dir)) fs.copyFileSync(path.join(dir, f), path.join(copy, f));
    const file = path.join(copy, 'audit-2026-11-20.jsonl');
    const lines = fs.readFileSync(file, 'utf8').split('\n');
    const index = lines.findIndex((l) => l.includes(centreB));
    const victim = JSON.parse(lines[index]);
    lines[index] = JSON.stringify({ ...victim, objectId: 'someone-else' });
    fs.writeFileSync(file, lines.join('\n'));

    const report = await verifyArchiveDir(copy);
    const chainB = report.chains.find((c) => c.chain === centreB)!;
    expect(report.ok).toBe(false);
    expect(chainB.broken).toMatchObject({ id: victim.id, reason: 'hash does not match the content', at: `audit-2026-11-20.jsonl:${index + 1}` });
    expect(report.chains.find((c) => c.chain === centreA)!.ok).toBe(true);

    const tool = path.resolve('src/server/cli/auditVerifyArchive.ts');
    const good = await run(process.execPath, ['--import', 'tsx', tool, dir]);
    expect(good.stdout).toMatch(/^ok: 2 files, \d+ events, 3 chains \(0 broken\)/m);
    const bad = await run(process.execPath, ['--import', 'tsx', tool, copy]).then(
      () => null,
      (err: { code: number; stdout: string }) => err,
    );
    expect(bad?.code).toBe(1);
    expect(bad?.stdout).toContain(`broken  ${centreB}: at audit-2026-11-20.jsonl:${index + 1} (event ${victim.id}) hash does not match the content`);
    tamperFound = !report.ok && bad?.code === 1;
  }, 120_000);
});
