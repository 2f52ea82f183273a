/** Two clinics, A and B, each with an owner, an admin and a provider, for the users and centres tests. */
import { and, eq } from 'drizzle-orm';
import { centreProviders } from '../../../src/server/db/schema';
import type { Config } from '../../../src/server/config';
import { createTestApp, type DbKind, type TestApp } from '../support/testApp';
import { addMember, createClinic, createUser, type TestUser } from '../support/fixtures';

export interface Clinic {
  centreId: string;
  owner: TestUser;
  admin: TestUser;
  provider: TestUser;
  /** centreProvider_id of each member. */
  cp: { owner: string; admin: string; provider: string };
}

async function cpId(t: TestApp, centreId: string, userId: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: centreProviders.id })
    .from(centreProviders)
    .where(and(eq(centreProviders.centreId, centreId), eq(centreProviders.userId, userId)));
  return row.id;
}

export async function createWorldClinic(t: TestApp, name: string): Promise<Clinic> {
  const { centreId, owner } = await createClinic(t.ctx, { name });
  const admin = await createUser(t.ctx, { firstName: `${name} Admin` });
  const provider = await createUser(t.ctx, { firstName: `${name} Provider` });
  await addMember(t.ctx, centreId, admin, 'ADMIN');
  await addMember(t.ctx, centreId, provider, 'PROVIDER');
  return {
    centreId,
    owner,
    admin,
    provider,
    cp: { owner: await cpId(t, centreId, owner.userId), admin: await cpId(t, centreId, admin.userId), provider: await cpId(t, centreId, provider.userId) },
  };
}

/** An app on a fresh database of `kind` with clinics "Praxis A" and "Praxis B". */
export async function clinicsWorld(kind: DbKind, overrides: Partial<Config> = {}): Promise<ClinicsWorld> {
  const t = await createTestApp(kind, overrides);
  return { t, a: await createWorldClinic(t, 'Praxis A'), b: await createWorldClinic(t, 'Praxis B') };
}

export interface ClinicsWorld {
  t: TestApp;
  a: Clinic;
  b: Clinic;
}

/**
 * The usual set-up of a users and centres test file, registered as its hooks: before all tests the
 * clinicsWorld, after them the app closes. The world's fields are there inside the tests.
 */
export function useClinicsWorld(kind: DbKind): ClinicsWorld {
  const w = {} as ClinicsWorld;
  beforeAll(async () => {
    Object.assign(w, await clinicsWorld(kind));
  });
  afterAll(() => w.t?.close());
  return w;
}

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE' | 'PUT';

/** A JSON call as `user`. */
export function call(t: TestApp, user: TestUser, method: Method, url: string, body?: unknown) {
  return t.app.inject({
    method,
    url,
    headers: { ...user.headers, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    payload: body === undefined ? undefined : JSON.stringify(body),
  });
}

/** The field errors of a 400 answer as "field:code" strings. */
export function fieldCodes(res: { json(): unknown }): string[] {
  const body = res.json() as { errors?: { field: string; code: string }[] };
  return (body.errors ?? []).map((e) => `${e.field}:${e.code}`);
}
