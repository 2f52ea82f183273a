import type { CentreProvider } from '../../../../shared/api/contracts';
import { canChangeMemberRole, canRemoveMember, type RoleName } from '../../../../shared/membership';

/**
 * What the signed-in user may do with a member: the server's own rules (src/shared/membership.ts,
 * README "Team"). Leaving oneself is on the account page, so it is not offered here.
 */
export function memberActions(callerRoles: RoleName[], callerId: string, member: CentreProvider): { canChangeRole: boolean; canRemove: boolean } {
  if (member.user_fk === callerId) return { canChangeRole: false, canRemove: false };
  const ref = { userId: member.user_fk, roles: [member.role] };
  return { canChangeRole: canChangeMemberRole(callerRoles, callerId, ref), canRemove: canRemoveMember(callerRoles, callerId, ref) };
}
