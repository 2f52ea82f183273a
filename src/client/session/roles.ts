import type { User } from '../../shared/api/contracts';
import { isManagerRole, type RoleName } from '../../shared/membership';

/** Spec §6: the user's roles in one centre, from the Role list. */
export function rolesIn(user: User | null | undefined, centreId: string | null | undefined): RoleName[] {
  if (!user || !centreId) return [];
  return user.Role.filter((r) => r.centre_fk === centreId).map((r) => r.name);
}

export const isOwnerOf = (user: User | null | undefined, centreId: string | null | undefined) => rolesIn(user, centreId).includes('OWNER');

/** Owners and admins manage a centre (invite therapists, edit business info, grant permissions). */
export const isManagerOf = (user: User | null | undefined, centreId: string | null | undefined) =>
  rolesIn(user, centreId).some(isManagerRole);
