/** The calendar-feed calls of the integrations page (`/api/providers/{pid}/centres/{cid}/ics-feed`). */
import { apiFetch } from '../../../api/http';
import type { CreateIcsFeed, IcsFeedCreated, IcsFeedReply, UpdateIcsFeed } from '../../../../shared/api/icsFeeds';

/** `userId` is the therapist's user id (`user_fk`). */
const path = (centreId: string, userId: string) => `/api/providers/${encodeURIComponent(userId)}/centres/${encodeURIComponent(centreId)}/ics-feed`;

export const icsFeedApi = {
  read: (centreId: string, userId: string) => apiFetch<IcsFeedReply>(path(centreId, userId)),
  /** A new link (the only answer that carries it); the earlier one stops working. */
  create: (centreId: string, userId: string, body: CreateIcsFeed = {}) => apiFetch<IcsFeedCreated>(path(centreId, userId), { method: 'POST', body }),
  setShowClientNames: (centreId: string, userId: string, showClientNames: boolean) =>
    apiFetch<IcsFeedReply>(path(centreId, userId), { method: 'PATCH', body: { showClientNames } satisfies UpdateIcsFeed }),
  revoke: (centreId: string, userId: string) => apiFetch<void>(path(centreId, userId), { method: 'DELETE' }),
};
