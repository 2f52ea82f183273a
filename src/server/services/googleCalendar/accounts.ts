/** Connecting a provider's Google account (OAuth code exchange) and disconnecting it. */
import { eq, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import { googleCalendarAccounts, googleCalendarLinks } from '../../db/schema';
import type { Db } from '../../db/client';
import { badRequest, conflict } from '../../errors';
import type { AuthContext } from '../../access/accessRules';
import { providerScope } from '../centres/providers';
import { stopChannelQuietly } from './channels';
import { GoogleApiError } from './googleClient';
import { googleFailure, type CalendarAccount, type CalendarLink, type GoogleCalendarService, type ProviderRef } from './service';

export async function loadAccount(db: Db, provider: ProviderRef): Promise<CalendarAccount | null> {
  const [account] = await forCentre(db, provider.centreId)
    .select()
    .from(googleCalendarAccounts)
    .where(eq(googleCalendarAccounts.providerId, provider.providerId));
  return account ?? null;
}

export async function requireAccount(db: Db, provider: ProviderRef): Promise<CalendarAccount> {
  const account = await loadAccount(db, provider);
  if (!account) throw conflict('googleCalendarNotConnected');
  return account;
}

/**
 * The Google sign-in URL for a provider; the signed state brings the answer back to them. With
 * `writeCalendarId` it is the second consent (events scope) for writing into that calendar.
 */
export function authUrlFor(gc: GoogleCalendarService, userId: string, centreId: string, providerId: string, redirectUri: string, writeCalendarId?: string): string {
  const state = gc.states.sign({ userId, centreId, providerId, redirectUri, ...(writeCalendarId ? { writeCalendarId } : {}) });
  return gc.client.authUrl(redirectUri, state, Boolean(writeCalendarId));
}

/**
 * Exchanges the code Google returned for tokens and stores the account (tokens encrypted).
 * Signing in with the same Google account again renews the tokens and keeps the links; another
 * Google account replaces the previous one (its channels stopped, its grant revoked).
 */
export async function connectAccount(
  gc: GoogleCalendarService,
  auth: AuthContext,
  centreId: string,
  code: string,
  stateToken: string,
): Promise<{ provider: ProviderRef; resumeWatch: boolean; writeCalendarId?: string }> {
  const state = gc.states.verify(stateToken);
  if (!state || state.userId !== auth.userId || state.centreId !== centreId) throw badRequest('googleCalendarStateInvalid');
  const provider = await providerScope(gc.db, auth, centreId, state.providerId);
  let tokens;
  try {
    tokens = await gc.client.exchangeCode(code, state.redirectUri);
  } catch (err) {
    if (err instanceof GoogleApiError && (err.status === 400 || err.status === 401)) throw badRequest('googleCalendarCodeRejected');
    throw googleFailure(err);
  }
  // prompt=consent makes Google send a refresh token; without one the sync could not run unattended.
  if (!tokens.refreshToken) throw badRequest('googleCalendarCodeRejected');
  let googleAccount: string;
  try {
    const calendars = await gc.client.calendarList(tokens.accessToken);
    googleAccount = (calendars.find((c) => c.primary) ?? calendars[0])?.id ?? '';
  } catch (err) {
    throw googleFailure(err);
  }
  const previous = await loadAccount(gc.db, provider);
  if (previous && previous.googleAccount !== googleAccount) await disconnectAccount(gc, previous);
  const values = {
    googleAccount,
    accessTokenEnc: gc.cipher.encrypt(tokens.accessToken),
    refreshTokenEnc: gc.cipher.encrypt(tokens.refreshToken),
    accessTokenExpiresAt: tokens.expiresAt,
    scope: tokens.scope,
    needsReconnect: false,
    connectedBy: auth.userId,
  };
  await forCentre(gc.db, centreId)
    .insert(googleCalendarAccounts)
    .values({ ...values, providerId: provider.providerId })
    .onConflictDoUpdate({ target: googleCalendarAccounts.providerId, set: { ...values, updatedAt: sql`now()` } });
  // Signing in again after Google withdrew the grant: the watched calendars need fresh channels.
  const resumeWatch = Boolean(previous && previous.googleAccount === googleAccount && previous.needsReconnect && previous.syncStartedAt);
  return { provider, resumeWatch, ...(state.writeCalendarId ? { writeCalendarId: state.writeCalendarId } : {}) };
}

/** Stops every channel, revokes the grant at Google (best effort) and deletes account, links and busy blocks. */
export async function disconnectAccount(gc: GoogleCalendarService, account: CalendarAccount): Promise<void> {
  const links = await forCentre(gc.db, account.centreId).select().from(googleCalendarLinks).where(eq(googleCalendarLinks.calendarInfoId, account.id));
  await releaseAtGoogle(gc, account, links);
  await gc.db.transaction(async (tx) => {
    await forCentre(tx, account.centreId).delete(googleCalendarAccounts).where(eq(googleCalendarAccounts.id, account.id));
  });
}

/**
 * Google's side of a disconnection: stops the links' push channels and revokes the grant. Best
 * effort (failures are logged): an orphaned channel runs out, and its notifications find no link.
 */
export async function releaseAtGoogle(gc: GoogleCalendarService, account: CalendarAccount, links: CalendarLink[]): Promise<void> {
  if (!account.needsReconnect) {
    for (const link of links) await stopChannelQuietly(gc, account, link);
  }
  const refreshToken = gc.cipher.decrypt(account.refreshTokenEnc);
  if (refreshToken) {
    try {
      await gc.client.revoke(refreshToken);
    } catch (err) {
      gc.log.warn({ err: (err as Error).message }, 'google calendar: revoking the grant failed');
    }
  }
}
