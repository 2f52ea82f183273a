import { afterSignInPath, isUsersPath, signedInUsersRedirectPath, type NavigationFlags } from './navigation';

/**
 * The page guard of spec §2 as a pure decision, so every case is table-tested:
 * - no user but both tokens stored → load the user (then the clinics);
 * - a /users page while signed in → redirect (tariff 590 → /tariff590/addresses, else /settings/account);
 * - no user outside /users → log out (reset state, remove tokens, go to sign-in);
 * - a loading screen until this is settled.
 */
export interface GuardInput {
  pathname: string;
  hasUser: boolean;
  hasBothTokens: boolean;
  /** A user load is running. */
  loading: boolean;
  /** Loading the user from the stored tokens failed already (do not retry in a loop). */
  loadFailed: boolean;
  flags: NavigationFlags;
}

export type GuardDecision =
  | { kind: 'loadUser' }
  | { kind: 'loading' }
  | { kind: 'redirect'; to: string }
  | { kind: 'logout' }
  | { kind: 'render' };

/**
 * An invited user who is already signed in must still be able to open the invitation link
 * and accept it with their session, so this page is not redirected away.
 */
const SIGNED_IN_USERS_PAGES = ['/users/accept-invitation'];

export function decidePageGuard(input: GuardInput): GuardDecision {
  const { pathname, hasUser, hasBothTokens, loading, loadFailed, flags } = input;
  if (!hasUser && loading) return { kind: 'loading' };
  if (!hasUser && hasBothTokens && !loadFailed) return { kind: 'loadUser' };
  if (isUsersPath(pathname)) {
    if (hasUser && !SIGNED_IN_USERS_PAGES.includes(pathname)) return { kind: 'redirect', to: signedInUsersRedirectPath(flags) };
    return { kind: 'render' };
  }
  if (!hasUser) return { kind: 'logout' };
  if (pathname === '/' || pathname === '') return { kind: 'redirect', to: afterSignInPath(flags) };
  return { kind: 'render' };
}
