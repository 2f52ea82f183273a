/**
 * Common contacts follow the contacts routes' own access rules. Today every member reads and
 * writes contacts; here the same routes are mounted next to contact routes narrowed to a
 * permission flag (read) and to managers (write), to show a limited role sees and changes less.
 */
import Fastify, { type FastifyInstance } from 'fastify';
import { eq, and } from 'drizzle-orm';
import { registry } from '../../../src/generated/registry.gen';
import { centreProviders } from '../../../src/server/db/schema';
import { accessPlugin, type Access } from '../../../src/server/plugins/access';
import { errorHandler } from '../../../src/server/plugins/errorHandler';
import { commonContactRoutes } from '../../../src/server/routes/common/commonContacts';
import { validatorCompiler } from '../../../src/server/validation';
import { DB_KINDS } from '../support/testApp';
import { commonContactsWorld, type CommonContactsWorld } from './commonContactsWorld';

const base = registry.contact.routes.base;
const readRule: Access = { centre: { from: 'params', key: 'cid', permission: 'clients' } };
const writeRule: Access = { centre: { from: 'params', key: 'cid', roles: ['OWNER', 'ADMIN'] } };

async function probeApp(w: CommonContactsWorld, withContactRoutes = true): Promise<FastifyInstance> {
  const probe = Fastify();
  probe.setValidatorCompiler(validatorCompiler);
  probe.decorate('ctx', w.t.ctx);
  await probe.register(errorHandler);
  await probe.register(accessPlugin, { db: w.t.ctx.db, tokens: w.t.ctx.tokens });
  await probe.register(commonContactRoutes);
  if (withContactRoutes) {
    const unused = async () => ({});
    probe.get(base, { config: { access: readRule } }, unused);
    probe.post(base, { config: { access: writeRule } }, unused);
    probe.patch(`${base}/:id`, { config: { access: writeRule } }, unused);
  }
  try {
    await probe.ready();
  } catch (err) {
    await probe.close();
    throw err;
  }
  return probe;
}

describe.each(DB_KINDS)('common contacts under narrowed contact rules on %s', (kind) => {
  let w: CommonContactsWorld;
  let probe: FastifyInstance;
  beforeAll(async () => {
    w = await commonContactsWorld(kind);
    probe = await probeApp(w);
  });
  afterAll(async () => {
    await probe.close();
    await w.t.close();
  });

  const inject = (method: 'GET' | 'POST', url: string, body?: unknown) =>
    probe.inject({ method, url, headers: { ...w.user.headers, ...(body ? { 'content-type': 'application/json' } : {}) }, payload: body ? JSON.stringify(body) : undefined });
  const centresFound = async (email: string) =>
    (await inject('GET', `/api/common-contacts?email=${encodeURIComponent(email)}`)).json().map((m: { centre: { id: string } }) => m.centre.id);
  const setClientsFlag = (on: boolean) =>
    w.t.ctx.db
      .update(centreProviders)
      .set({ permission: [{ clients: on }] })
      .where(and(eq(centreProviders.userId, w.user.userId), eq(centreProviders.centreId, w.b.centreId)));

  it('hides the contacts of a practice where the provider lacks the permission flag', async () => {
    const email = w.email('flag');
    await w.contact(w.a, { email });
    await w.contact(w.b, { email, insurance: 'Helsana' });
    await setClientsFlag(false);
    // Owner of A (managers always pass); provider of B without the "clients" flag.
    expect(await centresFound(email)).toEqual([w.a.centreId]);
    await setClientsFlag(true);
    expect(await centresFound(email)).toEqual([w.a.centreId, w.b.centreId]);
  });

  it('takes data only from readable practices and writes only where the role may write', async () => {
    const email = w.email('write');
    await w.contact(w.b, { email, insurance: 'Helsana' });
    await setClientsFlag(false);
    const denied = await inject('POST', '/api/common-contacts-centre', { centreId: w.b.centreId, emails: [email] });
    expect(denied.statusCode).toBe(403);
    expect(denied.json()).toEqual({ code: 'accessDenied', message: 'errors.accessDenied' });
    const unreadable = await inject('POST', '/api/common-contacts-centre', { centreId: w.a.centreId, emails: [email] });
    expect(unreadable.json()).toMatchObject({ created: 0, notFound: [email] });
    await setClientsFlag(true);
    const taken = await inject('POST', '/api/common-contacts-centre', { centreId: w.a.centreId, emails: [email] });
    expect(taken.json()).toMatchObject({ created: 1, notFound: [] });
  });

  it('refuses to start without the contacts routes whose rules it follows', async () => {
    await expect(probeApp(w, false)).rejects.toThrow(/is not registered with a centre access rule/);
  });
});
