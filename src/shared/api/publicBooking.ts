/**
 * The public booking API under /booking-api/public (issue 10 §4): no staff token, pinned (other
 * tools rely on it), so these shapes change only by adding optional fields. Provider ids are the
 * therapists' user ids (the appointment's resourceId, the booking link's providerId). Dates and
 * times are the centre's wall clock.
 */
import type { FromSchema } from 'json-schema-to-ts';

/** At most this many days per slots request (issue 10 §4). */
export const MAX_SLOT_DAYS = 62;

const uuid = { type: 'string', format: 'uuid' } as const;
const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$', maxLength: 10 } as const;
const hhmm = { type: 'string', pattern: '^\\d{2}:\\d{2}$' } as const;
const text = { type: 'string' } as const;
const nullableText = { type: ['string', 'null'] } as const;
// Written out rather than imported from ./fields: that pulls the phone validator (libphonenumber
// metadata) into the public page's bundle, which reads its constants from this module.
const countryPhone = { type: 'string', pattern: '^\\+[1-9][0-9]{0,3}$' } as const;
const phone = { type: 'string', minLength: 1, maxLength: 30, pattern: '^[+0-9 ()./-]*$' } as const;
const language = { type: 'string', enum: ['de', 'en', 'fr', 'it'] } as const;

/** Any string: an id that is no centre's answers the same 404 as an unknown or closed centre. */
export const publicCentreParams = {
  type: 'object',
  additionalProperties: false,
  required: ['cid'],
  properties: { cid: { type: 'string', maxLength: 64 } },
} as const;

export const slotsQuerySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'from', 'to'],
  properties: {
    serviceId: uuid,
    /** Left out: any therapist who offers the service. */
    providerId: uuid,
    from: isoDate,
    to: isoDate,
  },
} as const;
export type SlotsQuery = FromSchema<typeof slotsQuerySchema>;

export const publicSlotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['providerId', 'date', 'startTime', 'endTime'],
  properties: { providerId: uuid, date: isoDate, startTime: hhmm, endTime: hhmm },
} as const;
export type PublicSlot = FromSchema<typeof publicSlotSchema>;

export const slotsReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['slots'],
  properties: { slots: { type: 'array', items: publicSlotSchema } },
} as const;
export type SlotsReply = FromSchema<typeof slotsReplySchema>;

const publicAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['street', 'building', 'zipcode', 'city', 'country'],
  properties: { street: text, building: text, zipcode: text, city: text, country: text },
} as const;

const openingHoursSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['day', 'openTime', 'closeTime'],
    properties: { day: { type: 'integer' }, openTime: { type: 'integer' }, closeTime: { type: 'integer' } },
  },
} as const;

export const publicTherapistSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['providerId', 'firstName', 'lastName', 'avatar', 'profession', 'languages', 'serviceIds'],
  properties: {
    providerId: uuid,
    firstName: text,
    lastName: text,
    avatar: nullableText,
    profession: text,
    languages: { type: 'array', items: text },
    /** The bookable services this therapist offers. */
    serviceIds: { type: 'array', items: uuid },
  },
} as const;
export type PublicTherapist = FromSchema<typeof publicTherapistSchema>;

export const publicServiceSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'name', 'description', 'categoryId', 'duration', 'price', 'currency', 'groupEvent', 'virtual', 'providerIds'],
  properties: {
    serviceId: uuid,
    /** In the requested language when the service has one (langDepData), else its name. */
    name: text,
    description: text,
    categoryId: { type: ['string', 'null'], format: 'uuid' },
    /** Minutes. */
    duration: { type: 'integer' },
    /** Rappen/cents. */
    price: { type: 'integer' },
    currency: text,
    groupEvent: { type: 'boolean' },
    virtual: { type: 'boolean' },
    /** The bookable therapists offering it. */
    providerIds: { type: 'array', items: uuid },
  },
} as const;
export type PublicService = FromSchema<typeof publicServiceSchema>;

export const publicCategorySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['categoryId', 'name'],
  properties: { categoryId: uuid, name: text },
} as const;

