/** The Google Calendar calls of the integrations page (spec §7 "Google calendar", startWatch). */
import { apiFetch } from '../../../api/http';
import type { GoogleCalendarListView } from '../../../../shared/api/googleCalendar';
import { integrationsRedirectUri } from './integrationsPath';

export interface ProviderRef {
  centreId: string;
  providerId: string;
}

const post = (path: string, body: unknown) => apiFetch<GoogleCalendarListView>(path, { method: 'POST', body });

export const googleCalendarApi = {
  list: (p: ProviderRef) => post('/api/calendar/list', p),
  /** The Google sign-in URL; the server binds it to this user, centre and provider. With `writeCalendarId`: the consent to write there. */
  async authUrl(p: ProviderRef, writeCalendarId?: string): Promise<string> {
    const q = new URLSearchParams({ redirectUri: integrationsRedirectUri(), centreId: p.centreId, providerId: p.providerId, ...(writeCalendarId ? { writeCalendarId } : {}) });
    return (await apiFetch<{ url: string }>(`/api/googleCalendar/authUrl?${q}`)).url;
  },
  connect: (centreId: string, code: string, state: string) => post('/api/calendar', { centreId, code, state }),
  link: (p: ProviderRef, calendarId: string) => post('/api/calendar', { ...p, calendarId }),
  unlink: (p: ProviderRef, calendarId: string) => post('/api/calendar/remove', { ...p, calendarId }),
  disconnect: (p: ProviderRef) => post('/api/calendar/remove', p),
  /** Writes the appointments into `calendarId` from now on; null stops (Kura's events are removed). */
  setWriteCalendar: (p: ProviderRef, calendarId: string | null) => post('/api/calendar/write', { ...p, calendarId }),
  resyncWrites: (p: ProviderRef) => apiFetch<{ queued: number }>('/api/calendar/write/resync', { method: 'POST', body: p }),
  startWatch: (p: ProviderRef) => post('/api/calendar/startWatch', { centreId: p.centreId, bookingProviderId: p.providerId }),
};
