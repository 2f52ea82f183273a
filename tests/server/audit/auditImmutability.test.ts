/**
 * H2 audit immutability: the application's database user cannot change, remove or empty the
 * log, and the hash chain exposes what someone with more power did to it (a changed, removed or
 * forged event).
 */
import { sql } from 'drizzle-orm';
import { auditEvents } from '../../../src/server/db/schema';
import { verifyAuditChain } from '../../../src/server/services/audit/auditChain';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS } from '../support/testApp';
import { recordsWorld, type RecordsWorld } from '../records/recordsWorld';
import { eventsSince } from './auditSupport';

describe.each(DB_KINDS)('audit immutability on %s', (kind) => {
  let w: RecordsWorld;
  let attempts = 0;
  let succeeded = 0;
  /** Tampering done with more rights than the app has (forged insert, trigger off): found by verify. */
  let tampered = 0;
  let detected = 0;
  const noteDetection = (report: { ok: boolean }) => {
    tampered++;
    if (!report.ok) detected++;
  };
  beforeAll(async () => {
    w = await recordsWorld(kind);
    const base = `/api/clinics/${w.a.centreId}/contacts`;
    for (const lastName of ['Muster', 'Meier', 'Brunner']) {
      const res = await w.call('POST', base, { firstName: 'Anna', lastName });
      expect(res.statusCode).toBe(201);
      expect((await w.call('GET', `${base}/${res.json().contact_id}`)).statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    recordMetric({ id: 'H2', figure: 'tamper attempts succeeded', value: `${succeeded} of ${attempts} (UPDATE, DELETE, TRUNCATE)`, threshold: '= 0', pass: attempts > 0 && succeeded === 0, db: kind });
    recordMetric({ id: 'H2', figure: 'tampered events found by chain verification', value: `${detected} of ${tampered}`, threshold: 'all', pass: tampered > 0 && detected === tampered, db: kind });
    await w.t.close();
  });

  const verify = async () => {
    const res = await w.call('GET', `/api/centres/${w.a.centreId}/audit-events/verify`);
    expect(res.statusCode).toBe(200);
    return res.json() as { ok: boolean; checked: number; brokenAt: number | null };
  };
  /** Runs a tampering statement; counts it as succeeded when it did not throw. */
  const attempt = async (statement: ReturnType<typeof sql>) => {
    attempts++;
    const worked = await w.t.ctx.db.execute(statement).then(
      () => true,
      () => false,
    );
    if (worked) succeeded++;
    return worked;
  };

  it('verifies an untouched chain', async () => {
    expect(await verify()).toEqual({ ok: true, checked: 6, brokenAt: null, purged: 0 });
  });

  it.each([
    ['UPDATE', sql`update audit_events set object_id = null`],
    ['DELETE', sql`delete from audit_events`],
    ['TRUNCATE', sql`truncate audit_events`],
  ])('refuses %s on audit_events', async (_op, statement) => {
    const before = await eventsSince(w.t, w.a.centreId, 0);
    expect(await attempt(statement)).toBe(false);
    expect(await eventsSince(w.t, w.a.centreId, 0)).toEqual(before);
    expect((await verify()).ok).toBe(true);
  });

  it('detects a forged event inserted beside the service', async () => {
    const events = await eventsSince(w.t, w.a.centreId, 0);
    const head = events.at(-1)!;
    // The forger links to the real head but cannot produce the hash without recomputing it right.
    await w.t.ctx.db.insert(auditEvents).values({
      centreId: w.a.centreId,
      userId: null,
      role: null,
      action: 'read',
      objectType: 'contact',
      prevHash: head.hash,
      hash: 'f'.repeat(64),
    });
    const forged = (await eventsSince(w.t, w.a.centreId, head.id))[0];
    const report = await verify();
    noteDetection(report);
    expect(report).toEqual({ ok: false, checked: 7, brokenAt: forged.id, purged: 0 });
  });

  describe('with the trigger switched off by a superuser', () => {
    let other: RecordsWorld;
    beforeAll(async () => {
      other = await recordsWorld(kind);
      const base = `/api/clinics/${other.a.centreId}/contacts`;
      for (const lastName of ['Muster', 'Meier', 'Brunner']) expect((await other.call('POST', base, { firstName: 'Anna', lastName })).statusCode).toBe(201);
    });
    afterAll(() => other.t.close());

    const tamper = async (statement: ReturnType<typeof sql>) => {
      const db = other.t.ctx.db;
      await db.execute(sql`alter table audit_events disable trigger audit_events_no_update_delete`);
      await db.execute(statement);
      await db.execute(sql`alter table audit_events enable trigger audit_events_no_update_delete`);
    };
    const check = () => verifyAuditChain(other.t.ctx.db, other.a.centreId);

    it('detects a changed event, then a removed one', async () => {
      const [first, second, third] = await eventsSince(other.t, other.a.centreId, 0);
      expect(await check()).toEqual({ ok: true, checked: 3, brokenAt: null, purged: 0 });
      await tamper(sql`update audit_events set user_id = null where id = ${second.id}`);
      const changed = await check();
      noteDetection(changed);
      expect(changed).toEqual({ ok: false, checked: 2, brokenAt: second.id, purged: 0 });
      await tamper(sql`delete from audit_events where id = ${second.id}`);
      const removed = await check();
      noteDetection(removed);
      expect(removed).toEqual({ ok: false, checked: 2, brokenAt: third.id, purged: 0 });
      expect(first.prevHash).toBe('');
    });
  });
});
