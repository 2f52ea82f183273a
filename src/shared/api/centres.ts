/**
 * The centre calls (spec §7 "Centres", "Providers"): JSON Schemas of bodies and answers and the
 * types derived from them. Fastify serialises answers through these schemas, so a column that is
 * not listed never leaves the server; every answer field listed as required is always sent.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { ROLE_NAMES } from '../membership';
import { BUSINESS_NUMBER_NAMES } from '../validators/swissIds';
import { nullableString } from './fields';

const str = { type: 'string' } as const;
/** Short inputs default to 50 characters (spec §5); longer where the field says so. */
const text = <N extends number>(maxLength: N) => ({ type: 'string', maxLength }) as const;

/** Path id of the calls under /api/centre(s)/{id}. */
export const centreIdParams = { type: 'object', required: ['id'], properties: { id: text(64) } } as const;
export const providerParams = { type: 'object', required: ['id', 'providerId'], properties: { id: text(64), providerId: text(64) } } as const;

export const addressSchema = {
  type: 'object',
  additionalProperties: false,
  properties: { street: text(50), building: text(50), zipcode: text(50), city: text(50), state: text(50), country: text(50) },
} as const;
export type Address = FromSchema<typeof addressSchema>;

export const businessNumberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'value'],
  properties: { name: text(50), value: text(50) },
} as const;
export type BusinessNumber = FromSchema<typeof businessNumberSchema>;

export const businessInfoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['businessNumber', 'taxNumber', 'zsrNumber', 'nifNumber', 'gln', 'others'],
  properties: {
    businessNumber: { type: 'array', maxItems: 10, items: businessNumberSchema },
    taxNumber: text(50),
    zsrNumber: text(50),
    nifNumber: text(50),
    gln: text(50),
    others: text(500),
    /** The payment details (issue 11 §6): IBAN or QR-IBAN of the account invoices are paid to, the QR-bill's creditor account. */
    iban: text(42),
    bankName: text(100),
    /** The bank's town (Forum Datenaustausch 4.5 names the bank with its postcode and town). */
    bankZip: text(16),
    bankCity: text(35),
  },
} as const;
export type BusinessInfo = FromSchema<typeof businessInfoSchema>;

const openingHourSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['day', 'openTime', 'closeTime'],
  properties: {
    day: { type: 'integer', minimum: 0, maximum: 6 },
    openTime: { type: 'number', minimum: 0, maximum: 24 },
    closeTime: { type: 'number', minimum: 0, maximum: 24 },
  },
} as const;
export type OpeningHour = FromSchema<typeof openingHourSchema>;

const contactNumberSchema = { type: 'object', additionalProperties: false, properties: { number: text(50), countryPhone: text(5) } } as const;
const primaryEmailSchema = { type: 'object', additionalProperties: false, properties: { address: text(254) } } as const;
const taxSchema = {
  type: 'object',
  maxProperties: 10,
  additionalProperties: { anyOf: [text(50), { type: 'number' }, { type: 'boolean' }] },
} as const;

/**
 * Body of PATCH /api/centre/{id}/updateCentre and PATCH /api/centres/{id}: any subset of the
 * Centre fields except ids and files. Names, e-mail and web addresses and the about text are
 * naturally longer than 50.
 */
export const centreUpdateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: text(100),
    address: { type: 'array', maxItems: 5, items: addressSchema },
    contactNumber: contactNumberSchema,
    alternateContactNumbers: { type: 'array', maxItems: 10, items: text(50) },
    primaryEmail: primaryEmailSchema,
    alternateEmails: { type: 'array', maxItems: 10, items: text(254) },
    website: text(200),
    about: text(2000),
    tagline: text(100),
    businessCategory: text(50),
    tags: { type: 'array', maxItems: 30, items: text(50) },
    taxes: { type: 'array', maxItems: 10, items: taxSchema },
    openingHours: { type: 'array', maxItems: 42, items: openingHourSchema },
    businessInfo: { ...businessInfoSchema, required: [] },
    timezone: text(64),
  },
} as const;
export type CentreUpdate = FromSchema<typeof centreUpdateBody>;

/** Permission flags of a centre provider; the first entry is the one checked (spec §6). */
const permissionSchema = { type: 'object', additionalProperties: { type: 'boolean' } } as const;
export type Permission = FromSchema<typeof permissionSchema>;

/** A provider record's numbers: only the names ZSR, ZSRKVG, ZSRVVG, GLN, NIF and UID (the centre's list is free). */
export const providerBusinessNumberSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'value'],
  properties: { name: { type: 'string', enum: BUSINESS_NUMBER_NAMES }, value: text(50) },
} as const;
export type ProviderBusinessNumber = FromSchema<typeof providerBusinessNumberSchema>;

/** PATCH /api/centre/{id}/centreProvider/{providerId}: a therapist's own record (and the tariff 590 numbers). */
export const providerPatchBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    Address: addressSchema,
    BusinessNumber: { type: 'array', maxItems: BUSINESS_NUMBER_NAMES.length, items: providerBusinessNumberSchema },
    calendarColour: { type: 'string', pattern: '^(#[0-9A-Fa-f]{6})?$' },
    active: { type: 'boolean' },
    /** Shown to clients on the public profile (wording §3 Resource). */
    profession: { type: 'string', maxLength: 100 },
    /** Languages the therapist treats in: ISO 639-1 codes (de, en, fr, it, es, …). */
    languages: { type: 'array', maxItems: 20, uniqueItems: true, items: { type: 'string', pattern: '^[a-z]{2}$' } },
  },
} as const;
export type ProviderPatch = FromSchema<typeof providerPatchBody>;

