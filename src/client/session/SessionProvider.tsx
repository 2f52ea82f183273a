import { useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { useNavigate, type Store } from 'react-admin';
import type { Centre, User } from '../../shared/api/contracts';
import type { Language } from '../../shared/languages';
import { getCentresOfUser, getUserFromToken, updateUser } from '../api/userApi';
import { applyLanguage as applyStoreLanguage } from './applyLanguage';
import { setCurrentUser } from './currentUser';
import { reportError } from './reportError';
import { SessionContext, type SessionValue } from './SessionContext';
import { onSessionExpired, onSignedOut, SIGN_IN_PATH } from './sessionEvents';
import { forgetSession } from './forgetSession';

/** react-admin store keys that survive sign-out ("all state except the portal UI state", spec §4). */
const PORTAL_UI_KEYS = ['sidebar.open', 'locale'];

export interface SessionProviderProps {
  /** react-admin's store: its `locale` item drives the interface language. */
  store: Store;
  queryClient: QueryClient;
  children: ReactNode;
}

const pickActiveCentre = (user: User | null, centres: Centre[]): Centre | null =>
  centres.find((c) => c.centre_id === user?.UserSetting.activeCentre) ?? centres[0] ?? null;

export function SessionProvider({ store, queryClient, children }: SessionProviderProps) {
  const navigate = useNavigate();
  const [user, setUser] = useState<User | null>(null);
  const [centres, setCentres] = useState<Centre[]>([]);
  const [loading, setLoading] = useState(false);
  const [loadFailed, setLoadFailed] = useState(false);
  const userRef = useRef<User | null>(null);
  userRef.current = user;
  // Set during render (idempotent): react-admin's getIdentity runs in child effects, before ours.
  setCurrentUser(user);

  const applyLanguage = useCallback((lng: Language) => applyStoreLanguage(store, lng), [store]);

  const resetState = useCallback(() => {
    setUser(null);
    setCentres([]);
    setLoadFailed(false);
    const kept = PORTAL_UI_KEYS.map((key) => [key, store.getItem(key)] as const);
    store.reset();
    for (const [key, value] of kept) if (value !== undefined) store.setItem(key, value);
    queryClient.clear();
  }, [store, queryClient]);

  const reloadCentres = useCallback(async () => {
    const current = userRef.current;
    if (!current) return;
    try {
      setCentres(await getCentresOfUser(current.user_id));
    } catch (error) {
      reportError('loading the clinics failed', error);
      throw error;
    }
  }, []);

  const reloadUser = useCallback(async () => {
    // The first load shows the loading screen; a refresh of a signed-in user keeps the app on
    // screen (the loading screen would unmount react-admin and drop its notifications, e.g. "you
    // left the practice", and any open form).
    const refresh = userRef.current !== null;
    if (!refresh) setLoading(true);
    try {
      const loaded = await getUserFromToken();
      userRef.current = loaded;
      applyLanguage(loaded.UserSetting.language);
      let loadedCentres: Centre[] = [];
      try {
        loadedCentres = await getCentresOfUser(loaded.user_id);
      } catch (error) {
        // The user is signed in even if the clinic list failed; pages show their 'no clinic' state.
        reportError('loading the clinics failed', error);
      }
      setUser(loaded);
      setCentres(loadedCentres);
      setLoadFailed(false);
    } catch (error) {
      reportError('loading the user failed', error);
      setLoadFailed(true);
    } finally {
      setLoading(false);
    }
  }, [applyLanguage]);

  const setLanguage = useCallback(
    async (lng: Language) => {
      applyLanguage(lng);
      const current = userRef.current;
      if (!current) return;
      const updated = await updateUser(current.user_id, { UserSetting: { language: lng } });
      setUser(updated && typeof updated === 'object' && 'user_id' in updated ? updated : { ...current, UserSetting: { ...current.UserSetting, language: lng } });
    },
    [applyLanguage],
  );

  const setActiveCentre = useCallback(
    async (centreId: string) => {
      const current = userRef.current;
      if (!current || current.UserSetting.activeCentre === centreId) return;
      const optimistic = { ...current, UserSetting: { ...current.UserSetting, activeCentre: centreId } };
      userRef.current = optimistic;
      setUser(optimistic);
      try {
        const updated = await updateUser(current.user_id, { UserSetting: { activeCentre: centreId } });
        if (updated && typeof updated === 'object' && 'user_id' in updated) setUser(updated);
      } catch (error) {
        userRef.current = current;
        setUser(current);
        throw error;
      }
      // Switching clinic invalidates everything cached for the previous one (spec §4).
      await queryClient.invalidateQueries();
    },
    [queryClient],
  );

  const signOut = useCallback(async () => {
    // The tokens are gone at once; the server-side revocation finishes on its own.
    void forgetSession();
    resetState();
    navigate(SIGN_IN_PATH, { replace: true });
  }, [navigate, resetState]);

  // The HTTP layer ended the session (refresh failed); react-admin's logout cleared the tokens.
  useEffect(() => onSessionExpired(() => void signOut()), [signOut]);
  useEffect(() => onSignedOut(() => resetState()), [resetState]);

  const value = useMemo<SessionValue>(
    () => ({
      user,
      centres,
      activeCentre: pickActiveCentre(user, centres),
      loading,
      loadFailed,
      reloadUser,
      reloadCentres,
      setActiveCentre,
      setLanguage,
      signOut,
    }),
    [user, centres, loading, loadFailed, reloadUser, reloadCentres, setActiveCentre, setLanguage, signOut],
  );

  return <SessionContext.Provider value={value}>{children}</SessionContext.Provider>;
}

export { useSession } from './SessionContext';
