import { REFRESH_THRESHOLD_MS, refreshSession } from '../api/http';
import { getAccessToken, getExpiry } from '../session/tokenStorage';

/**
 * The access token for a socket handshake, refreshed first when it expires soon (the rule of the
 * HTTP layer, spec §4 Session). Null when there is none or the refresh failed; the handshake is
 * then refused and the app carries on without the socket.
 */
export async function freshAccessToken(now: number = Date.now()): Promise<string | null> {
  const token = getAccessToken();
  if (!token) return null;
  const expiry = getExpiry();
  if (expiry === null || expiry - now > REFRESH_THRESHOLD_MS) return token;
  try {
    return await refreshSession();
  } catch {
    return null;
  }
}
