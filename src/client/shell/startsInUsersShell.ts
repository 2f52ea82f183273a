import { isUsersPath } from '../routing/navigation';

/**
 * A signed-out visitor on a /users page gets the light /users shell; everyone else the full app.
 * The switch is one way: the full app renders the /users pages too (sign-out, a signed-in invitee).
 */
export function startsInUsersShell(pathname: string, signedIn: boolean): boolean {
  return isUsersPath(pathname) && !signedIn;
}
