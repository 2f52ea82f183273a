/** Response schema of the calendar calls (calendarLinks.ts CalendarListView); nothing else leaves the server. */
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const calendarListResponse = {
  type: 'object',
  required: ['connected', 'account', 'calendars'],
  properties: {
    connected: { type: 'boolean' },
    account: {
      type: ['object', 'null'],
      properties: { calendarInfo_id: str, email: str, needsReconnect: { type: 'boolean' }, syncStartedAt: nullableStr, connectedAt: str, writeCalendarId: nullableStr, canWrite: { type: 'boolean' } },
    },
    calendars: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          calendarId: str,
          summary: str,
          primary: { type: 'boolean' },
          backgroundColor: nullableStr,
          linked: { type: 'boolean' },
          watching: { type: 'boolean' },
          channelExpiresAt: nullableStr,
          lastSyncedAt: nullableStr,
          lastError: nullableStr,
          busyBlocks: { type: 'integer' },
          writable: { type: 'boolean' },
        },
      },
    },
  },
} as const;
