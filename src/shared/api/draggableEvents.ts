/**
 * Wire shape of a user's calendar palette in one centre, the "draggable events" of spec §7
 * Services: `GET|POST /api/clinics/{cid}/users/{uid}/draggable-events`. The palette is the list of
 * services shown beside the calendar grid; dropping one onto the grid books it (with appointments).
 */

/** Most entries a palette may hold. */
export const MAX_DRAGGABLE_EVENTS = 50;

/** One entry as stored and sent in the POST: a service of the centre, optionally one variant. */
export interface DraggableEventRef {
  serviceId: string;
  /** A variant of the service (its `variantId`); null or left out for the service itself. */
  variantId?: string | null;
}

/** One entry as the calendar renders it. */
export interface DraggableEvent {
  serviceId: string;
  variantId: string | null;
  /** The service name in the caller's language (langDepData), else the service's name. */
  name: string;
  variantName: string | null;
  /** Minutes: the variant's duration if it has one, else the service's. */
  duration: number;
  /** Price in Rappen: the variant's if it has one, else the service's. */
  ppu: number;
  onlineBooking: boolean;
  /** Colour of the service's category, if any. */
  colour: string | null;
}

export interface DraggableEvents {
  /** False: the user never saved a palette here, `events` are the services assigned to them. */
  saved: boolean;
  events: DraggableEvent[];
}

export interface DraggableEventsBody {
  events: DraggableEventRef[];
}

const id = { type: 'string', minLength: 1, maxLength: 64 } as const;

export const draggableEventsBodySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['events'],
  properties: {
    events: {
      type: 'array',
      maxItems: MAX_DRAGGABLE_EVENTS,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['serviceId'],
        properties: { serviceId: id, variantId: { anyOf: [id, { type: 'null' }] } },
      },
    },
  },
} as const;

export const draggableEventsReplySchema = {
  type: 'object',
  required: ['saved', 'events'],
  properties: {
    saved: { type: 'boolean' },
    events: {
      type: 'array',
      items: {
        type: 'object',
        required: ['serviceId', 'variantId', 'name', 'variantName', 'duration', 'ppu', 'onlineBooking', 'colour'],
        properties: {
          serviceId: { type: 'string' },
          variantId: { type: ['string', 'null'] },
          name: { type: 'string' },
          variantName: { type: ['string', 'null'] },
          duration: { type: 'integer' },
          ppu: { type: 'integer' },
          onlineBooking: { type: 'boolean' },
          colour: { type: ['string', 'null'] },
        },
      },
    },
  },
} as const;