/** GET /booking-api/public/centres/{cid}: what a client may see of the practice. */
export const publicCentreSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'name', 'tagline', 'about', 'logo', 'picture', 'photos', 'website', 'address', 'openingHours', 'timezone', 'therapists', 'services', 'categories'],
  properties: {
    centreId: uuid,
    name: text,
    tagline: text,
    about: text,
    logo: nullableText,
    picture: nullableText,
    photos: { type: 'array', items: text },
    website: text,
    address: { anyOf: [publicAddressSchema, { type: 'null' }] },
    /** Days 0 (Sunday)–6, times as minutes after midnight. */
    openingHours: openingHoursSchema,
    timezone: text,
    therapists: { type: 'array', items: publicTherapistSchema },
    services: { type: 'array', items: publicServiceSchema },
    categories: { type: 'array', items: publicCategorySchema },
    /** New clients give their date of birth when booking (online presence askDateOfBirth): the booking page asks for it. */
    askDateOfBirth: { type: 'boolean' },
  },
} as const;
export type PublicCentre = FromSchema<typeof publicCentreSchema>;

export const publicLanguageQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', enum: ['de', 'en', 'fr', 'it'] } },
} as const;

/** POST /booking-api/public/verification-codes: an SMS code to the phone (the answer never says whether the phone is known). */
export const phoneCodeBody = {
  type: 'object',
  additionalProperties: false,
  required: ['countryPhone', 'phone'],
  properties: {
    countryPhone,
    phone,
    /** The SMS language; left out: the request's Accept-Language. */
    lang: language,
  },
} as const;
export type PhoneCodeBody = FromSchema<typeof phoneCodeBody>;

const personName = { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } as const;

/** POST /booking-api/public/centres/{cid}/appointments: a verified patient books a free slot. */
export const bookingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'providerId', 'date', 'startTime', 'firstName', 'lastName', 'email', 'countryPhone', 'phone', 'code'],
  properties: {
    serviceId: uuid,
    providerId: uuid,
    date: isoDate,
    startTime: { ...hhmm, maxLength: 5 },
    firstName: personName,
    lastName: personName,
    email: { type: 'string', minLength: 3, maxLength: 254 },
    countryPhone,
    phone,
    /** The SMS code of POST /verification-codes. */
    code: { type: 'string', pattern: '^[0-9]{6}$' },
    note: { type: 'string', maxLength: 1000 },
    /** Required when the practice asks for it (online presence `askDateOfBirth`). */
    dateOfBirth: isoDate,
    /** The patient's language for the messages; left out: the request's Accept-Language. */
    lang: language,
  },
} as const;
export type BookingBody = FromSchema<typeof bookingBody>;

export const BOOKING_STATUSES = ['CONFIRMED', 'UNCONFIRMED'] as const;

export const bookingReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['appointment_id', 'status', 'manageUrl'],
  properties: {
    appointment_id: uuid,
    /** CONFIRMED at once, or UNCONFIRMED: a request in the practice's inbox that holds its slot. */
    status: { type: 'string', enum: BOOKING_STATUSES },
    /** The patient's link to see, cancel, move or add to a calendar (no account needed). */
    manageUrl: text,
  },
} as const;
export type BookingReply = FromSchema<typeof bookingReplySchema>;

/** A manage link's token (base64url of 32 random bytes); anything else is an unknown link. */
export const manageParams = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', maxLength: 100 } },
} as const;

/** GET /booking-api/public/manage/{token}: the booking as its patient may see it, nothing more. */
export const managedBookingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'centreName', 'serviceName', 'providerName', 'date', 'startTime', 'endTime', 'status', 'mayCancel', 'mayMove', 'cancelUntil'],
  properties: {
    centreId: uuid,
    centreName: text,
    serviceName: text,
    providerName: text,
    date: isoDate,
    startTime: hhmm,
    endTime: hhmm,
    /** The appointment's status (CONFIRMED, UNCONFIRMED, CANCELLED, DENIED, …). */
    status: text,
    mayCancel: { type: 'boolean' },
    mayMove: { type: 'boolean' },
    /** The last instant an online cancellation or move is accepted (ISO 8601, UTC). */
    cancelUntil: { type: 'string', format: 'date-time' },
    /** The service and therapist (public ids, as in the profile): the manage page asks for their free slots to move. */
    serviceId: uuid,
    providerId: uuid,
  },
} as const;
export type ManagedBooking = FromSchema<typeof managedBookingSchema>;

export const manageCancelReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: text },
} as const;

/** POST /booking-api/public/manage/{token}/move: another free slot of the same therapist and service. */
export const manageMoveBody = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'startTime'],
  properties: { date: isoDate, startTime: { ...hhmm, maxLength: 5 } },
} as const;
export type ManageMoveBody = FromSchema<typeof manageMoveBody>;
