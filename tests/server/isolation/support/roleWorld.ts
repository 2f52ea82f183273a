/**
 * The world of the role matrix (security plan A3) and the mass-assignment sweeps (A2, A4):
 * centre A with an OWNER, an ADMIN, a PROVIDER with every permission flag and one with none,
 * centre B whose owner is the OTHER caller, and one record of every kind in A that a route can
 * name by id. Tokens are signed per call, so a route that bumps a token version cannot turn
 * later cells into 401s.
 */
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import * as schema from '../../../../src/server/db/schema';
import { registry } from '../../../../src/generated/registry.gen';
import { sha256 } from '../../../../src/server/services/auth/tokens';
import type { TestApp } from '../../support/testApp';
import { PASSWORD, addMember, createClinic, createUser, type TestUser } from '../../support/fixtures';
import { RECORD_SAMPLES, uniqueSample } from './recordSamples';

export const CALLERS = ['OWNER', 'ADMIN', 'PROVIDER', 'PROVIDER_NOPERM', 'OTHER', 'ANONYMOUS'] as const;
export type Caller = (typeof CALLERS)[number];

/** Every flag a route may name; the flagged provider has them all, the other none. */
export const ALL_FLAGS = { calendar: true, colleagueDetails: true, contacts: true, finances: true, invoices: true, settings: true, statistics: true };

export interface Centre {
  centreId: string;
  users: Record<Exclude<Caller, 'OTHER' | 'ANONYMOUS'>, TestUser>;
  /** centreProvider ids by member. */
  cp: Record<Exclude<Caller, 'OTHER' | 'ANONYMOUS'>, string>;
}

export interface RoleWorld {
  t: TestApp;
  a: Centre;
  b: Centre;
  /** One record of each registry resource in A, by resource name. */
  records: Record<string, string>;
  /** One record of each registry resource in B. */
  bRecords: Record<string, string>;
  logoFileId: string;
  /** A watched Google calendar link of A's provider: the push channel id and its token. */
  channel: { id: string; token: string };
  /** Stored values no answer may contain: JWT secret, token hashes, encrypted Google tokens. */
  secrets(): Promise<string[]>;
  /** Headers for a caller: a fresh token of the current token version, none for ANONYMOUS. */
  headers(caller: Caller, centre?: Centre): Promise<Record<string, string>>;
  headersOf(user: TestUser | null): Promise<Record<string, string>>;
  userOf(caller: Caller, centre?: Centre): TestUser | null;
}

async function cpId(t: TestApp, centreId: string, userId: string): Promise<string> {
  const [row] = await t.ctx.db
    .select({ id: schema.centreProviders.id })
    .from(schema.centreProviders)
    .where(and(eq(schema.centreProviders.centreId, centreId), eq(schema.centreProviders.userId, userId)));
  return row.id;
}

/** A centre with one member of each kind (cheap: direct inserts). */
export async function createCentre(t: TestApp, name: string): Promise<Centre> {
  const { centreId, owner } = await createClinic(t.ctx, { name });
  const admin = await createUser(t.ctx, { firstName: `${name} Admin` });
  const provider = await createUser(t.ctx, { firstName: `${name} Provider` });
  const noPerm = await createUser(t.ctx, { firstName: `${name} Provider ohne Rechte` });
  await addMember(t.ctx, centreId, admin, 'ADMIN');
  await addMember(t.ctx, centreId, provider, 'PROVIDER', ALL_FLAGS);
  await addMember(t.ctx, centreId, noPerm, 'PROVIDER', {});
  const users = { OWNER: owner, ADMIN: admin, PROVIDER: provider, PROVIDER_NOPERM: noPerm };
  const cp = {} as Centre['cp'];
  for (const [k, u] of Object.entries(users)) cp[k as keyof Centre['cp']] = await cpId(t, centreId, u.userId);
  return { centreId, users, cp };
}

/** Creates one record of a registry resource in a centre through the API, as its owner. */
export async function createRecord(t: TestApp, centre: Centre, resource: string): Promise<string> {
  const def = registry[resource as keyof typeof registry];
  const base = def.routes.base.replace(':cid', centre.centreId);
  // A fresh token: the sweeps outlast an access token's 15 minutes on a loaded machine.
  const owner = centre.users.OWNER;
  const [u] = await t.ctx.db.select({ tv: schema.users.tokenVersion }).from(schema.users).where(eq(schema.users.id, owner.userId));
  const token = await t.ctx.tokens.signAccess({ sub: owner.userId, tv: u?.tv ?? 0 });
  const res = await t.app.inject({
    method: def.singleton ? 'PUT' : 'POST',
    url: base,
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    payload: JSON.stringify(uniqueSample(resource)),
  });
  if (res.statusCode >= 300) throw new Error(`creating ${resource}: ${res.statusCode} ${res.body}`);
  return res.json()[def.idField];
}

