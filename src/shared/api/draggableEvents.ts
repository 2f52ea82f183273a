/**
 * Wire shape of a user's calendar palette in one centre, the "draggable events" of spec §7
 * Services: `GET|POST /api/clinics/{cid}/users/{uid}/draggable-events`. The palette is the list of
 * services shown beside the calendar grid; dropping one onto the grid books it (with appointments).
 */
import type { FromSchema } from 'json-schema-to-ts';

/** Most entries a palette may hold. */
export const MAX_DRAGGABLE_EVENTS = 50;

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

/** Path of both calls. */
export const draggableEventsParams = {
  type: 'object',
  required: ['cid', 'uid'],
  properties: { cid: { type: 'string', maxLength: 64 }, uid: { type: 'string', maxLength: 64 } },
} as const;

/** One entry as stored and sent in the POST: a service of the centre, optionally one variant (null or left out: the service itself). */
const draggableEventRefSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId'],
  properties: { serviceId: id, variantId: { anyOf: [id, { type: 'null' }] } },
} as const;
export type DraggableEventRef = FromSchema<typeof draggableEventRefSchema>;

export const draggableEventsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: { events: { type: 'array', maxItems: MAX_DRAGGABLE_EVENTS, items: draggableEventRefSchema } },
} as const;
export type DraggableEventsBody = FromSchema<typeof draggableEventsBodySchema>;

/** One entry as the calendar renders it. */
const draggableEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'variantId', 'name', 'variantName', 'duration', 'ppu', 'onlineBooking', 'colour'],
  properties: {
    serviceId: { type: 'string' },
    variantId: { type: ['string', 'null'] },
    /** The service name in the caller's language (langDepData), else the service's name. */
    name: { type: 'string' },
    variantName: { type: ['string', 'null'] },
    /** Minutes: the variant's duration if it has one, else the service's. */
    duration: { type: 'integer' },
    /** Price in Rappen: the variant's if it has one, else the service's. */
    ppu: { type: 'integer' },
    onlineBooking: { type: 'boolean' },
    /** Colour of the service's category, if any. */
    colour: { type: ['string', 'null'] },
  },
} as const;
export type DraggableEvent = FromSchema<typeof draggableEventSchema>;

export const draggableEventsReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['saved', 'events'],
  properties: {
    /** False: the user never saved a palette here, `events` are the services assigned to them. */
    saved: { type: 'boolean' },
    events: { type: 'array', items: draggableEventSchema },
  },
} as const;
export type DraggableEvents = FromSchema<typeof draggableEventsReplySchema>;
