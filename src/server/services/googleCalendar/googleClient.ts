/**
 * Google's protocols spoken with plain fetch: OAuth 2.0 (authorization code, refresh, revoke) and
 * the Calendar API v3 calls the sync needs. Base URLs come from the configuration, so the tests
 * run this exact code against a local server playing Google.
 */
import type { GoogleConfig } from '../../config';

export const CALENDAR_SCOPE = 'https://www.googleapis.com/auth/calendar.readonly';
/** Asked only when a provider switches writing on (incremental authorisation, on top of the read scope). */
export const WRITE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';
const TIMEOUT_MS = 15_000;

/** A failed call: `status` 0 for network failures; `reason` is Google's error code when it gave one. */
export class GoogleApiError extends Error {
  constructor(
    readonly status: number,
    readonly reason: string,
  ) {
    super(`Google ${status} ${reason}`);
    this.name = 'GoogleApiError';
  }
}

export interface TokenSet {
  accessToken: string;
  refreshToken?: string;
  expiresAt: Date;
  scope: string;
}

export interface GoogleCalendarEntry {
  id: string;
  summary?: string;
  primary?: boolean;
  backgroundColor?: string;
  accessRole?: string;
}

export interface GoogleEventTime {
  date?: string;
  dateTime?: string;
}

/** The fields of an event the sync reads; titles and descriptions are never requested. */
export interface GoogleEvent {
  id: string;
  status?: string;
  transparency?: string;
  start?: GoogleEventTime;
  end?: GoogleEventTime;
  attendees?: { self?: boolean; responseStatus?: string }[];
  /** Kura's own events carry the appointment id here (only this key is requested). */
  extendedProperties?: { private?: { kuraAppointmentId?: string } };
}

/** An event Kura writes: the appointment's times in the centre's zone, its id kept private. */
export interface GoogleEventWrite {
  id: string;
  summary: string;
  start: { dateTime: string; timeZone: string };
  end: { dateTime: string; timeZone: string };
  status: 'confirmed';
  transparency: 'opaque';
  source: { title: string; url: string };
  extendedProperties: { private: { kuraAppointmentId: string } };
}

export interface EventsPage {
  items: GoogleEvent[];
  nextPageToken?: string;
  nextSyncToken?: string;
  timeZone?: string;
}

export interface ChannelRequest {
  id: string;
  token: string;
  address: string;
  ttlSec: number;
}

const EVENT_FIELDS = 'items(id,status,transparency,start,end,attendees(self,responseStatus),extendedProperties/private/kuraAppointmentId),nextPageToken,nextSyncToken,timeZone';

export class GoogleClient {
  constructor(private readonly config: GoogleConfig) {}

  get configured(): boolean {
    return Boolean(this.config.clientId && this.config.clientSecret);
  }

  /** `write`: ask for the events scope too; include_granted_scopes keeps what was granted before. */
  authUrl(redirectUri: string, state: string, write = false): string {
    const url = new URL(this.config.authUrl);
    url.search = new URLSearchParams({
      client_id: this.config.clientId ?? '',
      redirect_uri: redirectUri,
      response_type: 'code',
      scope: write ? `${CALENDAR_SCOPE} ${WRITE_SCOPE}` : CALENDAR_SCOPE,
      access_type: 'offline',
      prompt: 'consent',
      include_granted_scopes: 'true',
      state,
    }).toString();
    return url.toString();
  }

  exchangeCode(code: string, redirectUri: string): Promise<TokenSet> {
    return this.tokenRequest({ grant_type: 'authorization_code', code, redirect_uri: redirectUri });
  }

  refresh(refreshToken: string): Promise<TokenSet> {
    return this.tokenRequest({ grant_type: 'refresh_token', refresh_token: refreshToken });
  }

  /** Withdraws the grant (the revoke endpoint sits next to the token endpoint). */
  async revoke(token: string): Promise<void> {
    await this.send(new URL('revoke', this.config.tokenUrl).toString(), { method: 'POST', form: { token } });
  }

  async calendarList(accessToken: string): Promise<GoogleCalendarEntry[]> {
    const out: GoogleCalendarEntry[] = [];
    let pageToken: string | undefined;
    for (let page = 0; page < 20; page++) {
      const query = new URLSearchParams({ minAccessRole: 'freeBusyReader', maxResults: '250', ...(pageToken ? { pageToken } : {}) });
      const body = (await this.api(accessToken, 'GET', `/calendar/v3/users/me/calendarList?${query}`)) as {
        items?: GoogleCalendarEntry[];
        nextPageToken?: string;
      };
      out.push(...(body.items ?? []));
      pageToken = body.nextPageToken;
      if (!pageToken) break;
    }
    return out;
  }

