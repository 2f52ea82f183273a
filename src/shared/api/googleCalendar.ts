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
}

export interface GoogleCalendarAccountView {
  calendarInfo_id: string;
  email: string;
  needsReconnect: boolean;
  syncStartedAt: string | null;
  connectedAt: string;
}

export interface GoogleCalendarListView {
  connected: boolean;
  account: GoogleCalendarAccountView | null;
  calendars: GoogleCalendarView[];
}
