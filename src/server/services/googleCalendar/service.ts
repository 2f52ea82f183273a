/** What every Google Calendar operation needs: the protocol client, the token cipher, the state signer. */
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { googleCalendarAccounts, googleCalendarLinks } from '../../db/schema';
import { HttpError } from '../../errors';
import { GoogleApiError, GoogleClient } from './googleClient';
import { OAuthStateSigner } from './oauthState';
import { TokenCipher } from './tokenCipher';

export type CalendarAccount = typeof googleCalendarAccounts.$inferSelect;
export type CalendarLink = typeof googleCalendarLinks.$inferSelect;

/** A provider record (centre membership) whose Google Calendar is meant; every query is scoped to its centre. */
export interface ProviderRef {
  centreId: string;
  providerId: string;
}

export const NOTIFICATIONS_PATH = '/api/calendar/notifications';

export class GoogleCalendarService {
  readonly client: GoogleClient;
  readonly cipher: TokenCipher;
  readonly states: OAuthStateSigner;
  /** Where Google posts change notifications (must be public HTTPS in production). */
  readonly notificationAddress: string;
  private readonly queues = new Map<string, Promise<unknown>>();

  constructor(
    readonly db: Db,
    config: Config,
    serverSecret: string,
    readonly log: FastifyBaseLogger,
  ) {
    this.client = new GoogleClient(config.google);
    this.cipher = new TokenCipher(serverSecret);
    this.states = new OAuthStateSigner(serverSecret);
    this.notificationAddress = `${config.publicUrl}${NOTIFICATIONS_PATH}`;
  }

  get configured(): boolean {
    return this.client.configured;
  }

  /** Every call but the webhook starts here: without an OAuth client there is nothing to talk to. */
  requireConfigured(): void {
    if (!this.configured) throw new HttpError(503, 'googleCalendarNotConfigured');
  }

  /** Runs `fn` after earlier work on the same key has finished: one sync per calendar at a time. */
  serialize<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(key) ?? Promise.resolve();
    const next = previous.catch(() => undefined).then(fn);
    const tail = next.catch(() => undefined);
    this.queues.set(key, tail);
    void tail.then(() => {
      if (this.queues.get(key) === tail) this.queues.delete(key);
    });
    return next;
  }
}

/** Google being down or refusing is a 502 "Unable to join the Google calendar service". */
export function googleFailure(err: unknown): unknown {
  if (err instanceof GoogleApiError) return new HttpError(502, 'googleCalendarUnavailable', 'errors.googleCalendarUnavailable', { reason: err.reason });
  return err;
}

/** The error code stored on a link when a background sync fails. */
export function failureCode(err: unknown): string {
  if (err instanceof HttpError) return err.code;
  if (err instanceof GoogleApiError) return 'googleCalendarUnavailable';
  return 'internal';
}
