/** The invitation calls (spec §7, wording §4 and §8): JSON Schemas and the types derived from them. */
import type { FromSchema } from 'json-schema-to-ts';
import { MEMBER_ROLES } from '../membership';
import { countryPhoneString, emailString, languageString, nameString, opaqueToken, passwordString, phoneString, uuidString } from './fields';

export const INVITATION_STATUSES = ['SENT', 'ACCEPTED', 'CANCELLED'] as const;

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

/** POST /api/invitations/{centreId}/createAndInvite. */
export const inviteBody = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'role'],
  properties: {
    email: emailString,
    firstName: { type: 'string', maxLength: 50 },
    lastName: { type: 'string', maxLength: 50 },
    role: { type: 'string', enum: MEMBER_ROLES },
  },
} as const;
export type InviteInput = FromSchema<typeof inviteBody>;

/** POST /api/invitations/{token}/accept: new invitees fill in all of it; people with an account send {} with their bearer token. */
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
export type AcceptInput = FromSchema<typeof acceptBody>;

export const invitationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invitation_id', 'centre_fk', 'email', 'firstName', 'lastName', 'role', 'status', 'createdAt'],
  properties: {
    invitation_id: { type: 'string' },
    centre_fk: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    role: { type: 'string', enum: MEMBER_ROLES },
    status: { type: 'string', enum: INVITATION_STATUSES },
    createdAt: { type: 'string' },
  },
} as const;
export type Invitation = FromSchema<typeof invitationSchema>;

/** GET /api/invitations/{token}/check: what the invitee sees before accepting. */
export const invitationCheckSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['email', 'firstName', 'lastName', 'centreName', 'role', 'status', 'userExists'],
  properties: {
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    centreName: { type: 'string' },
    role: { type: 'string', enum: MEMBER_ROLES },
    status: { type: 'string', enum: INVITATION_STATUSES },
    userExists: { type: 'boolean' },
  },
} as const;
export type InvitationCheck = FromSchema<typeof invitationCheckSchema>;

/** The centre joined, and tokens when a new account was created. */
export const acceptReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centre_fk'],
  properties: {
    centre_fk: { type: 'string' },
    signInToken: { type: 'string' },
    refreshToken: { type: 'string' },
    expiresIn: { type: 'integer' },
  },
} as const;
export type AcceptReply = FromSchema<typeof acceptReplySchema>;
