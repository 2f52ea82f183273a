/**
 * Roles in a centre and the team rules both sides apply (spec §6, README "Team"): the server
 * enforces them, the client shows only the actions they allow.
 */
export const ROLE_NAMES = ['OWNER', 'ADMIN', 'PROVIDER'] as const;
export type RoleName = (typeof ROLE_NAMES)[number];

/** The roles a member can be invited with or changed to; OWNER is never given or taken here. */
export const MEMBER_ROLES = ['PROVIDER', 'ADMIN'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

/** Owners and admins manage a centre (invite therapists, edit business info, grant permissions). */
export const isManagerRole = (role: RoleName): boolean => role === 'OWNER' || role === 'ADMIN';

/** The member acted on: their user id and their roles in the centre. */
export interface MemberRef {
  userId: string;
  roles: readonly RoleName[];
}

/** Only the owner changes roles, never their own and never the owner's. */
export function canChangeMemberRole(callerRoles: readonly RoleName[], callerId: string, member: MemberRef): boolean {
  if (member.userId === callerId || member.roles.includes('OWNER')) return false;
  return callerRoles.includes('OWNER');
}

/**
 * Who may remove whom: nobody the owner; a member themself (leaving); the owner any admin or
 * provider; an admin providers only.
 */
export function canRemoveMember(callerRoles: readonly RoleName[], callerId: string, member: MemberRef): boolean {
  if (member.roles.includes('OWNER')) return false;
  if (member.userId === callerId) return true;
  if (callerRoles.includes('OWNER')) return true;
  return callerRoles.includes('ADMIN') && !member.roles.includes('ADMIN');
}
