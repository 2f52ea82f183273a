/**
 * Wire contracts of the booking inbox (issue 10 §5; README "Booking inbox"): the open-request
 * count the menu shows, the bodies of confirm and deny, and what a request row adds to the
 * appointment record (its client's name and when it expires).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** GET /api/appointments/centre/{cid}/inbox/count */
export const inboxCountSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['requests'],
  properties: { requests: { type: 'integer', minimum: 0 } },
} as const;
export type InboxCountReply = FromSchema<typeof inboxCountSchema>;

/** The longest personal message a deny carries (it goes by SMS too: the SMS limit of the client's text applies there). */
export const DENY_MESSAGE_MAX_LENGTH = 1000;

const channelSwitches = {
  /** Both absent: the centre's booking communication settings decide (as for every status change). */
  isSms: { type: 'boolean' },
  isEmail: { type: 'boolean' },
} as const;

/** POST /api/appointments/{id}/confirm */
export const confirmRequestBodySchema = { type: ['object', 'null'], additionalProperties: false, properties: channelSwitches } as const;
export type ConfirmRequestBody = FromSchema<typeof confirmRequestBodySchema>;

/** POST /api/appointments/{id}/deny */
export const denyRequestBodySchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { message: { type: 'string', maxLength: DENY_MESSAGE_MAX_LENGTH }, ...channelSwitches },
} as const;
export type DenyRequestBody = FromSchema<typeof denyRequestBodySchema>;

/** What a request row of GET …/inbox/requests adds to the appointment: when it is denied by itself (null: never). */
export const requestExpirySchema = { type: ['string', 'null'] } as const;
