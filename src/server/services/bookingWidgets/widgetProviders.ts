/**
 * The therapists a booking widget may offer and link to: the centre's active current members
 * (not deleted, still holding a role), in joining order, and its preselected provider
 * (behaviour §2: the booking link's providerId is the preselected provider, else the first).
 */
import { and, asc, eq, isNull } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreProviders, centreSettings, users } from '../../db/schema';
import { isCurrentMember } from '../centres/centreView';

export interface CentreLinkProviders {
  /** User ids of the active providers, first joined first. */
  providers: string[];
  preselected: string | null;
}

export async function centreLinkProviders(db: Queryable, centreId: string): Promise<CentreLinkProviders> {
  const scoped = forCentre(db, centreId);
  const rows = await scoped
    .select({ userId: centreProviders.userId })
    .from(centreProviders)
    .innerJoin(users, eq(users.id, centreProviders.userId))
    .where(and(eq(centreProviders.active, true), isNull(users.deletedAt), isCurrentMember(scoped)))
    .orderBy(asc(centreProviders.createdAt), asc(centreProviders.id));
  const [setting] = await scoped.select({ preselected: centreSettings.preselectedProviderId }).from(centreSettings).limit(1);
  return { providers: rows.map((r) => r.userId), preselected: setting?.preselected ?? null };
}
