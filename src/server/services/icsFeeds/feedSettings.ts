/**
 * A therapist's calendar feed in one centre: who may manage it, and making, switching and
 * revoking its link. The token is returned once and stored only as its SHA-256 hash.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { centreProviders, icsFeeds } from '../../db/schema';
import { forbidden, HttpError, notFound } from '../../errors';
import { isManager, type AuthContext } from '../../access/accessRules';
import { randomToken, sha256 } from '../auth/tokens';
import { isUuid } from '../../../shared/validators/uuid';
import { ICS_FEED_PATH_PREFIX, type IcsFeed, type IcsFeedCreated, type IcsFeedReply } from '../../../shared/api/icsFeeds';

export interface FeedOwner {
  centreId: string;
  userId: string;
}

type FeedRow = typeof icsFeeds.$inferSelect;

/**
 * The therapist `userId` of `centreId` for this caller: their own feed, or any therapist's for
 * owners and admins (as on the integrations page). Not a member: 404 like an unknown id; a
 * colleague's feed: 403.
 */
export async function feedOwner(db: Db | Tx, auth: AuthContext, centreId: string, userId: string): Promise<FeedOwner> {
  if (!isUuid(userId) || !auth.roles.some((r) => r.centreId === centreId)) throw notFound();
  if (!(await forCentre(db, centreId).exists(centreProviders, eq(centreProviders.userId, userId)))) throw notFound();
  if (userId !== auth.userId && !isManager(auth, centreId)) throw forbidden();
  return { centreId, userId };
}

const view = (row: FeedRow): IcsFeed => ({ showClientNames: row.showClientNames, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() });

/** The address a calendar app subscribes to. */
export const feedUrl = (publicUrl: string, token: string) => `${publicUrl}${ICS_FEED_PATH_PREFIX}${token}.ics`;

export async function readFeed(db: Db, owner: FeedOwner): Promise<IcsFeedReply> {
  const [row] = await forCentre(db, owner.centreId).select().from(icsFeeds).where(eq(icsFeeds.userId, owner.userId));
  return { feed: row ? view(row) : null };
}

/** A new link: replaces the earlier one (which stops working at once) and keeps its switch unless given. */
export async function createFeed(db: Db, owner: FeedOwner, publicUrl: string, showClientNames?: boolean): Promise<IcsFeedCreated> {
  const token = randomToken(32);
  const tokenHash = sha256(token);
  const now = new Date();
  // One statement, so two simultaneous creates end with one row (the later link wins).
  const [row] = await forCentre(db, owner.centreId)
    .insert(icsFeeds)
    .values({ userId: owner.userId, tokenHash, showClientNames: showClientNames ?? false })
    .onConflictDoUpdate({
      target: [icsFeeds.centreId, icsFeeds.userId],
      set: { tokenHash, createdAt: now, updatedAt: now, ...(showClientNames === undefined ? {} : { showClientNames }) },
    })
    .returning();
  return { feed: view(row), url: feedUrl(publicUrl, token) };
}

/** The "show client names" switch of the existing link; 409 icsFeedMissing without one. */
export async function updateFeed(db: Db, owner: FeedOwner, showClientNames: boolean): Promise<IcsFeedReply> {
  const [row] = await forCentre(db, owner.centreId).update(icsFeeds).set({ showClientNames, updatedAt: new Date() }).where(eq(icsFeeds.userId, owner.userId)).returning();
  if (!row) throw new HttpError(409, 'icsFeedMissing');
  return { feed: view(row) };
}

/** Revokes the link (idempotent): a calendar app fetching it gets 404 from now on. */
export async function revokeFeed(db: Db, owner: FeedOwner): Promise<void> {
  await forCentre(db, owner.centreId).delete(icsFeeds).where(eq(icsFeeds.userId, owner.userId));
}
