/**
 * The `User` wire shape (contracts.ts) for getUserFromToken and the users service.
 * Two queries: the user with settings, and the roles.
 */
import { and, eq, isNull } from 'drizzle-orm';
import { acrossCentres } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { roles, userSettings, users } from '../../db/schema';
import type { User } from '../../../shared/api/contracts';
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

const nullableString = { type: ['string', 'null'] };

/** Response schema of the User shape (also what keeps password hashes and tokens out of answers). */
export const userViewSchema = {
  type: 'object',
  required: ['user_id', 'firstName', 'lastName', 'email', 'countryPhone', 'phone', 'Role', 'UserSetting', 'settings', 'bookingProviderId', 'onboardingStatus'],
  properties: {
    user_id: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    countryPhone: { type: 'string' },
    phone: { type: 'string' },
    Role: {
      type: 'array',
      items: {
        type: 'object',
        required: ['name', 'user_fk', 'centre_fk'],
        properties: { name: { type: 'string' }, user_fk: { type: 'string' }, centre_fk: { type: 'string' } },
      },
    },
    UserSetting: {
      type: 'object',
      required: ['language', 'activeCentre', 'timeFormat', 'dateFormat'],
      properties: {
        language: { type: 'string' },
        activeCentre: nullableString,
        timeFormat: { type: 'string' },
        dateFormat: { type: 'string' },
      },
    },
    settings: {
      type: 'object',
      required: ['currency'],
      properties: { currency: { type: 'object', required: ['value'], properties: { value: { type: 'string' } } } },
    },
    bookingProviderId: nullableString,
    onboardingStatus: { type: 'integer' },
  },
} as const;
