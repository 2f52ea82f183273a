/**
 * Whose figures a member sees on the dashboard. A therapist's utilisation and appointments are
 * colleagues' calendar data: the practice's figures (every therapist) go to owners and admins
 * and to therapists granted the flag that shows colleagues' appointments in detail
 * (`colleagueDetails`, settings "See colleagues' appointments in detail"); any other therapist
 * sees their own figures only. The server enforces it, the dashboard asks for what it may see.
 */
import { isManagerRole, type RoleName } from '../membership';

export const COLLEAGUES_FLAG = 'colleagueDetails';

/** Roles in the centre and the first entry of the member's permission record (spec §6). */
export function seesPracticeFigures(roles: readonly RoleName[], firstPermission: Readonly<Record<string, boolean>> | undefined): boolean {
  return roles.some(isManagerRole) || firstPermission?.[COLLEAGUES_FLAG] === true;
}