  async watchEvents(accessToken: string, calendarId: string, channel: ChannelRequest): Promise<{ resourceId: string; expiresAt: Date }> {
    const body = (await this.api(accessToken, 'POST', `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events/watch`, {
      id: channel.id,
      type: 'web_hook',
      address: channel.address,
      token: channel.token,
      params: { ttl: String(channel.ttlSec) },
    })) as { resourceId?: string; expiration?: string };
    if (!body.resourceId) throw new GoogleApiError(502, 'noResourceId');
    const expiration = Number(body.expiration);
    return { resourceId: body.resourceId, expiresAt: new Date(Number.isFinite(expiration) && expiration > 0 ? expiration : Date.now() + channel.ttlSec * 1000) };
  }

  async stopChannel(accessToken: string, channel: { id: string; resourceId: string }): Promise<void> {
    await this.api(accessToken, 'POST', '/calendar/v3/channels/stop', channel);
  }

  /** One page of events: a full listing from `timeMin`, or the changes since `syncToken`. */
  async listEvents(accessToken: string, calendarId: string, opts: { syncToken?: string; timeMin?: Date; pageToken?: string }): Promise<EventsPage> {
    const query = new URLSearchParams({ singleEvents: 'true', maxResults: '2500', fields: EVENT_FIELDS });
    if (opts.syncToken) query.set('syncToken', opts.syncToken);
    else if (opts.timeMin) query.set('timeMin', opts.timeMin.toISOString());
    if (opts.pageToken) query.set('pageToken', opts.pageToken);
    const body = (await this.api(accessToken, 'GET', `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events?${query}`)) as EventsPage;
    return { ...body, items: body.items ?? [] };
  }

  insertEvent(accessToken: string, calendarId: string, event: GoogleEventWrite): Promise<unknown> {
    return this.api(accessToken, 'POST', `${eventsPath(calendarId)}?sendUpdates=none`, event);
  }

  /** PUT replaces the event; it also brings back one deleted before (its id stays taken at Google). */
  updateEvent(accessToken: string, calendarId: string, event: GoogleEventWrite): Promise<unknown> {
    return this.api(accessToken, 'PUT', `${eventsPath(calendarId)}/${encodeURIComponent(event.id)}?sendUpdates=none`, event);
  }

  deleteEvent(accessToken: string, calendarId: string, eventId: string): Promise<unknown> {
    return this.api(accessToken, 'DELETE', `${eventsPath(calendarId)}/${encodeURIComponent(eventId)}?sendUpdates=none`);
  }

  private async tokenRequest(params: Record<string, string>): Promise<TokenSet> {
    const body = (await this.send(this.config.tokenUrl, {
      method: 'POST',
      form: { ...params, client_id: this.config.clientId ?? '', client_secret: this.config.clientSecret ?? '' },
    })) as { access_token?: string; refresh_token?: string; expires_in?: number; scope?: string };
    if (!body.access_token) throw new GoogleApiError(502, 'noAccessToken');
    return {
      accessToken: body.access_token,
      refreshToken: body.refresh_token,
      expiresAt: new Date(Date.now() + Math.max(60, Number(body.expires_in) || 3600) * 1000),
      scope: body.scope ?? '',
    };
  }

  private api(accessToken: string, method: string, path: string, json?: unknown): Promise<unknown> {
    return this.send(`${this.config.apiUrl}${path}`, { method, json, accessToken });
  }

  private async send(url: string, req: { method: string; form?: Record<string, string>; json?: unknown; accessToken?: string }): Promise<unknown> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (req.accessToken) headers.Authorization = `Bearer ${req.accessToken}`;
    let body: string | undefined;
    if (req.form) {
      headers['Content-Type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(req.form).toString();
    } else if (req.json !== undefined) {
      headers['Content-Type'] = 'application/json';
      body = JSON.stringify(req.json);
    }
    let res: Response;
    try {
      res = await fetch(url, { method: req.method, headers, body, signal: AbortSignal.timeout(TIMEOUT_MS) });
    } catch {
      throw new GoogleApiError(0, 'network');
    }
    const text = await res.text();
    let parsed: unknown = undefined;
    try {
      parsed = text ? JSON.parse(text) : undefined;
    } catch {
      parsed = undefined;
    }
    if (!res.ok) throw new GoogleApiError(res.status, errorReason(parsed));
    return parsed ?? {};
  }
}

const eventsPath = (calendarId: string) => `/calendar/v3/calendars/${encodeURIComponent(calendarId)}/events`;

/** OAuth errors are `{error: "invalid_grant"}`, API errors `{error: {errors: [{reason}], status}}`. */
function errorReason(body: unknown): string {
  const error = (body as { error?: unknown } | undefined)?.error;
  if (typeof error === 'string') return error;
  const api = error as { errors?: { reason?: string }[]; status?: string } | undefined;
  return api?.errors?.[0]?.reason ?? api?.status ?? 'unknown';
}