/** PATCH /api/permission/{centreProviderId}/updatePermission. */
export const permissionBody = {
  type: 'object',
  additionalProperties: false,
  required: ['Permission'],
  properties: {
    Permission: {
      type: 'array',
      minItems: 1,
      maxItems: 5,
      items: {
        type: 'object',
        maxProperties: 50,
        additionalProperties: false,
        patternProperties: { '^[A-Za-z][A-Za-z0-9_]{0,49}$': { type: 'boolean' } },
      },
    },
  },
} as const;
export type PermissionUpdate = FromSchema<typeof permissionBody>;

/** PATCH /api/centres/{id}/settings/providers/{providerId}/role. OWNER passes the schema so that the refusal can say why (ownerRoleNotChangeable). */
export const memberRoleBody = {
  type: 'object',
  additionalProperties: false,
  required: ['role'],
  properties: { role: { type: 'string', enum: ROLE_NAMES } },
} as const;
export type MemberRoleChange = FromSchema<typeof memberRoleBody>;

export const centreProviderResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['centreProvider_id', 'user_fk', 'centre_fk', 'firstName', 'lastName', 'email', 'role', 'active', 'Address', 'BusinessNumber', 'Permission', 'avatar', 'calendarColour'],
  properties: {
    centreProvider_id: str,
    user_fk: str,
    centre_fk: str,
    firstName: str,
    lastName: str,
    email: str,
    role: { type: 'string', enum: ROLE_NAMES },
    active: { type: 'boolean' },
    Address: addressSchema,
    BusinessNumber: { type: 'array', items: providerBusinessNumberSchema },
    Permission: { type: 'array', items: permissionSchema },
    avatar: nullableString,
    calendarColour: str,
    profession: str,
    languages: { type: 'array', items: str },
  },
} as const;
export type CentreProvider = FromSchema<typeof centreProviderResponse>;

export const centreSettingResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['currency', 'invoiceNumberPrefix', 'invoiceNumberNext', 'preselectedProviderId', 'directInvoicing'],
  properties: {
    currency: str,
    invoiceNumberPrefix: str,
    invoiceNumberNext: str,
    preselectedProviderId: nullableString,
    directInvoicing: { type: 'boolean' },
  },
} as const;
export type CentreSetting = FromSchema<typeof centreSettingResponse>;

const photoSchema = { type: 'object', additionalProperties: false, required: ['file_id', 'url'], properties: { file_id: str, url: str } } as const;
export type Photo = FromSchema<typeof photoSchema>;

/** GET /api/centre/{id}/getCentre. */
export const centreResponse = {
  type: 'object',
  additionalProperties: false,
  required: [
    'centre_id', 'name', 'address', 'contactNumber', 'alternateContactNumbers', 'primaryEmail', 'alternateEmails', 'website', 'logo',
    'picture', 'photos', 'about', 'tagline', 'businessCategory', 'tags', 'taxes', 'openingHours', 'businessInfo', 'timezone',
    'CentreSetting', 'CentreProvider',
  ],
  properties: {
    centre_id: str,
    name: str,
    address: { type: 'array', items: addressSchema },
    contactNumber: contactNumberSchema,
    alternateContactNumbers: { type: 'array', items: str },
    primaryEmail: primaryEmailSchema,
    alternateEmails: { type: 'array', items: str },
    website: str,
    logo: nullableString,
    picture: nullableString,
    photos: { type: 'array', items: photoSchema },
    about: str,
    tagline: str,
    businessCategory: str,
    tags: { type: 'array', items: str },
    taxes: { type: 'array', items: { type: 'object', additionalProperties: true } },
    openingHours: { type: 'array', items: openingHourSchema },
    businessInfo: businessInfoSchema,
    timezone: str,
    CentreSetting: centreSettingResponse,
    CentreProvider: { type: 'array', items: centreProviderResponse },
    /** Token for /users/signup/{clinicHash}; only shown to managers. */
    clinicHash: str,
  },
} as const;
export type Centre = FromSchema<typeof centreResponse>;

/** What a practice needs to run, for the dashboard checklist (issue 13): opening hours on a day, a service bookable online, the public profile with online booking on, a bank account (IBAN) payments arrive on, a client. */
export const practiceSetupSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['workingHours', 'bookableService', 'onlineBooking', 'paymentDetails', 'client'],
  properties: {
    workingHours: { type: 'boolean' },
    bookableService: { type: 'boolean' },
    onlineBooking: { type: 'boolean' },
    paymentDetails: { type: 'boolean' },
    client: { type: 'boolean' },
  },
} as const;
export type PracticeSetup = FromSchema<typeof practiceSetupSchema>;

/** GET /api/centre/{id}/completeness: spec §5 completeness of the caller, the centre and the caller's provider record (rules: src/shared/completeness.ts). */
export const completenessResponse = {
  type: 'object',
  additionalProperties: false,
  required: ['user', 'centre', 'centreProvider', 'setup'],
  properties: { user: { type: 'boolean' }, centre: { type: 'boolean' }, centreProvider: { type: 'boolean' }, setup: practiceSetupSchema },
} as const;
export type Completeness = FromSchema<typeof completenessResponse>;
