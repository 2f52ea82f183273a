/**
 * DELETE /api/user: the account is anonymised (rows that other records point at stay, without
 * personal data), every session ends, and centres the user owns alone are deleted with all
 * their data and files. Shared centres keep running under their other owners.
 */
import { and, eq, isNull, ne, sql } from 'drizzle-orm';
import type { AppContext } from '../../context';
import { acrossCentres, forCentre } from '../../db/centreScope';
import { centreProviders, roles, userSettings, users, verificationCodes } from '../../db/schema';
import { deleteFileRows, removeStoredFiles } from '../files/fileRecords';
import { deleteCentreRows } from '../centres/deleteCentre';
import { revokeAllSessions } from '../auth/sessions';

export async function deleteAccount(ctx: AppContext, userId: string): Promise<void> {
  const { centreIds, fileKeys } = await ctx.db.transaction(async (tx) => {
    const userRoles = acrossCentres(roles, "the departing user's roles in every centre");
    const owned = await tx
      .select({ centreId: roles.centreId })
      .from(userRoles)
      .where(and(eq(roles.userId, userId), eq(roles.name, 'OWNER')));
    const soleOwned: string[] = [];
    for (const { centreId } of owned) {
      const [other] = await forCentre(tx, centreId)
        .select({ id: roles.id })
        .from(roles)
        .innerJoin(users, eq(users.id, roles.userId))
        .where(and(eq(roles.name, 'OWNER'), ne(roles.userId, userId), isNull(users.deletedAt)))
        .limit(1);
      if (!other) soleOwned.push(centreId);
    }
    for (const centreId of soleOwned) await deleteCentreRows(tx, centreId);

    // In centres that go on, the provider record stays (appointments point at it) but loses personal data.
    const providerRecords = acrossCentres(centreProviders, "the departing user's provider records in every centre");
    const memberships = await tx
      .select({ centreId: centreProviders.centreId, avatar: centreProviders.avatarFileId })
      .from(providerRecords)
      .where(eq(centreProviders.userId, userId));
    const keys: string[] = [];
    for (const m of memberships) keys.push(...(await deleteFileRows(tx, m.centreId, [m.avatar])));
    await tx
      .update(providerRecords)
      .set({ active: false, address: {}, businessNumber: [], permission: [], avatarFileId: null, calendarColour: '', profession: '', languages: [], updatedAt: sql`now()` })
      .where(eq(centreProviders.userId, userId));
    await tx.delete(userRoles).where(eq(roles.userId, userId));
    await tx.update(userSettings).set({ activeCentreId: null }).where(eq(userSettings.userId, userId));
    await tx.delete(verificationCodes).where(eq(verificationCodes.userId, userId));
    await tx
      .update(users)
      .set({
        email: `deleted-${userId}@deleted.invalid`,
        passwordHash: '!',
        firstName: '',
        lastName: '',
        countryPhone: '',
        phone: '',
        bookingProviderId: null,
        emailVerifiedAt: null,
        deletedAt: sql`now()`,
        tokenVersion: sql`${users.tokenVersion} + 1`,
        updatedAt: sql`now()`,
      })
      .where(eq(users.id, userId));
    await revokeAllSessions(tx, userId);
    return { centreIds: soleOwned, fileKeys: keys };
  });
  ctx.events.publish('sessions_revoked', { userId });
  await Promise.all(centreIds.map((id) => ctx.files.deleteCentre(id)));
  await removeStoredFiles(ctx.files, fileKeys);
}

