/**
 * The id of a user who signed up (or tried to sign in) but is not activated yet. It is kept in
 * sessionStorage between sign-up and the verification-code page so a reload keeps it, and it
 * disappears with the tab.
 */
const KEY = 'pendingActivationUserId';

export function setPendingActivation(userId: string): void {
  try {
    window.sessionStorage.setItem(KEY, userId);
  } catch {
    // storage unavailable: the user can still sign in again to get here
  }
}

export function getPendingActivation(): string | null {
  try {
    return window.sessionStorage.getItem(KEY);
  } catch {
    return null;
  }
}

export function clearPendingActivation(): void {
  try {
    window.sessionStorage.removeItem(KEY);
  } catch {
    // nothing stored
  }
}
