/**
 * Set-up of the common-contacts tests: a user who owns practice A and works as a provider in
 * practice B, and a practice C the user does not belong to. Contacts are created through the
 * contacts API of each practice, so they carry whatever the contact rules make of them.
 */
import crypto from 'node:crypto';
import type { LightMyRequestResponse } from 'fastify';
import { addMember, createClinic, type TestClinic, type TestUser } from '../support/fixtures';
import { createTestApp, type DbKind, type TestApp } from '../support/testApp';

export type Caller = (method: string, url: string, body?: unknown) => Promise<LightMyRequestResponse>;

export interface CommonContactsWorld {
  t: TestApp;
  /** Owned by `user`. */
  a: TestClinic;
  /** `user` is a PROVIDER here (no permission flags). */
  b: TestClinic;
  /** Not the user's. */
  c: TestClinic;
  user: TestUser;
  as: (user: TestUser) => Caller;
  /** Calls as the user. */
  call: Caller;
  /** Creates a contact in a centre as that centre's owner; answers the stored record. */
  contact: (clinic: TestClinic, body: Record<string, unknown>) => Promise<Record<string, unknown>>;
  /** A fresh e-mail address, so tests do not see each other's contacts. */
  email: (name: string) => string;
}

export async function commonContactsWorld(kind: DbKind): Promise<CommonContactsWorld> {
  const t = await createTestApp(kind);
  const a = await createClinic(t.ctx, { name: 'Praxis Aare' });
  const b = await createClinic(t.ctx, { name: 'Praxis Birs' });
  const c = await createClinic(t.ctx, { name: 'Praxis Canary' });
  const user = a.owner;
  await addMember(t.ctx, b.centreId, user, 'PROVIDER');
  const as =
    (u: TestUser): Caller =>
    (method, url, body) =>
      t.app.inject({
        method: method as 'GET',
        url,
        headers: { ...u.headers, ...(body !== undefined ? { 'content-type': 'application/json' } : {}) },
        payload: body !== undefined ? JSON.stringify(body) : undefined,
      });
  const contact = async (clinic: TestClinic, body: Record<string, unknown>) => {
    const res = await as(clinic.owner)('POST', `/api/clinics/${clinic.centreId}/contacts`, { firstName: 'Anna', lastName: 'Muster', ...body });
    if (res.statusCode !== 201) throw new Error(`contact not created: ${res.body}`);
    return res.json() as Record<string, unknown>;
  };
  const email = (name: string) => `${name}-${crypto.randomBytes(4).toString('hex')}@example.ch`;
  return { t, a, b, c, user, as, call: as(user), contact, email };
}

export const fieldErrors = (body: { errors?: { field: string; code: string }[] }) => (body.errors ?? []).map((e) => `${e.field}:${e.code}`);
