import { createContext, useContext } from 'react';
import type { Centre, User } from '../../shared/api/contracts';
import type { Language } from '../../shared/languages';

export interface SessionValue {
  user: User | null;
  centres: Centre[];
  /** The centre chosen in UserSetting.activeCentre, else the first centre. */
  activeCentre: Centre | null;
  /** True while the user or their centres are being fetched. */
  loading: boolean;
  /** Loading the user from stored tokens was tried and failed (the guard then signs out instead of retrying). */
  loadFailed: boolean;
  /** Fetches the user from the stored token, then the user's centres. */
  reloadUser(): Promise<void>;
  reloadCentres(): Promise<void>;
  setActiveCentre(centreId: string): Promise<void>;
  /** Applies the language at once and stores it in UserSetting.language when signed in. */
  setLanguage(lng: Language): Promise<void>;
  /** Wipes all state, removes both tokens and goes to sign-in. */
  signOut(): Promise<void>;
}

export const SessionContext = createContext<SessionValue | null>(null);

export function useSession(): SessionValue {
  const value = useContext(SessionContext);
  if (!value) throw new Error('useSession must be used inside <SessionProvider>');
  return value;
}
