import { features } from '../config/features';

/** Spec §2 "Navigation after authentication" and the page guard's redirect targets. */
export interface NavigationFlags {
  tariff590: boolean;
}

export const afterSignInPath = (flags: NavigationFlags = features) => (flags.tariff590 ? '/calendar' : '/dashboard');

export const afterVerificationPath = (flags: NavigationFlags = features) =>
  flags.tariff590 ? '/tariff590/addresses' : '/dashboard';

/** Where a signed-in user who opens a /users page is sent. */
export const signedInUsersRedirectPath = (flags: NavigationFlags = features) =>
  flags.tariff590 ? '/tariff590/addresses' : '/settings/account';

export const isUsersPath = (pathname: string) => pathname === '/users' || pathname.startsWith('/users/');
