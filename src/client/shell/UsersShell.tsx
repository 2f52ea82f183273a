import { useEffect, useMemo } from 'react';
import { CssBaseline } from '@mui/material';
import { createTheme, ThemeProvider } from '@mui/material/styles';
import { NotificationContextProvider, StoreContextProvider, type I18nProvider, type Store } from 'react-admin';
import { AlertDialogProvider } from '../components/AlertDialogProvider';
import { NotificationSlot } from '../components/NotificationSlot';
import { LoadingScreen } from '../components/LoaderOverlay';
import { theme } from '../layout/theme';
import { enabledOnly } from '../routing/featureGate';
import { findRoute } from '../routing/matchRoutePath';
import { usersRoutes } from '../routing/usersRoutes';
import { SessionContext } from '../session/SessionContext';
import { signedOutSession } from '../session/signedOutSession';
import { hasBothTokens } from '../session/tokenStorage';
import { startsInUsersShell } from './startsInUsersShell';
import { StoreI18nProvider } from './StoreI18nProvider';
import { useHistoryLocation } from './useHistoryLocation';
import { UsersNavigationContext, type UsersNavigation } from './usersNavigation';

interface UsersShellProps {
  i18nProvider: I18nProvider;
  store: Store;
  /** Called once the visitor is somewhere only the full app can show (signed in, another page). */
  onLeave: () => void;
}

/**
 * The /users pages (sign-in, sign-up, …) for a signed-out visitor, without react-admin's app:
 * the History API and the few react-admin contexts these pages read
 * (translations, store, notifications), so their first download holds no router library,
 * react-query, layout or record engine (README "Client bundle"). The pages are the same
 * components the full app renders at these paths.
 */
export function UsersShell({ i18nProvider, store, onLeave }: UsersShellProps) {
  const muiTheme = useMemo(() => createTheme(theme), []);
  const session = useMemo(() => signedOutSession(store), [store]);
  return (
    <StoreContextProvider value={store}>
      <NotificationContextProvider>
        <StoreI18nProvider value={i18nProvider}>
          <SessionContext.Provider value={session}>
            <ThemeProvider theme={muiTheme}>
              <CssBaseline enableColorScheme>
                <AlertDialogProvider>
                  <UsersRoutes onLeave={onLeave} />
                </AlertDialogProvider>
                <NotificationSlot />
              </CssBaseline>
            </ThemeProvider>
          </SessionContext.Provider>
        </StoreI18nProvider>
      </NotificationContextProvider>
    </StoreContextProvider>
  );
}

function UsersRoutes({ onLeave }: { onLeave: () => void }) {
  const { pathname, search, navigate } = useHistoryLocation();
  // Signed in by now (tokens stored) or on a page only the full app has: hand over.
  const match = useMemo(() => (startsInUsersShell(pathname, hasBothTokens()) ? findRoute(enabledOnly(usersRoutes), pathname) : null), [pathname]);
  const navigation = useMemo<UsersNavigation>(() => ({ pathname, search, params: match?.params ?? {}, navigate }), [pathname, search, match, navigate]);
  const leave = match === null;
  useEffect(() => {
    if (leave) onLeave();
  }, [leave, onLeave]);
  if (!match) return <LoadingScreen />;
  return <UsersNavigationContext.Provider value={navigation}>{match.route.element}</UsersNavigationContext.Provider>;
}
