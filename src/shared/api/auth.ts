/**
 * The auth calls (spec §7 "Auth"): JSON Schemas of bodies and answers, and the types derived
 * from them. Bodies reject unknown fields; answers list every field they send.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { SMS_COUNTRIES } from '../validators/phone';
import { countryPhoneString, emailString, languageString, nameString, passwordString, phoneString, uuidString } from './fields';

export const signupBody = {
  type: 'object',
  additionalProperties: false,
  required: ['firstName', 'lastName', 'email', 'password', 'countryPhone', 'phone', 'language'],
  properties: {
    firstName: nameString,
    lastName: nameString,
    email: emailString,
    password: passwordString,
    countryPhone: countryPhoneString,
    phone: phoneString,
    language: languageString,
    clinicHash: { type: 'string', minLength: 1, maxLength: 200 },
  },
} as const;
export type SignupInput = FromSchema<typeof signupBody>;

export const signupReply = {
  type: 'object',
  additionalProperties: false,
  required: ['user'],
  properties: {
    user: { type: 'object', additionalProperties: false, required: ['user_id'], properties: { user_id: { type: 'string' } } },
  },
} as const;
export type SignupReply = FromSchema<typeof signupReply>;

export const userIdBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userId'],
  properties: { userId: uuidString },
} as const;

export const activateBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'code'],
  properties: { userId: uuidString, code: { type: 'string', pattern: '^[0-9]{6}$' } },
} as const;
export type ActivateInput = FromSchema<typeof activateBody>;

export const signinBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'password'],
  properties: { email: emailString, password: { type: 'string', minLength: 1, maxLength: 1024 } },
} as const;

/** Refresh and sign-out. Long enough for an access token sent by mistake, so that gets the same 401 as any other wrong token. */
export const refreshBody = {
  type: 'object',
  additionalProperties: false,
  required: ['token'],
  properties: { token: { type: 'string', minLength: 1, maxLength: 2048 } },
} as const;

export const sendResetBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email'],
  properties: { email: emailString },
} as const;

export const resetPasswordBody = {
  type: 'object',
  additionalProperties: false,
  required: ['password'],
  properties: { password: passwordString, token: { type: 'string', minLength: 1, maxLength: 200 } },
} as const;

export const tokenPairSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['signInToken', 'refreshToken', 'expiresIn'],
  properties: {
    signInToken: { type: 'string' },
    refreshToken: { type: 'string' },
    /** Seconds until signInToken expires (the client stores the expiry for proactive refresh). */
    expiresIn: { type: 'integer' },
  },
} as const;
export type TokenPair = FromSchema<typeof tokenPairSchema>;

export const supportedPhoneNumbersReply = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['country', 'countryPhone'],
    properties: { country: { type: 'string', enum: SMS_COUNTRIES }, countryPhone: { type: 'string' } },
  },
} as const;
export type SupportedPhoneNumbers = FromSchema<typeof supportedPhoneNumbersReply>;
