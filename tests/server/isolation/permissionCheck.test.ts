/**
 * Spec §6 per-permission check, through the real access plugin: owners and admins always pass;
 * others need the named flag on the FIRST entry of their centre-provider permission record.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { centreProviders } from '../../../src/server/db/schema';
import { accessPlugin } from '../../../src/server/plugins/access';
import { errorHandler } from '../../../src/server/plugins/errorHandler';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { addMember, createClinic, createUser, type TestClinic } from '../support/fixtures';

describe.each(DB_KINDS)('permission check on %s', (kind) => {
  let t: TestApp;
  let probe: FastifyInstance;
  let clinic: TestClinic;
  beforeAll(async () => {
    t = await createTestApp(kind);
    clinic = await createClinic(t.ctx);
    probe = Fastify();
    await probe.register(errorHandler);
    await probe.register(accessPlugin, { db: t.ctx.db, tokens: t.ctx.tokens });
    probe.get('/centres/:id/finances', { config: { access: { centre: { from: 'params', key: 'id', permission: 'finances' } } } }, async (req) => ({
      centreId: req.centreId,
    }));
    await probe.ready();
  });
  afterAll(async () => {
    await probe.close();
    await t.close();
  });

  const call = (headers: Record<string, string>, centreId = clinic.centreId) => probe.inject({ method: 'GET', url: `/centres/${centreId}/finances`, headers });

  it('lets owners and admins pass without flags', async () => {
    expect((await call(clinic.owner.headers)).json()).toEqual({ centreId: clinic.centreId });
    const admin = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, admin, 'ADMIN');
    expect((await call(admin.headers)).statusCode).toBe(200);
  });

  it('lets a provider pass only with the flag on the first permission entry', async () => {
    const withFlag = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, withFlag, 'PROVIDER', { finances: true });
    expect((await call(withFlag.headers)).statusCode).toBe(200);

    const without = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, without, 'PROVIDER', { calendar: true, finances: false });
    expect((await call(without.headers)).json()).toEqual({ code: 'accessDenied', message: 'errors.accessDenied' });

    const second = await createUser(t.ctx);
    await addMember(t.ctx, clinic.centreId, second, 'PROVIDER', {});
    await t.ctx.db
      .update(centreProviders)
      .set({ permission: [{ calendar: true }, { finances: true }] })
      .where(eq(centreProviders.userId, second.userId));
    expect((await call(second.headers)).statusCode).toBe(403);
  });

  it('answers 404 to a member of another centre and 401 without a token', async () => {
    const other = await createClinic(t.ctx);
    expect((await call(other.owner.headers)).statusCode).toBe(404);
    expect((await call({})).statusCode).toBe(401);
  });
});
