import type { CentreProvider, RoleName } from '../../../../shared/api/contracts';

/**
 * What the signed-in user may do with a member (the server's rules, README "Team"): the owner
 * changes admins' and providers' roles; the owner removes admins and providers, an admin
 * providers. The owner is never changed or removed here, and one's own role stays; leaving
 * oneself is on the account page.
 */
export function memberActions(callerRoles: RoleName[], callerId: string, member: CentreProvider): { canChangeRole: boolean; canRemove: boolean } {
  const self = member.user_fk === callerId;
  if (self || member.role === 'OWNER') return { canChangeRole: false, canRemove: false };
  const owner = callerRoles.includes('OWNER');
  const admin = callerRoles.includes('ADMIN');
  return { canChangeRole: owner, canRemove: owner || (admin && member.role === 'PROVIDER') };
}
