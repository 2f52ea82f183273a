/** The users calls (spec §7 "Users"): JSON Schemas of bodies and answers and the types derived from them. */
import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';
import { ROLE_NAMES } from '../membership';
import { EMAIL_MAX_LENGTH } from '../validators/email';
import { COUNTRY_PHONE_PATTERN } from '../validators/phone';
import { providerPatchBody } from './centres';
import { nullableString, uuidString } from './fields';

export const DATE_FORMATS = ['DD.MM.YYYY', 'DD/MM/YYYY', 'MM/DD/YYYY', 'YYYY-MM-DD'] as const;
export const TIME_FORMATS = ['24h', '12h'] as const;
export type DateFormat = (typeof DATE_FORMATS)[number];
/** A stored or chosen date format, or the default (DD.MM.YYYY, spec §9) when it is not one the server accepts. */
export const toDateFormat = (value: string | null | undefined): DateFormat =>
  (DATE_FORMATS as readonly unknown[]).includes(value) ? (value as DateFormat) : DATE_FORMATS[0];

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

const str = { type: 'string' } as const;

export const roleSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'user_fk', 'centre_fk'],
  properties: { name: { type: 'string', enum: ROLE_NAMES }, user_fk: str, centre_fk: str },
} as const;
export type Role = FromSchema<typeof roleSchema>;

export const userSettingSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['language', 'activeCentre', 'timeFormat', 'dateFormat'],
  properties: {
    language: { type: 'string', enum: LANGUAGES },
    activeCentre: nullableString,
    timeFormat: { type: 'string', enum: TIME_FORMATS },
    dateFormat: str,
  },
} as const;
export type UserSetting = FromSchema<typeof userSettingSchema>;

/** GET /api/auth/getUserFromToken and GET /api/user/{id} (also what keeps password hashes and tokens out of answers). */
export const userSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id', 'firstName', 'lastName', 'email', 'countryPhone', 'phone', 'Role', 'UserSetting', 'settings', 'bookingProviderId', 'onboardingStatus'],
  properties: {
    user_id: str,
    firstName: str,
    lastName: str,
    email: str,
    countryPhone: str,
    phone: str,
    Role: { type: 'array', items: roleSchema },
    UserSetting: userSettingSchema,
    settings: {
      type: 'object',
      additionalProperties: false,
      required: ['currency'],
      properties: { currency: { type: 'object', additionalProperties: false, required: ['value'], properties: { value: str } } },
    },
    bookingProviderId: nullableString,
    onboardingStatus: { type: 'integer' },
  },
} as const;
export type User = FromSchema<typeof userSchema>;

const name = { type: 'string', maxLength: 50 } as const;
const userFieldProperties = {
  firstName: name,
  lastName: name,
  countryPhone: { type: 'string', pattern: COUNTRY_PHONE_PATTERN },
  phone: { type: 'string', maxLength: 30 },
} as const;
const emailProperty = { type: 'string', maxLength: EMAIL_MAX_LENGTH } as const;

export const userSettingBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    language: { type: 'string', enum: LANGUAGES },
    activeCentre: { type: ['string', 'null'], format: 'uuid' },
    timeFormat: { type: 'string', enum: TIME_FORMATS },
    dateFormat: { type: 'string', enum: DATE_FORMATS },
  },
} as const;
export type UserSettingPatch = FromSchema<typeof userSettingBody>;

/** The account fields a user changes on themself (the e-mail only through userInfo). */
const userFieldsSchema = { type: 'object', additionalProperties: false, properties: { ...userFieldProperties, email: emailProperty } } as const;
export type UserFields = FromSchema<typeof userFieldsSchema>;

/** POST /api/user/{id}: partial update; answers the updated user. */
export const profileBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...userFieldProperties, UserSetting: userSettingBody },
} as const;
export type ProfileUpdate = FromSchema<typeof profileBody>;

/** PATCH /api/users/{id}/userInfo: the sign-in e-mail and names. */
export const userInfoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userData'],
  properties: { userData: userFieldsSchema },
} as const;
export type UserInfoUpdate = FromSchema<typeof userInfoBody>;

/** PATCH /api/users/{id}/resource (the spec's path): a therapist's account fields and provider record. */
export const providerProfileBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userData'],
  properties: {
    userData: {
      type: 'object',
      additionalProperties: false,
      required: ['centreId'],
      properties: {
        ...userFieldProperties,
        email: emailProperty,
        language: { type: 'string', enum: LANGUAGES },
        centreId: uuidString,
        Address: providerPatchBody.properties.Address,
        BusinessNumber: providerPatchBody.properties.BusinessNumber,
        calendarColour: providerPatchBody.properties.calendarColour,
        active: providerPatchBody.properties.active,
        profession: providerPatchBody.properties.profession,
        languages: providerPatchBody.properties.languages,
      },
    },
  },
} as const;
export type ProviderProfileUpdate = FromSchema<typeof providerProfileBody>;
export type ProviderProfileData = ProviderProfileUpdate['userData'];

/** Answer of the provider profile update: the user, and new tokens when the e-mail changed. */
export const providerProfileReply = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: userSchema,
    signInToken: str,
    refreshToken: str,
    expiresIn: { type: 'integer' },
  },
} as const;
export type ProviderProfileReply = FromSchema<typeof providerProfileReply>;

export const emailBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } },
} as const;

export const fetchProvidersBody = {
  type: 'object',
  additionalProperties: false,
  required: ['providers'],
  properties: { providers: { type: 'array', maxItems: 500, items: uuidString } },
} as const;

export const onboardingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'integer', minimum: 0, maximum: 100 } },
} as const;

export const userNameReply = {
  type: 'object',
  additionalProperties: false,
  required: ['user_id', 'firstName', 'lastName'],
  properties: { user_id: str, firstName: str, lastName: str },
} as const;
export type UserName = FromSchema<typeof userNameReply>;

export const providerNameReply = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName'],
  properties: { firstName: str, lastName: str },
} as const;
export const onboardingReply = { type: 'object', additionalProperties: false, required: ['status'], properties: { status: { type: 'integer' } } } as const;
export const existsReply = { type: 'object', additionalProperties: false, required: ['exists'], properties: { exists: { type: 'boolean' } } } as const;

/** DELETE /api/user and DELETE of a centre: the confirmation word the user typed (spec §5). */
export const confirmWordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['confirmWord'],
  properties: { confirmWord: { type: 'string', maxLength: 50 } },
} as const;
