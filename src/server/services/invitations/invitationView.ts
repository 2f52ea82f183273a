/** Row ↔ wire shape of invitations, and their JSON Schemas. */
import type { invitations } from '../../db/schema';
import type { Invitation } from '../../../shared/api/contracts';

type InvitationRow = typeof invitations.$inferSelect;

export const INVITATION_TTL_MS = 14 * 24 * 60 * 60_000;

export function toInvitation(row: InvitationRow): Invitation {
  return {
    invitation_id: row.id,
    centre_fk: row.centreId,
    email: row.email,
    firstName: row.firstName,
    lastName: row.lastName,
    role: row.role,
    status: row.status,
    createdAt: row.createdAt.toISOString(),
  };
}

export const invitationSchema = {
  type: 'object',
  required: ['invitation_id', 'centre_fk', 'email', 'firstName', 'lastName', 'role', 'status', 'createdAt'],
  properties: {
    invitation_id: { type: 'string' },
    centre_fk: { type: 'string' },
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    role: { type: 'string' },
    status: { type: 'string' },
    createdAt: { type: 'string' },
  },
} as const;

export const invitationCheckSchema = {
  type: 'object',
  required: ['email', 'firstName', 'lastName', 'centreName', 'role', 'status', 'userExists'],
  properties: {
    email: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    centreName: { type: 'string' },
    role: { type: 'string' },
    status: { type: 'string' },
    userExists: { type: 'boolean' },
  },
} as const;

export const acceptReplySchema = {
  type: 'object',
  required: ['centre_fk'],
  properties: {
    centre_fk: { type: 'string' },
    signInToken: { type: 'string' },
    refreshToken: { type: 'string' },
    expiresIn: { type: 'integer' },
  },
} as const;
