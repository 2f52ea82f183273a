/**
 * Direct database fixtures for server tests that are not about sign-up itself:
 * activated users, centres and memberships, plus a valid access token.
 */
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { centreProviders, centreSettings, centres, roles, userSettings, users } from '../../../src/server/db/schema';
import { hashPassword } from '../../../src/server/services/auth/passwords';
import type { AppContext } from '../../../src/server/context';
import type { RoleName } from '../../../src/shared/api/contracts';

export const PASSWORD = 'Secret_123';
let cachedHash: Promise<string> | undefined;

export interface TestUser {
  userId: string;
  email: string;
  token: string;
  headers: { authorization: string };
}

export interface TestClinic {
  centreId: string;
  owner: TestUser;
}

export async function createUser(ctx: AppContext, opts: { email?: string; firstName?: string; lastName?: string; language?: string } = {}): Promise<TestUser> {
  cachedHash ??= hashPassword(PASSWORD);
  const email = opts.email ?? `user-${crypto.randomBytes(5).toString('hex')}@example.ch`;
  const [u] = await ctx.db
    .insert(users)
    .values({
      email,
      passwordHash: await cachedHash,
      firstName: opts.firstName ?? 'Test',
      lastName: opts.lastName ?? 'User',
      countryPhone: '+41',
      phone: '791234567',
      activatedAt: new Date(),
    })
    .returning();
  await ctx.db.insert(userSettings).values({ userId: u.id, language: opts.language ?? 'de' });
  const token = await ctx.tokens.signAccess({ sub: u.id, tv: 0 });
  return { userId: u.id, email, token, headers: { authorization: `Bearer ${token}` } };
}

export async function addMember(ctx: AppContext, centreId: string, user: TestUser, role: RoleName, permission: Record<string, boolean> = {}) {
  await ctx.db.insert(roles).values({ userId: user.userId, centreId, name: role });
  await ctx.db
    .insert(centreProviders)
    .values({ userId: user.userId, centreId, permission: [permission] })
    .onConflictDoNothing();
}

export async function createClinic(ctx: AppContext, opts: { name?: string; ownerEmail?: string } = {}): Promise<TestClinic> {
  const owner = await createUser(ctx, { email: opts.ownerEmail });
  const [c] = await ctx.db
    .insert(centres)
    .values({ name: opts.name ?? 'Praxis Test', joinHash: crypto.randomBytes(16).toString('base64url') })
    .returning();
  await ctx.db.insert(centreSettings).values({ centreId: c.id });
  await addMember(ctx, c.id, owner, 'OWNER');
  await ctx.db.update(userSettings).set({ activeCentreId: c.id }).where(eq(userSettings.userId, owner.userId));
  return { centreId: c.id, owner };
}
