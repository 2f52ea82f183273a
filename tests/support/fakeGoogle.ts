/**
 * A small HTTP server playing Google for the tests: the OAuth endpoints (auth redirect, token,
 * revoke) and the Calendar API v3 calls Kura makes (calendarList, events.watch, channels.stop,
 * events.list with sync tokens, 410 Gone and pages). It keeps everything in memory, checks what
 * real Google checks (client credentials, redirect URI, bearer tokens), and can push change
 * notifications to the channels' addresses like Google does. Scopes are granted per consent and
 * joined with earlier grants under include_granted_scopes (incremental authorisation); event
 * writes (insert, update, delete) need the events scope. `/_test/*` lets other processes
 * (Playwright workers) add calendars and events.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeEvent {
  id: string;
  status?: 'confirmed' | 'cancelled' | 'tentative';
  transparency?: 'opaque' | 'transparent';
  start: { dateTime?: string; date?: string };
  end: { dateTime?: string; date?: string };
  summary?: string;
  attendees?: { email?: string; self?: boolean; responseStatus?: string }[];
  extendedProperties?: { private?: Record<string, string> };
}

const WRITE_SCOPE = 'https://www.googleapis.com/auth/calendar.events';

export interface FakeCalendar {
  id: string;
  summary: string;
  primary?: boolean;
  backgroundColor?: string;
  /** 'owner' unless said otherwise; 'reader' and 'freeBusyReader' calendars refuse writes. */
  accessRole?: string;
}

interface Channel {
  id: string;
  resourceId: string;
  calendarId: string;
  token: string;
  address: string;
  expiration: number;
}

export interface FakeGoogle {
  url: string;
  clientId: string;
  clientSecret: string;
  /** GOOGLE_* variables pointing a Kura server (or Config.google) here. */
  env: Record<string, string>;
  config: { clientId: string; clientSecret: string; authUrl: string; tokenUrl: string; apiUrl: string };
  /** The Google account the auth endpoint signs in as, and its calendars. */
  signInAs: string;
  calendars: Map<string, FakeCalendar[]>;
  channels: Map<string, Channel>;
  stopped: string[];
  revoked: string[];
  requests: { method: string; path: string }[];
  /** Event writes that changed something: method, calendar and event id, in order. */
  writes: { method: string; calendarId: string; eventId: string }[];
  /** The scopes granted to each Google account so far. */
  grants: Map<string, Set<string>>;
  /** The stored event (cancelled ones too). */
  eventOf(calendarId: string, eventId: string): FakeEvent | undefined;
  /** Live (not cancelled) events of a calendar. */
  liveEvents(calendarId: string): FakeEvent[];
  /** Seconds an access token lives (tests set it low to force refreshes). */
  accessTokenTtl: number;
  eventsPageSize: number;
  putEvent(calendarId: string, event: FakeEvent): void;
  cancelEvent(calendarId: string, eventId: string): void;
  /** Makes every issued sync token answer 410 Gone. */
  expireSyncTokens(): void;
  /** Invalidates issued access tokens (the next API call answers 401). */
  expireAccessTokens(): void;
  /** POSTs an 'exists' notification to every open channel of the calendar, like Google. */
  notify(calendarId: string): Promise<number[]>;
  close(): Promise<void>;
}

const json = (res: http.ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
};
const apiError = (res: http.ServerResponse, status: number, reason: string) =>
  json(res, status, { error: { code: status, message: reason, errors: [{ reason }], status: reason } });

