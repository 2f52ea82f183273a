/** JSON Schemas of the invitation calls. */
import {
  countryPhoneString,
  emailString,
  languageString,
  nameString,
  opaqueToken,
  passwordString,
  phoneString,
  uuidString,
} from '../auth/schemas';

export const centreParams = {
  type: 'object',
  required: ['centreId'],
  properties: { centreId: uuidString },
} as const;

export const invitationIdParams = {
  type: 'object',
  required: ['invitationId'],
  properties: { invitationId: uuidString },
} as const;

export const tokenParams = {
  type: 'object',
  required: ['token'],
  properties: { token: opaqueToken },
} as const;

export const inviteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'role'],
  properties: {
    email: emailString,
    firstName: { type: 'string', maxLength: 50 },
    lastName: { type: 'string', maxLength: 50 },
    role: { type: 'string', enum: ['PROVIDER', 'ADMIN'] },
  },
} as const;

/** New invitees fill in all of it; people with an account send {} with their bearer token. */
export const acceptBody = {
  type: 'object',
  additionalProperties: false,
  properties: {
    password: passwordString,
    firstName: nameString,
    lastName: nameString,
    countryPhone: countryPhoneString,
    phone: phoneString,
    language: languageString,
  },
} as const;
