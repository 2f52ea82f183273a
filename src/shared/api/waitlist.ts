/**
 * The booking waitlist (issue 10 §6): a patient joins for a service (and therapist) and a date
 * range; when a slot in it frees up, the first in line gets a link that holds it for them.
 * Public calls under /booking-api/public (no token), staff calls under /api/waitlist.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { bookingBody, publicSlotSchema } from './publicBooking';

/** Minutes an offered slot is held when the practice set nothing else. */
export const DEFAULT_WAITLIST_HOLD_MINUTES = 30;

// The booking's own field rules: a patient joining the line types what a booking asks.
const { serviceId: uuid, providerId, date: isoDate, firstName, lastName, email, countryPhone, phone, code, lang } = bookingBody.properties;
const { startTime: hhmm } = publicSlotSchema.properties;

/** The range may span the slots request's 62 days at most (MAX_SLOT_DAYS), checked with the slots' own rule. */
export const joinWaitlistBody = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'from', 'to', 'firstName', 'lastName', 'email', 'countryPhone', 'phone', 'code'],
  properties: {
    serviceId: uuid,
    /** Left out: any therapist who offers the service. */
    providerId,
    from: isoDate,
    to: isoDate,
    firstName,
    lastName,
    email,
    countryPhone,
    phone,
    /** The SMS code sent by POST /booking-api/public/verification-codes. */
    code,
    lang,
  },
} as const;
export type JoinWaitlistBody = FromSchema<typeof joinWaitlistBody>;

export const joinWaitlistReply = {
  type: 'object',
  additionalProperties: false,
  required: ['waitlistId'],
  properties: { waitlistId: uuid },
} as const;

/** POST …/offer/{token}/accept: books the held slot (the answer is the booking's, 201). */
export const acceptOfferBody = {
  type: ['object', 'null'],
  additionalProperties: false,
  properties: { note: { type: 'string', maxLength: 1000 } },
} as const;

/** GET /booking-api/public/waitlist/offer/{token}: the held slot, nothing else of anyone. */
export const waitlistOfferSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'centreName', 'serviceName', 'providerId', 'providerName', 'date', 'startTime', 'endTime', 'offeredUntil'],
  properties: {
    centreId: uuid,
    centreName: { type: 'string' },
    serviceName: { type: 'string' },
    providerId: uuid,
    providerName: { type: 'string' },
    date: isoDate,
    startTime: hhmm,
    endTime: hhmm,
    /** ISO instant the hold ends. */
    offeredUntil: { type: 'string' },
  },
} as const;
export type WaitlistOffer = FromSchema<typeof waitlistOfferSchema>;

export const WAITLIST_ENTRY_STATUSES = ['waiting', 'offered', 'booked', 'expired', 'removed'] as const;

/** One entry as staff see it (GET /api/waitlist). */
export const waitlistEntrySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['waitlistId', 'serviceId', 'providerId', 'from', 'to', 'firstName', 'lastName', 'email', 'phone', 'contactId', 'status', 'offer', 'appointmentId', 'createdAt'],
  properties: {
    waitlistId: uuid,
    serviceId: uuid,
    providerId: { type: ['string', 'null'], format: 'uuid' },
    from: isoDate,
    to: isoDate,
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    email: { type: 'string' },
    phone: { type: 'string' },
    contactId: { type: ['string', 'null'], format: 'uuid' },
    status: { type: 'string', enum: WAITLIST_ENTRY_STATUSES },
    offer: {
      anyOf: [
        {
          type: 'object',
          additionalProperties: false,
          required: ['providerId', 'date', 'startTime', 'endTime', 'offeredUntil'],
          properties: { providerId: uuid, date: isoDate, startTime: hhmm, endTime: hhmm, offeredUntil: { type: 'string' } },
        },
        { type: 'null' },
      ],
    },
    appointmentId: { type: ['string', 'null'], format: 'uuid' },
    createdAt: { type: 'string' },
  },
} as const;
export type WaitlistEntry = FromSchema<typeof waitlistEntrySchema>;

export const waitlistListQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId'],
  properties: {
    centreId: uuid,
    /** Left out: the open ones (waiting and offered). */
    status: { type: 'string', enum: [...WAITLIST_ENTRY_STATUSES, 'all'] },
  },
} as const;

export const waitlistListReply = { type: 'array', items: waitlistEntrySchema } as const;