function readBody(req: http.IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

export async function startFakeGoogle(opts: { signInAs?: string; calendars?: FakeCalendar[] } = {}): Promise<FakeGoogle> {
  const clientId = 'kura-test.apps.googleusercontent.com';
  const clientSecret = `secret-${crypto.randomBytes(8).toString('hex')}`;
  const rnd = (p: string) => `${p}-${crypto.randomBytes(12).toString('hex')}`;
  const codes = new Map<string, { account: string; redirectUri: string; scopes: string[]; keepGranted: boolean }>();
  const accessTokens = new Map<string, { account: string; expiresAt: number; scopes: Set<string> }>();
  const refreshTokens = new Map<string, string>();
  const grants = new Map<string, Set<string>>();
  const events = new Map<string, Map<string, { event: FakeEvent; seq: number }>>();
  const syncTokens = new Map<string, { calendarId: string; seq: number }>();
  let seq = 0;

  const account = opts.signInAs ?? 'therapist@example.ch';
  const fake = {
    signInAs: account,
    calendars: new Map([[account, opts.calendars ?? [{ id: account, summary: account, primary: true, backgroundColor: '#039be5', accessRole: 'owner' }]]]),
    channels: new Map<string, Channel>(),
    stopped: [] as string[],
    revoked: [] as string[],
    requests: [] as { method: string; path: string }[],
    writes: [] as { method: string; calendarId: string; eventId: string }[],
    grants,
    accessTokenTtl: 3600,
    eventsPageSize: 100,
  };

  const calendarOf = (acc: string, id: string) => fake.calendars.get(acc)?.find((c) => c.id === id);
  const putEvent = (calendarId: string, event: FakeEvent) => {
    if (!events.has(calendarId)) events.set(calendarId, new Map());
    events.get(calendarId)!.set(event.id, { event: { status: 'confirmed', ...event }, seq: ++seq });
  };

  function bearerToken(req: http.IncomingMessage) {
    const found = accessTokens.get((req.headers.authorization ?? '').replace(/^Bearer /, ''));
    return found && found.expiresAt > Date.now() ? found : null;
  }
  const bearer = (req: http.IncomingMessage) => bearerToken(req)?.account ?? null;

  function issueTokens(acc: string, withRefresh: boolean) {
    const accessToken = rnd('ya29');
    const scopes = new Set(grants.get(acc) ?? []);
    accessTokens.set(accessToken, { account: acc, expiresAt: Date.now() + fake.accessTokenTtl * 1000, scopes });
    const body: Record<string, unknown> = { access_token: accessToken, expires_in: fake.accessTokenTtl, token_type: 'Bearer', scope: [...scopes].join(' ') };
    if (withRefresh) {
      const refresh = rnd('1//refresh');
      refreshTokens.set(refresh, acc);
      body.refresh_token = refresh;
    }
    return body;
  }

  async function handleToken(req: http.IncomingMessage, res: http.ServerResponse) {
    const form = new URLSearchParams(await readBody(req));
    if (!(req.headers['content-type'] ?? '').startsWith('application/x-www-form-urlencoded')) return json(res, 400, { error: 'invalid_request' });
    if (form.get('client_id') !== clientId || form.get('client_secret') !== clientSecret) return json(res, 401, { error: 'invalid_client' });
    if (form.get('grant_type') === 'authorization_code') {
      const code = codes.get(form.get('code') ?? '');
      codes.delete(form.get('code') ?? '');
      if (!code || code.redirectUri !== form.get('redirect_uri')) return json(res, 400, { error: 'invalid_grant' });
      // The consent grants what was asked, plus the earlier grants when include_granted_scopes was set.
      const granted = new Set(code.keepGranted ? (grants.get(code.account) ?? []) : []);
      for (const sc of code.scopes) granted.add(sc);
      grants.set(code.account, granted);
      return json(res, 200, issueTokens(code.account, true));
    }
    if (form.get('grant_type') === 'refresh_token') {
      const acc = refreshTokens.get(form.get('refresh_token') ?? '');
      return acc ? json(res, 200, issueTokens(acc, false)) : json(res, 400, { error: 'invalid_grant', error_description: 'Token has been expired or revoked.' });
    }
    return json(res, 400, { error: 'unsupported_grant_type' });
  }

  function listEvents(res: http.ServerResponse, calendarId: string, q: URLSearchParams) {
    const [since, snapshot, offset] = (q.get('pageToken') ?? '').split(':').map(Number);
    let from: number | null = null;
    if (q.get('pageToken')) from = since;
    else if (q.get('syncToken')) {
      const token = syncTokens.get(q.get('syncToken')!);
      if (!token || token.calendarId !== calendarId) return apiError(res, 410, 'fullSyncRequired');
      from = token.seq;
    }
    const upTo = q.get('pageToken') ? snapshot : seq;
    const timeMin = q.get('timeMin') ? Date.parse(q.get('timeMin')!) : -Infinity;
    // Incremental: everything changed since the token, cancelled events included. Full: live events from timeMin.
    const incremental = from !== null && from >= 0;
    const all = [...(events.get(calendarId)?.values() ?? [])]
      .filter((e) => e.seq <= upTo)
      .filter((e) => (incremental ? e.seq > from! : e.event.status !== 'cancelled' && Date.parse(e.event.end.dateTime ?? e.event.end.date ?? '') >= timeMin))
      .sort((a, b) => a.seq - b.seq)
      .map((e) => e.event);
    const start = offset || 0;
    const items = all.slice(start, start + fake.eventsPageSize);
    const body: Record<string, unknown> = { kind: 'calendar#events', timeZone: 'Europe/Zurich', items };
    if (start + fake.eventsPageSize < all.length) body.nextPageToken = `${from ?? -1}:${upTo}:${start + fake.eventsPageSize}`;
    else {
      const token = rnd('sync');
      syncTokens.set(token, { calendarId, seq: upTo });
      body.nextSyncToken = token;
    }
    return json(res, 200, body);
  }

  /** events.insert (409 for a taken id, deleted ones too), events.update (PUT), events.delete (410 when already deleted). */
  async function writeEvent(req: http.IncomingMessage, res: http.ServerResponse, acc: string, calendarId: string, eventId: string | null) {
    if (!bearerToken(req)?.scopes.has(WRITE_SCOPE)) return apiError(res, 403, 'insufficientPermissions');
    const calendar = calendarOf(acc, calendarId);
    if (!calendar) return apiError(res, 404, 'notFound');
    if (!['owner', 'writer', undefined].includes(calendar.accessRole)) return apiError(res, 403, 'requiredAccessLevel');
    const stored = eventId ? events.get(calendarId)?.get(eventId)?.event : undefined;
    const record = (id: string) => fake.writes.push({ method: req.method ?? '', calendarId, eventId: id });
    if (req.method === 'DELETE' && eventId) {
      if (!stored) return apiError(res, 404, 'notFound');
      if (stored.status === 'cancelled') return apiError(res, 410, 'deleted');
      putEvent(calendarId, { ...stored, status: 'cancelled' });
      record(eventId);
      res.writeHead(204).end();
      return;
    }
    const body = JSON.parse(await readBody(req)) as FakeEvent;
    if (req.method === 'POST' && !eventId) {
      if (!/^[a-v0-9]{5,1024}$/.test(body.id)) return apiError(res, 400, 'invalid');
      if (events.get(calendarId)?.has(body.id)) return apiError(res, 409, 'duplicate');
      putEvent(calendarId, { ...body, status: 'confirmed' });
      record(body.id);
      return json(res, 200, { ...body, status: 'confirmed' });
    }
    if (req.method === 'PUT' && eventId) {
      if (!stored) return apiError(res, 404, 'notFound');
      putEvent(calendarId, { ...body, id: eventId, status: 'confirmed' });
      record(eventId);
      return json(res, 200, { ...body, id: eventId });
    }
    return apiError(res, 404, 'notFound');
  }

  async function handleApi(req: http.IncomingMessage, res: http.ServerResponse, url: URL) {
    const acc = bearer(req);
    if (!acc) return apiError(res, 401, 'authError');
    const path = url.pathname.replace('/calendar/v3', '');
    if (req.method === 'GET' && path === '/users/me/calendarList') return json(res, 200, { kind: 'calendar#calendarList', items: fake.calendars.get(acc) ?? [] });
    if (req.method === 'POST' && path === '/channels/stop') {
      const { id, resourceId } = JSON.parse(await readBody(req)) as { id: string; resourceId: string };
      const ch = fake.channels.get(id);
      if (!ch || ch.resourceId !== resourceId) return apiError(res, 404, 'notFound');
      fake.channels.delete(id);
      fake.stopped.push(id);
      res.writeHead(204).end();
      return;
    }
    const w = /^\/calendars\/([^/]+)\/events(?:\/([^/]+))?$/.exec(path);
    if (w && req.method !== 'GET' && !(req.method === 'POST' && w[2] === 'watch')) return writeEvent(req, res, acc, decodeURIComponent(w[1]), w[2] ? decodeURIComponent(w[2]) : null);
    const m = /^\/calendars\/([^/]+)\/events(\/watch)?$/.exec(path);
    const calendarId = m ? decodeURIComponent(m[1]) : '';
    if (!m || !calendarOf(acc, calendarId)) return apiError(res, 404, 'notFound');
    if (req.method === 'GET' && !m[2]) return listEvents(res, calendarId, url.searchParams);
    if (req.method === 'POST' && m[2]) {
      const body = JSON.parse(await readBody(req)) as { id: string; type: string; address: string; token: string; params?: { ttl?: string } };
      if (body.type !== 'web_hook' || !body.id || !body.address) return apiError(res, 400, 'invalid');
      const ch: Channel = {
        id: body.id,
        resourceId: `res-${crypto.createHash('sha1').update(calendarId).digest('hex').slice(0, 16)}`,
        calendarId,
        token: body.token,
        address: body.address,
        expiration: Date.now() + Number(body.params?.ttl ?? 604800) * 1000,
      };
      fake.channels.set(ch.id, ch);
      return json(res, 200, { kind: 'api#channel', id: ch.id, resourceId: ch.resourceId, resourceUri: url.toString(), token: ch.token, expiration: String(ch.expiration) });
    }
    return apiError(res, 404, 'notFound');
  }

  const server = http.createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://fake-google');
    fake.requests.push({ method: req.method ?? '', path: url.pathname });
    void (async () => {
      if (url.pathname === '/o/oauth2/v2/auth') {
        // Consent is given at once: back to the app with a code, as Google does after sign-in.
        const q = url.searchParams;
        if (q.get('client_id') !== clientId || q.get('response_type') !== 'code' || !q.get('redirect_uri')) return json(res, 400, { error: 'invalid_request' });
        const code = rnd('4/code');
        codes.set(code, { account: fake.signInAs, redirectUri: q.get('redirect_uri')!, scopes: (q.get('scope') ?? '').split(' ').filter(Boolean), keepGranted: q.get('include_granted_scopes') === 'true' });
        const back = new URL(q.get('redirect_uri')!);
        back.searchParams.set('code', code);
        back.searchParams.set('state', q.get('state') ?? '');
        back.searchParams.set('scope', q.get('scope') ?? '');
        res.writeHead(302, { location: back.toString() }).end();
        return;
      }
      if (req.method === 'POST' && url.pathname === '/token') return handleToken(req, res);
      if (req.method === 'POST' && url.pathname === '/revoke') {
        const token = new URLSearchParams(await readBody(req)).get('token') ?? '';
        const acc = refreshTokens.get(token);
        if (!acc) return json(res, 400, { error: 'invalid_token' });
        refreshTokens.delete(token);
        for (const [t, v] of accessTokens) if (v.account === acc) accessTokens.delete(t);
        fake.revoked.push(token);
        return json(res, 200, {});
      }
      if (url.pathname.startsWith('/calendar/v3/')) return handleApi(req, res, url);
      if (req.method === 'POST' && url.pathname === '/_test/events') {
        const { calendarId, event, notify } = JSON.parse(await readBody(req)) as { calendarId: string; event: FakeEvent; notify?: boolean };
        putEvent(calendarId, event);
        const statuses = notify ? await api.notify(calendarId) : [];
        return json(res, 200, { statuses });
      }
      if (req.method === 'POST' && url.pathname === '/_test/calendars') {
        const calendar = JSON.parse(await readBody(req)) as FakeCalendar;
        fake.calendars.get(fake.signInAs)!.push(calendar);
        return json(res, 200, calendar);
      }
      if (req.method === 'GET' && url.pathname === '/_test/events') return json(res, 200, { items: api.liveEvents(url.searchParams.get('calendarId') ?? '') });
      if (req.method === 'GET' && url.pathname === '/_test/state') {
        return json(res, 200, { channels: [...fake.channels.values()].map((c) => ({ id: c.id, calendarId: c.calendarId })), stopped: fake.stopped, revoked: fake.revoked.length });
      }
      return json(res, 404, { error: 'not found' });
    })().catch((err: Error) => json(res, 500, { error: err.message }));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const config = { clientId, clientSecret, authUrl: `${base}/o/oauth2/v2/auth`, tokenUrl: `${base}/token`, apiUrl: base };

  const api: FakeGoogle = Object.assign(fake, {
    url: base,
    clientId,
    clientSecret,
    config,
    env: { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret, GOOGLE_AUTH_URL: config.authUrl, GOOGLE_TOKEN_URL: config.tokenUrl, GOOGLE_API_URL: base },
    putEvent,
    eventOf: (calendarId: string, eventId: string) => events.get(calendarId)?.get(eventId)?.event,
    liveEvents: (calendarId: string) => [...(events.get(calendarId)?.values() ?? [])].map((e) => e.event).filter((e) => e.status !== 'cancelled'),
    cancelEvent(calendarId: string, eventId: string) {
      const found = events.get(calendarId)?.get(eventId);
      if (found) putEvent(calendarId, { ...found.event, status: 'cancelled' });
    },
    expireSyncTokens: () => syncTokens.clear(),
    expireAccessTokens: () => accessTokens.clear(),
    async notify(calendarId: string) {
      const out: number[] = [];
      for (const ch of fake.channels.values()) {
        if (ch.calendarId !== calendarId) continue;
        const r = await fetch(ch.address, {
          method: 'POST',
          headers: { 'X-Goog-Channel-ID': ch.id, 'X-Goog-Channel-Token': ch.token, 'X-Goog-Resource-ID': ch.resourceId, 'X-Goog-Resource-State': 'exists', 'X-Goog-Message-Number': String(++seq) },
        });
        out.push(r.status);
      }
      return out;
    },
    close() {
      server.closeAllConnections();
      return new Promise<void>((resolve) => server.close(() => resolve()));
    },
  });
  return api;
}
