/**
 * Access tokens of a connected account: decrypted from the row, refreshed at the token endpoint
 * shortly before they expire or when Google answers 401. A refused refresh token (revoked at
 * Google, or unreadable after a change of the server secret) marks the account for reconnecting.
 */
import { eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { googleCalendarAccounts } from '../../db/schema';
import { conflict } from '../../errors';
import { GoogleApiError } from './googleClient';
import type { CalendarAccount, GoogleCalendarService } from './service';

const EARLY_REFRESH_MS = 60_000;

async function markReconnect(gc: GoogleCalendarService, account: CalendarAccount): Promise<never> {
  await forCentre(gc.db, account.centreId)
    .update(googleCalendarAccounts)
    .set({ needsReconnect: true, updatedAt: sql`now()` })
    .where(eq(googleCalendarAccounts.id, account.id));
  account.needsReconnect = true;
  throw conflict('googleCalendarReconnect');
}

async function refreshAccessToken(gc: GoogleCalendarService, account: CalendarAccount): Promise<string> {
  const refreshToken = gc.cipher.decrypt(account.refreshTokenEnc);
  if (!refreshToken) return markReconnect(gc, account);
  let tokens;
  try {
    tokens = await gc.client.refresh(refreshToken);
  } catch (err) {
    if (err instanceof GoogleApiError && (err.reason === 'invalid_grant' || err.status === 401)) return markReconnect(gc, account);
    throw err;
  }
  const set = {
    accessTokenEnc: gc.cipher.encrypt(tokens.accessToken),
    accessTokenExpiresAt: tokens.expiresAt,
    // Google may rotate the refresh token; keep the newest one.
    ...(tokens.refreshToken ? { refreshTokenEnc: gc.cipher.encrypt(tokens.refreshToken) } : {}),
    updatedAt: new Date(),
  };
  await forCentre(gc.db, account.centreId).update(googleCalendarAccounts).set(set).where(eq(googleCalendarAccounts.id, account.id));
  Object.assign(account, set);
  return tokens.accessToken;
}

async function currentAccessToken(gc: GoogleCalendarService, account: CalendarAccount): Promise<string> {
  if (account.needsReconnect) throw conflict('googleCalendarReconnect');
  const stored = gc.cipher.decrypt(account.accessTokenEnc);
  if (stored && account.accessTokenExpiresAt.getTime() - EARLY_REFRESH_MS > Date.now()) return stored;
  return refreshAccessToken(gc, account);
}

/** Calls Google with the account's access token; on a 401 refreshes once and retries. */
export async function withAccessToken<T>(gc: GoogleCalendarService, account: CalendarAccount, call: (token: string) => Promise<T>): Promise<T> {
  const token = await currentAccessToken(gc, account);
  try {
    return await call(token);
  } catch (err) {
    if (!(err instanceof GoogleApiError) || err.status !== 401) throw err;
  }
  return call(await refreshAccessToken(gc, account));
}
