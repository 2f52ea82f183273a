/**
 * The `User` wire shape (src/shared/api/users.ts) for getUserFromToken and the users service.
 * Two queries: the user with settings, and the roles.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { roles, userSettings, users } from '../../db/schema';
import type { User } from '../../../shared/api/users';
import { toLanguage } from '../../../shared/languages';

export async function loadUserView(db: Db | Tx, userId: string): Promise<User | null> {
  const [row] = await db
    .select({ user: users, settings: userSettings })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(and(eq(users.id, userId), isNull(users.deletedAt)));
  if (!row) return null;
  const userRoles = await db
    .select({ name: roles.name, centreId: roles.centreId })
    .from(acrossCentres(roles, "the user's own roles in every centre"))
    .where(eq(roles.userId, userId))
    .orderBy(roles.createdAt);
  const { user, settings } = row;
  return {
    user_id: user.id,
    firstName: user.firstName,
    lastName: user.lastName,
    email: user.email,
    countryPhone: user.countryPhone,
    phone: user.phone,
    Role: userRoles.map((r) => ({ name: r.name, user_fk: user.id, centre_fk: r.centreId })),
    UserSetting: {
      language: toLanguage(settings?.language),
      activeCentre: settings?.activeCentreId ?? null,
      timeFormat: settings?.timeFormat === '12h' ? '12h' : '24h',
      dateFormat: settings?.dateFormat ?? 'DD.MM.YYYY',
    },
    settings: { currency: { value: settings?.currency ?? 'CHF' } },
    bookingProviderId: user.bookingProviderId,
    onboardingStatus: user.onboardingStatus,
  };
}
