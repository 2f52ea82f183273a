/**
 * Wire shape of a therapist's calendar feed (ICS) in one centre:
 * `GET|POST|PATCH|DELETE /api/providers/{pid}/centres/{cid}/ics-feed`, `pid` the therapist's user
 * id (as for days off). Only the token's hash is kept, so the link (`url`) is in the answer of
 * the POST that makes it and nowhere else; a new POST replaces it (the old link stops working).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Where a calendar app fetches the feed: `/api/ics/<token>.ics` (public, the token is the key). */
export const ICS_FEED_PATH_PREFIX = '/api/ics/';

export const icsFeedParams = {
  type: 'object',
  required: ['pid', 'cid'],
  properties: { pid: { type: 'string', maxLength: 64 }, cid: { type: 'string', maxLength: 64 } },
} as const;

export const icsFeedSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['showClientNames', 'createdAt', 'updatedAt'],
  properties: {
    /** Event titles say "client – service" instead of the service alone. */
    showClientNames: { type: 'boolean' },
    /** When the current link was made (ISO instant). */
    createdAt: { type: 'string' },
    updatedAt: { type: 'string' },
  },
} as const;
export type IcsFeed = FromSchema<typeof icsFeedSchema>;

/** GET and PATCH: the feed's settings, null when the therapist has none. */
export const icsFeedReply = {
  type: 'object',
  additionalProperties: false,
  required: ['feed'],
  properties: { feed: { anyOf: [icsFeedSchema, { type: 'null' }] } },
} as const;
export type IcsFeedReply = FromSchema<typeof icsFeedReply>;

/** POST: a new link (the only time it is shown) with the feed's settings. */
export const icsFeedCreatedReply = {
  type: 'object',
  additionalProperties: false,
  required: ['feed', 'url'],
  properties: { feed: icsFeedSchema, url: { type: 'string' } },
} as const;
export type IcsFeedCreated = FromSchema<typeof icsFeedCreatedReply>;

/** POST body: the switch for the new link (default: the earlier link's setting, else off). */
export const createIcsFeedBody = {
  type: 'object',
  additionalProperties: false,
  properties: { showClientNames: { type: 'boolean' } },
} as const;
export type CreateIcsFeed = FromSchema<typeof createIcsFeedBody>;

export const updateIcsFeedBody = {
  type: 'object',
  additionalProperties: false,
  required: ['showClientNames'],
  properties: { showClientNames: { type: 'boolean' } },
} as const;
export type UpdateIcsFeed = FromSchema<typeof updateIcsFeedBody>;

/** The feed's address path param: base64url token and the `.ics` suffix. */
export const icsTokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 128 } },
} as const;
