/** A test app wired to the fake Google, two clinics, and the steps of the Google sign-in. */
import type { DbKind, TestApp } from '../support/testApp';
import type { TestUser } from '../support/fixtures';
import { call, clinicsWorld, type Clinic } from '../centres/world';
import { startFakeGoogle, type FakeGoogle } from '../../support/fakeGoogle';

export const REDIRECT = 'http://localhost:3999/settings/integrations';
export const WORK = 'work@example.ch';

export interface CalendarWorld {
  t: TestApp;
  google: FakeGoogle;
  a: Clinic;
  b: Clinic;
  close(): Promise<void>;
}

export async function createCalendarWorld(kind: DbKind): Promise<CalendarWorld> {
  const google = await startFakeGoogle({
    signInAs: 'anna@example.ch',
    calendars: [
      { id: 'anna@example.ch', summary: 'Anna', primary: true, backgroundColor: '#039be5' },
      { id: WORK, summary: 'Praxis', backgroundColor: '#7986cb' },
    ],
  });
  const { t, a, b } = await clinicsWorld(kind, { google: google.config });
  return {
    t,
    google,
    a,
    b,
    async close() {
      await t.close();
      await google.close();
    },
  };
}

/** authUrl → the fake's auth endpoint (which consents at once) → the code and state it sends back. */
export async function signInAtGoogle(w: CalendarWorld, user: TestUser, centreId: string, providerId: string) {
  const q = new URLSearchParams({ redirectUri: REDIRECT, centreId, providerId });
  const res = await call(w.t, user, 'GET', `/api/googleCalendar/authUrl?${q}`);
  if (res.statusCode !== 200) throw new Error(`authUrl ${res.statusCode} ${res.body}`);
  const auth = await fetch(res.json().url, { redirect: 'manual' });
  const back = new URL(auth.headers.get('location')!);
  return { url: new URL(res.json().url), code: back.searchParams.get('code')!, state: back.searchParams.get('state')! };
}

/** Connects the provider's Google account and links calendars. */
export async function connect(w: CalendarWorld, user: TestUser, centreId: string, providerId: string, calendars: string[] = []) {
  const { code, state } = await signInAtGoogle(w, user, centreId, providerId);
  const res = await call(w.t, user, 'POST', '/api/calendar', { centreId, code, state });
  if (res.statusCode !== 200) throw new Error(`connect ${res.statusCode} ${res.body}`);
  for (const calendarId of calendars) {
    const linked = await call(w.t, user, 'POST', '/api/calendar', { centreId, providerId, calendarId });
    if (linked.statusCode !== 200) throw new Error(`link ${linked.statusCode} ${linked.body}`);
  }
  return res.json();
}

/** Posts a notification like Google, with the headers of the fake's open channel for the calendar. */
export function notifyAsGoogle(w: CalendarWorld, calendarId: string, override: Record<string, string> = {}, state = 'exists') {
  const ch = [...w.google.channels.values()].find((c) => c.calendarId === calendarId);
  if (!ch) throw new Error(`no channel for ${calendarId}`);
  return w.t.app.inject({
    method: 'POST',
    url: '/api/calendar/notifications',
    headers: {
      'x-goog-channel-id': ch.id,
      'x-goog-channel-token': ch.token,
      'x-goog-resource-id': ch.resourceId,
      'x-goog-resource-state': state,
      'x-goog-message-number': '1',
      ...override,
    },
  });
}
