import type { Store } from 'react-admin';
import { clearTokens } from './tokenStorage';
import { applyLanguage } from './applyLanguage';
import type { SessionValue } from './SessionContext';

/**
 * The session of the /users shell (shell/UsersShell.tsx): nobody is signed in there (a stored
 * session hands over to the full app and its SessionProvider), so only the language can change.
 */
export function signedOutSession(store: Store): SessionValue {
  const nothing = async () => undefined;
  return {
    user: null,
    centres: [],
    activeCentre: null,
    loading: false,
    loadFailed: false,
    reloadUser: nothing,
    reloadCentres: nothing,
    setActiveCentre: nothing,
    setLanguage: async (lng) => applyLanguage(store, lng),
    signOut: async () => clearTokens(),
  };
}
