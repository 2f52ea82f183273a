import { and, eq, isNotNull, ne } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { centreProviders, centres, checkoutTypes, contacts, onlinePresenceSettings, services, users } from '../../db/schema';
import { isCentreComplete, isCentreProviderComplete, isUserSettingComplete } from '../../../shared/completeness';
import type { Completeness, PracticeSetup } from '../../../shared/api/centres';

/** Working hours, a bookable service, online booking on, payment details for invoices, a client. */
async function practiceSetup(db: Db, centreId: string): Promise<PracticeSetup> {
  const scoped = forCentre(db, centreId);
  const [centre] = await db.select({ openingHours: centres.openingHours }).from(centres).where(eq(centres.id, centreId));
  const [workingHours, bookableService, onlineBooking, paymentDetails, client] = await Promise.all([
    Promise.resolve((centre?.openingHours ?? []).length > 0),
    scoped.exists(services, eq(services.onlineBooking, true)),
    scoped.exists(onlinePresenceSettings, eq(onlinePresenceSettings.publicProfile, true)),
    // The account payments arrive on (its IBAN): what invoices will ask patients to pay to.
    scoped.exists(checkoutTypes, and(isNotNull(checkoutTypes.camtAccount), ne(checkoutTypes.camtAccount, ''))!),
    scoped.exists(contacts),
  ]);
  return { workingHours, bookableService, onlineBooking, paymentDetails, client };
}

/** Spec §5 completeness of the caller, the centre and the caller's provider record in it, and the practice's setup. */
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
    setup: await practiceSetup(db, centreId),
  };
}
