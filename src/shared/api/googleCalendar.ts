/** Wire shape of the Google Calendar calls (POST /api/calendar, /list, /remove, /startWatch). */
export interface GoogleCalendarView {
  calendarId: string;
  summary: string;
  primary: boolean;
  backgroundColor: string | null;
  linked: boolean;
  /** A push channel is open: changes at Google arrive within seconds. */
  watching: boolean;
  channelExpiresAt: string | null;
  lastSyncedAt: string | null;
  /** Error code (errors.<code>) of the last failed sync, if any. */
  lastError: string | null;
  busyBlocks: number;
  /** The account may write events into it (owner or writer at Google). */
  writable: boolean;
}

export interface GoogleCalendarAccountView {
  calendarInfo_id: string;
  email: string;
  needsReconnect: boolean;
  syncStartedAt: string | null;
  connectedAt: string;
  /** The calendar Kura writes the appointments into; null: writing is off. */
  writeCalendarId: string | null;
  /** The events scope was granted (the second consent); writing can be switched on without Google. */
  canWrite: boolean;
}

export interface GoogleCalendarListView {
  connected: boolean;
  account: GoogleCalendarAccountView | null;
  calendars: GoogleCalendarView[];
}
