/** Row → wire shape of invitations (src/shared/api/invitations.ts). */
import type { invitations } from '../../db/schema';
import type { Invitation } from '../../../shared/api/invitations';

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
