/** Request and response schemas of the users calls (spec §7 "Users"). */
import { EMAIL_MAX_LENGTH } from '../../../shared/validators/email';
import { LANGUAGES } from '../../../shared/languages';
import { providerPatchProperties } from '../centres/providers';
import { emailProperty, userFieldProperties, userSettingBody } from './userUpdate';

const uuid = { type: 'string', format: 'uuid' } as const;

export const idParams = { type: 'object', required: ['id'], properties: { id: { type: 'string', maxLength: 64 } } } as const;

export const profileBody = {
  type: 'object',
  additionalProperties: false,
  properties: { ...userFieldProperties, UserSetting: userSettingBody },
} as const;

export const userInfoBody = {
  type: 'object',
  additionalProperties: false,
  required: ['userData'],
  properties: {
    userData: { type: 'object', additionalProperties: false, properties: { ...userFieldProperties, email: emailProperty } },
  },
} as const;

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
        language: { type: 'string', enum: [...LANGUAGES] },
        centreId: uuid,
        Address: providerPatchProperties.Address,
        BusinessNumber: providerPatchProperties.BusinessNumber,
        calendarColour: providerPatchProperties.calendarColour,
        active: providerPatchProperties.active,
      },
    },
  },
} as const;

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
  properties: { providers: { type: 'array', maxItems: 500, items: uuid } },
} as const;

export const onboardingBody = {
  type: 'object',
  additionalProperties: false,
  required: ['status'],
  properties: { status: { type: 'integer', minimum: 0, maximum: 100 } },
} as const;

export const userNameReply = {
  type: 'object',
  required: ['user_id', 'firstName', 'lastName'],
  properties: { user_id: { type: 'string' }, firstName: { type: 'string' }, lastName: { type: 'string' } },
} as const;
export const providerNameReply = {
  type: 'object',
  required: ['firstName', 'lastName'],
  properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
} as const;
export const onboardingReply = { type: 'object', required: ['status'], properties: { status: { type: 'integer' } } } as const;
export const existsReply = { type: 'object', required: ['exists'], properties: { exists: { type: 'boolean' } } } as const;
export const okReply = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } as const;