/** An invitation of centre A with a known raw token (for check/accept/resend/cancel). */
export async function createInvitation(t: TestApp, centreId: string): Promise<{ id: string; token: string }> {
  const token = crypto.randomBytes(24).toString('base64url');
  const [inv] = await t.ctx.db
    .insert(schema.invitations)
    .values({ centreId, email: `inv-${crypto.randomBytes(4).toString('hex')}@example.ch`, tokenHash: sha256(token), expiresAt: new Date(Date.now() + 86400e3) })
    .returning();
  return { id: inv.id, token };
}

export async function roleWorld(t: TestApp): Promise<RoleWorld> {
  const a = await createCentre(t, 'Praxis A');
  const b = await createCentre(t, 'Praxis B');
  const records: Record<string, string> = {};
  const bRecords: Record<string, string> = {};
  for (const resource of Object.keys(RECORD_SAMPLES)) {
    records[resource] = await createRecord(t, a, resource);
    bRecords[resource] = await createRecord(t, b, resource);
  }
  const key = await t.ctx.files.put(a.centreId, Buffer.from('logo'));
  const [file] = await t.ctx.db.insert(schema.files).values({ centreId: a.centreId, purpose: 'logo', mimeType: 'image/png', size: 4, storageKey: key }).returning();

  // One token per user and token version: the sweeps ask for thousands, signing each anew cost seconds of HMAC.
  const tokens = new Map<string, Promise<string>>();
  async function headersOf(user: TestUser | null): Promise<Record<string, string>> {
    if (!user) return {};
    const [u] = await t.ctx.db.select({ tv: schema.users.tokenVersion }).from(schema.users).where(eq(schema.users.id, user.userId));
    const tv = u?.tv ?? 0;
    const key = `${user.userId}:${tv}`;
    if (!tokens.has(key)) tokens.set(key, t.ctx.tokens.signAccess({ sub: user.userId, tv }));
    return { authorization: `Bearer ${await tokens.get(key)}` };
  }
  const channel = { id: crypto.randomUUID(), token: crypto.randomBytes(16).toString('hex') };
  const [account] = await t.ctx.db
    .insert(schema.googleCalendarAccounts)
    .values({ centreId: a.centreId, providerId: a.cp.PROVIDER, googleAccount: 'a@example.ch', accessTokenEnc: `ENC-ACCESS-${channel.token}`, refreshTokenEnc: `ENC-REFRESH-${channel.token}`, accessTokenExpiresAt: new Date() })
    .returning();
  await t.ctx.db
    .insert(schema.googleCalendarLinks)
    .values({ centreId: a.centreId, providerId: a.cp.PROVIDER, calendarInfoId: account.id, calendarId: 'work', channelId: channel.id, channelTokenHash: sha256(channel.token) });

  // A real session, so a refresh-token hash exists that no answer may show.
  const signin = await t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: a.users.PROVIDER.email, password: PASSWORD } });
  if (signin.statusCode !== 200) throw new Error(`signin: ${signin.statusCode} ${signin.body}`);

  const userOf = (caller: Caller, centre: Centre = a): TestUser | null =>
    caller === 'ANONYMOUS' ? null : caller === 'OTHER' ? (centre === b ? a.users.OWNER : b.users.OWNER) : centre.users[caller];
  return {
    t,
    a,
    b,
    records,
    bRecords,
    logoFileId: file.id,
    channel,
    async secrets() {
      const hashes = await t.ctx.db.select({ h: schema.refreshTokens.tokenHash }).from(schema.refreshTokens);
      const invites = await t.ctx.db.select({ h: schema.invitations.tokenHash }).from(schema.invitations);
      const feeds = await t.ctx.db.select({ h: schema.icsFeeds.tokenHash }).from(schema.icsFeeds);
      return [t.ctx.config.jwtSecret ?? '', sha256(channel.token), `ENC-ACCESS-${channel.token}`, `ENC-REFRESH-${channel.token}`, ...hashes.map((r) => r.h), ...invites.map((r) => r.h), ...feeds.map((r) => r.h)];
    },
    userOf,
    headersOf,
    headers: (caller, centre = a) => headersOf(userOf(caller, centre)),
  };
}
