import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { centreProviders, centres, users } from '../../db/schema';
import { isCentreComplete, isCentreProviderComplete, isUserSettingComplete } from '../../../shared/completeness';
import type { Completeness } from '../../../shared/api/centres';

/** Spec §5 completeness of the caller, the centre and the caller's provider record in it. */
export async function completenessFor(db: Db, centreId: string, userId: string): Promise<Completeness> {
  const [user] = await db.select({ firstName: users.firstName, lastName: users.lastName }).from(users).where(eq(users.id, userId));
  const [centre] = await db.select({ address: centres.address }).from(centres).where(eq(centres.id, centreId));
  const [cp] = await forCentre(db, centreId)
    .select({ address: centreProviders.address, businessNumber: centreProviders.businessNumber })
    .from(centreProviders)
    .where(eq(centreProviders.userId, userId));
  return {
    user: isUserSettingComplete(user),
    centre: isCentreComplete(centre),
    centreProvider: Boolean(cp) && isCentreProviderComplete({ ...user, Address: cp.address, BusinessNumber: cp.businessNumber }),
  };
}
