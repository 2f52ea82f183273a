/** Finding users: by e-mail before an invitation, and colleagues' names. Only ever within shared centres. */
import { and, eq, inArray, isNull, sql } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { centreProviders, roles, users } from '../../db/schema';
import { forbidden, notFound } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import type { User } from '../../../shared/api/contracts';
import { normalizeEmail } from '../../../shared/validators/email';

export interface UserName {
  user_id: string;
  firstName: string;
  lastName: string;
}

const callerCentres = (auth: AuthContext) => [...new Set(auth.roles.map((r) => r.centreId))];

/** E-mail lookups are for managers (they invite therapists); everyone else gets a 403. */
export function assertManagesAnyCentre(auth: AuthContext): void {
  if (!auth.roles.some((r) => r.name === 'OWNER' || r.name === 'ADMIN')) throw forbidden();
}

async function findByEmail(db: Db, email: string): Promise<UserName | null> {
  const [u] = await db
    .select({ user_id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .where(and(sql`lower(${users.email}) = ${normalizeEmail(email.trim())}`, isNull(users.deletedAt)));
  return u ?? null;
}

export async function userByEmail(db: Db, auth: AuthContext, email: string): Promise<UserName> {
  assertManagesAnyCentre(auth);
  const user = await findByEmail(db, email);
  if (!user) throw notFound('userNotFound');
  return user;
}

export async function emailExists(db: Db, auth: AuthContext, email: string): Promise<boolean> {
  assertManagesAnyCentre(auth);
  return (await findByEmail(db, email)) !== null;
}

/**
 * Names of the requested users who are or were members (provider record, kept after removal) of
 * one of the caller's centres, so past appointments still name a therapist who left; others are
 * left out.
 */
export async function colleagueNames(db: Db, auth: AuthContext, userIds: string[]): Promise<UserName[]> {
  const centres = callerCentres(auth);
  const ids = [...new Set(userIds)];
  if (centres.length === 0 || ids.length === 0) return [];
  return db
    .selectDistinct({ user_id: users.id, firstName: users.firstName, lastName: users.lastName })
    .from(users)
    .innerJoin(acrossCentres(centreProviders, "colleagues of any of the caller's centres"), eq(centreProviders.userId, users.id))
    .where(and(inArray(users.id, ids), inArray(centreProviders.centreId, centres), isNull(users.deletedAt)))
    .orderBy(users.lastName, users.firstName, users.id);
}

export async function colleagueName(db: Db, auth: AuthContext, userId: string): Promise<{ firstName: string; lastName: string }> {
  const [user] = await colleagueNames(db, auth, [userId]);
  if (!user) throw notFound();
  return { firstName: user.firstName, lastName: user.lastName };
}

/** The centres of `userId` the caller may see: all of them for the user, the shared ones for a manager. */
export async function visibleCentresOf(db: Db, auth: AuthContext, userId: string): Promise<string[]> {
  const memberships = acrossCentres(roles, "a user's centres, filtered to the caller's below");
  const rows = await db.select({ centreId: roles.centreId }).from(memberships).where(eq(roles.userId, userId)).orderBy(roles.createdAt);
  const mine = new Set(callerCentres(auth));
  const ids = [...new Set(rows.map((r) => r.centreId))];
  return userId === auth.userId ? ids : ids.filter((id) => mine.has(id));
}

/**
 * What a manager sees of another user: only roles in centres they share, and the active centre
 * only when it is one of those, so the user's other clinics stay private.
 */
export function viewForCaller(user: User, auth: AuthContext): User {
  if (user.user_id === auth.userId) return user;
  const mine = new Set(callerCentres(auth));
  return {
    ...user,
    Role: user.Role.filter((r) => mine.has(r.centre_fk)),
    UserSetting: { ...user.UserSetting, activeCentre: user.UserSetting.activeCentre && mine.has(user.UserSetting.activeCentre) ? user.UserSetting.activeCentre : null },
  };
}
