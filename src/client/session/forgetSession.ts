import { signOutOnServer } from '../api/authApi';
import { clearTokens, getRefreshToken } from './tokenStorage';

/** How long sign-out waits for the server before going on without it. */
export const SIGN_OUT_WAIT_MS = 3000;

/**
 * Sign-out: forgets both tokens at once, then asks the server to revoke the refresh token's
 * session, so a copy of the token (another tab, a stolen backup) dies too (security plan B9).
 * Never throws: offline, a failing or a slow server still leave the user signed out here.
 */
export async function forgetSession(): Promise<void> {
  const refreshToken = getRefreshToken();
  clearTokens();
  if (!refreshToken) return;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const giveUp = new Promise<void>((resolve) => {
    timer = setTimeout(resolve, SIGN_OUT_WAIT_MS);
  });
  try {
    await Promise.race([signOutOnServer(refreshToken).catch(() => undefined), giveUp]);
  } finally {
    clearTimeout(timer);
  }
}
