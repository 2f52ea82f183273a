/**
 * The HTTP layer ends the session (refresh failed) without knowing the router: the
 * SessionProvider subscribes and resets state + navigates. Without a subscriber we fall back
 * to a full page load of the sign-in page.
 */
type Listener = () => void;
const listeners = new Set<Listener>();

export const SIGN_IN_PATH = '/users/signin';

export function onSessionExpired(listener: Listener): () => void {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

export function emitSessionExpired(): void {
  if (listeners.size === 0) {
    if (typeof window !== 'undefined' && !window.location.pathname.startsWith('/users')) window.location.assign(SIGN_IN_PATH);
    return;
  }
  for (const listener of [...listeners]) listener();
}
