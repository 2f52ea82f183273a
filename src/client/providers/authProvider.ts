import type { AuthProvider } from 'react-admin';
import { ApiRequestError } from '../api/apiError';
import { signIn } from '../api/authApi';
import { getUserFromToken } from '../api/userApi';
import { getCurrentUser } from '../session/currentUser';
import { forgetSession } from '../session/forgetSession';
import { emitSignedOut, SIGN_IN_PATH } from '../session/sessionEvents';
import { hasBothTokens, storeTokens } from '../session/tokenStorage';

const statusOf = (error: unknown): number | undefined =>
  error && typeof error === 'object' && 'status' in error && typeof error.status === 'number' ? error.status : undefined;

/**
 * react-admin's view of the session (spec §4). Token refresh and retry already happened in the
 * HTTP layer, so a 401 reaching checkError means the session is over; a 403 keeps the user
 * where they are (the page shows its access-denied message).
 */
export const authProvider: AuthProvider = {
  async login(params: { email: string; password: string }) {
    storeTokens(await signIn(params.email, params.password));
  },

  async logout() {
    await forgetSession();
    emitSignedOut();
    return SIGN_IN_PATH;
  },

  async checkAuth() {
    if (!hasBothTokens()) throw { redirectTo: SIGN_IN_PATH, message: false };
  },

  async checkError(error: unknown) {
    const status = statusOf(error);
    const canceled = error instanceof ApiRequestError && error.code === 'operationCanceled';
    if (status === 401 || canceled) {
      throw { redirectTo: SIGN_IN_PATH, logoutUser: true, message: false };
    }
    // 403 and everything else: stay on the page.
  },

  async getIdentity() {
    const user = getCurrentUser() ?? (await getUserFromToken());
    return { id: user.user_id, fullName: [user.firstName, user.lastName].filter(Boolean).join(' ') || user.email };
  },

  async getPermissions() {
    return undefined;
  },
};
