/**
 * Requests of the calendar-feed routes for the role matrix and the sweeps: the switch needs a
 * feed to exist, and the public fetch a live token of A's flagged provider (made fresh per call,
 * since an allowed DELETE revokes the feed).
 */
import { randomToken, sha256 } from '../../../../src/server/services/auth/tokens';
import * as schema from '../../../../src/server/db/schema';
import type { Centre, RoleWorld } from './roleWorld';
import type { CellRequest, RouteKey } from './routeRequests';

/** A feed of the centre's flagged provider with a known token (an earlier one is replaced). */
async function liveFeedToken(w: RoleWorld, c: Centre): Promise<string> {
  const token = randomToken(32);
  await w.t.ctx.db
    .insert(schema.icsFeeds)
    .values({ centreId: c.centreId, userId: c.users.PROVIDER.userId, tokenHash: sha256(token) })
    .onConflictDoUpdate({ target: [schema.icsFeeds.centreId, schema.icsFeeds.userId], set: { tokenHash: sha256(token) } });
  return token;
}

/** The request of a calendar-feed route, or null for other routes. */
export async function icsFeedRequest(w: RoleWorld, route: RouteKey, c: Centre): Promise<CellRequest | null> {
  const url = `/api/providers/${c.users.PROVIDER.userId}/centres/${c.centreId}/ics-feed`;
  switch (`${route.method} ${route.url}`) {
    case 'GET /api/providers/:pid/centres/:cid/ics-feed':
    case 'DELETE /api/providers/:pid/centres/:cid/ics-feed':
      return { url };
    case 'POST /api/providers/:pid/centres/:cid/ics-feed':
      return { url, body: { showClientNames: false } };
    case 'PATCH /api/providers/:pid/centres/:cid/ics-feed':
      await liveFeedToken(w, c);
      return { url, body: { showClientNames: true } };
    case 'GET /api/ics/:token.ics':
      return { url: `/api/ics/${await liveFeedToken(w, c)}.ics` };
    default:
      return null;
  }
}
