/**
 * The HTTP layer and the react-admin authProvider end the session without knowing React state:
 * the SessionProvider subscribes, wipes state and navigates. Without a subscriber, session
 * expiry falls back to a full page load of the sign-in page.
 */
type Listener = () => void;
const expiredListeners = new Set<Listener>();
const signedOutListeners = new Set<Listener>();

export const SIGN_IN_PATH = '/users/signin';

const subscribe = (set: Set<Listener>, listener: Listener) => {
  set.add(listener);
  return () => {
    set.delete(listener);
  };
};

/** The refresh failed: tokens are already removed; listeners wipe state and go to sign-in. */
export const onSessionExpired = (listener: Listener) => subscribe(expiredListeners, listener);
/** react-admin signed the user out (it navigates itself); listeners wipe state. */
export const onSignedOut = (listener: Listener) => subscribe(signedOutListeners, listener);

export function emitSessionExpired(): void {
  if (expiredListeners.size === 0) {
    if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/users')) window.location.assign(SIGN_IN_PATH);
    return;
  }
  for (const listener of [...expiredListeners]) listener();
}

export function emitSignedOut(): void {
  for (const listener of [...signedOutListeners]) listener();
}
