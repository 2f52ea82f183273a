import type { User } from '../../shared/api/contracts';

/**
 * The signed-in user as last loaded by the SessionProvider, so react-admin's getIdentity does
 * not fetch it a second time.
 */
let current: User | null = null;

export const getCurrentUser = (): User | null => current;
export const setCurrentUser = (user: User | null): void => {
  current = user;
};
