/** Caller groups of the role policy (security plan A3). */
import type { Caller } from './support/roleWorld';

export const ANYONE: readonly Caller[] = ['OWNER', 'ADMIN', 'PROVIDER', 'PROVIDER_NOPERM', 'OTHER', 'ANONYMOUS'];
export const SIGNED_IN: readonly Caller[] = ['OWNER', 'ADMIN', 'PROVIDER', 'PROVIDER_NOPERM', 'OTHER'];
/** Any member of centre A. */
export const MEMBERS: readonly Caller[] = ['OWNER', 'ADMIN', 'PROVIDER', 'PROVIDER_NOPERM'];
/** Spec §6: owners and admins. */
export const MANAGERS: readonly Caller[] = ['OWNER', 'ADMIN'];
/** The target (A's PROVIDER) themself, or a manager of A. */
export const SELF_OR_MANAGER: readonly Caller[] = ['OWNER', 'ADMIN', 'PROVIDER'];
