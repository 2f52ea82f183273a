/** @jest-environment <rootDir>/tests/jsdom-env.cjs */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type { Location } from 'react-router-dom';
import { IntegrationsPage } from '../../../src/client/pages/settings/integrations/IntegrationsPage';
import { leaveForGoogle } from '../../../src/client/pages/settings/integrations/integrationsPath';
import { apiFetch, ApiRequestError } from '../../../src/client/api/http';
import { useSession } from '../../../src/client/session/SessionProvider';
import type { GoogleCalendarListView } from '../../../src/shared/api/googleCalendar';
import { aProvider, aSession, aUser, CENTRE_ID, PROVIDER_ID, USER_ID } from './support/fixtures';
import { renderPage } from './support/renderPage';

jest.mock('../../../src/client/api/http', () => ({ ...jest.requireActual('../../../src/client/api/http'), apiFetch: jest.fn() }));
jest.mock('../../../src/client/session/SessionProvider', () => ({ useSession: jest.fn() }));
jest.mock('../../../src/client/pages/settings/integrations/integrationsPath', () => ({
  ...jest.requireActual('../../../src/client/pages/settings/integrations/integrationsPath'),
  leaveForGoogle: jest.fn(),
}));

const apiFetchMock = apiFetch as jest.MockedFunction<typeof apiFetch>;
const useSessionMock = useSession as jest.MockedFunction<typeof useSession>;
const COLLEAGUE_ID = '55555555-5555-4555-8555-555555555555';
const colleague = aProvider({ centreProvider_id: COLLEAGUE_ID, user_fk: 'u2', firstName: 'Marco', lastName: 'Bianchi', email: 'marco@praxis.ch', role: 'PROVIDER' });

const notConnected: GoogleCalendarListView = { connected: false, account: null, calendars: [] };
const calendar = (id: string, summary: string, extra: Partial<GoogleCalendarListView['calendars'][number]> = {}) => ({
  calendarId: id, summary, primary: false, backgroundColor: '#7986cb', linked: false, watching: false, channelExpiresAt: null, lastSyncedAt: null, lastError: null, busyBlocks: 0, writable: true, ...extra,
});
const connected = (calendars = [calendar('anna@gmail.com', 'Anna', { primary: true }), calendar('work@gmail.com', 'Praxis')]): GoogleCalendarListView => ({
  connected: true,
  account: { calendarInfo_id: 'acc', email: 'anna@gmail.com', needsReconnect: false, syncStartedAt: null, connectedAt: '2030-01-01T10:00:00.000Z', writeCalendarId: null, canWrite: false },
  calendars,
});

type Handler = (path: string, body: Record<string, unknown> | undefined) => unknown;
function serve(handler: Handler) {
  apiFetchMock.mockImplementation(async (path, init) => {
    if (path === `/api/centres/${CENTRE_ID}/settings/providers`) return [colleague, aProvider()];
    // The calendar-feed cards below the Google ones (icsFeedCard.test.tsx covers them).
    if (path.endsWith('/ics-feed')) return { feed: null };
    const reply = handler(path, init?.body as Record<string, unknown> | undefined);
    if (reply instanceof Error) throw reply;
    if (reply === undefined) throw new Error(`unexpected call ${path}`);
    return reply;
  });
}
/** A therapist's Google card (each therapist also has a calendar-feed card of the same title). */
const cardOf = async (name: string) => {
  const titles = await screen.findAllByText(name, { selector: '[data-section^="googleCalendar-"] h2 span' });
  return titles[0].closest('[data-section]') as HTMLElement;
};

beforeEach(() => {
  apiFetchMock.mockReset();
  (leaveForGoogle as jest.Mock).mockReset();
  useSessionMock.mockReturnValue(aSession());
});

describe('integrations page', () => {
  it('shows a card per therapist to an owner (own first) and sends "Connect" to Google’s sign-in', async () => {
    serve((path) => (path === '/api/calendar/list' ? notConnected : path.startsWith('/api/googleCalendar/authUrl') ? { url: 'https://accounts.google.com/o/oauth2/v2/auth?x=1' } : undefined));
    renderPage(<IntegrationsPage />, { url: '/settings/integrations' });
    const own = await cardOf('Anna Muster');
    await cardOf('Marco Bianchi');
    const titles = screen.getAllByRole('heading', { level: 2 }).map((h) => h.textContent);
    expect(titles).toEqual(['Google Calendar', 'Anna Muster', 'Marco Bianchi', 'Calendar subscription (ICS)', 'Anna Muster', 'Marco Bianchi']);
    fireEvent.click(await within(own).findByRole('button', { name: 'Connect Google Calendar' }));
    await waitFor(() => expect(leaveForGoogle).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?x=1'));
    const authCall = apiFetchMock.mock.calls.find(([p]) => p.startsWith('/api/googleCalendar/authUrl'))![0];
    expect(Object.fromEntries(new URL(authCall, 'http://x').searchParams)).toEqual({ redirectUri: 'http://localhost/settings/integrations', centreId: CENTRE_ID, providerId: PROVIDER_ID });
  });

  it('shows a therapist only their own calendar', async () => {
    useSessionMock.mockReturnValue(aSession({ user: aUser({ Role: [{ name: 'PROVIDER', user_fk: USER_ID, centre_fk: CENTRE_ID }] }) }));
    serve((path) => (path === '/api/calendar/list' ? notConnected : undefined));
    renderPage(<IntegrationsPage />);
    await cardOf('Anna Muster');
    expect(screen.queryByText('Marco Bianchi')).not.toBeInTheDocument();
  });

  it('hands Google’s code and state to the server on return and cleans the address', async () => {
    const locations: Location[] = [];
    serve((path, body) => {
      if (path === '/api/calendar' && body?.code) return connected();
      if (path === '/api/calendar/list') return body?.providerId === PROVIDER_ID && apiFetchMock.mock.calls.some(([p]) => p === '/api/calendar') ? connected() : notConnected;
      return undefined;
    });
    renderPage(<IntegrationsPage />, { url: '/settings/integrations?code=4%2Fabc&state=s.t&scope=x', routePath: '/settings/integrations', onLocation: (l) => locations.push(l) });
    expect(await screen.findByText('Google Calendar connected. Choose the calendars to sync.')).toBeInTheDocument();
    expect(apiFetchMock.mock.calls.filter(([p]) => p === '/api/calendar')).toEqual([['/api/calendar', { method: 'POST', body: { centreId: CENTRE_ID, code: '4/abc', state: 's.t' } }]]);
    await waitFor(() => expect(locations.at(-1)?.search).toBe(''));
    const own = await cardOf('Anna Muster');
    expect(await within(own).findByText('Connected as anna@gmail.com')).toBeInTheDocument();
  });

  it('switches calendars, starts the sync and shows the status', async () => {
    let view = connected();
    serve((path, body) => {
      if (path === '/api/calendar/list') return body?.providerId === PROVIDER_ID ? view : notConnected;
      if (path === '/api/calendar' && body?.calendarId === 'work@gmail.com') return (view = connected([view.calendars[0], { ...view.calendars[1], linked: true }]));
      if (path === '/api/calendar/startWatch')
        return (view = connected([view.calendars[0], { ...view.calendars[1], watching: true, busyBlocks: 3, lastSyncedAt: '2030-01-01T10:00:00.000Z' }]));
      return undefined;
    });
    renderPage(<IntegrationsPage />);
    const own = await cardOf('Anna Muster');
    const start = await within(own).findByRole('button', { name: 'Start sync' });
    expect(start).toBeDisabled();
    fireEvent.click(within(own).getByRole('switch', { name: 'Sync Praxis' }));
    await waitFor(() => expect(within(own).getByRole('switch', { name: 'Sync Praxis' })).toBeChecked());
    expect(within(own).getByText('Selected – press “Start sync” to activate')).toBeInTheDocument();
    await waitFor(() => expect(start).toBeEnabled());
    fireEvent.click(within(own).getByRole('button', { name: 'Start sync' }));
    expect(await within(own).findByText(/Synced · 3 busy times/)).toBeInTheDocument();
    expect(within(own).getByText('Sync active: changes in Google are picked up continuously.')).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith('/api/calendar/startWatch', { method: 'POST', body: { centreId: CENTRE_ID, bookingProviderId: PROVIDER_ID } });
  });

  it('disconnects only after confirmation', async () => {
    serve((path, body) => {
      if (path === '/api/calendar/list') return body?.providerId === PROVIDER_ID ? connected() : notConnected;
      if (path === '/api/calendar/remove') return notConnected;
      return undefined;
    });
    renderPage(<IntegrationsPage />);
    const own = await cardOf('Anna Muster');
    fireEvent.click(await within(own).findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect Google Calendar?' });
    expect(dialog).toHaveTextContent('anna@gmail.com');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiFetchMock.mock.calls.some(([p]) => p === '/api/calendar/remove')).toBe(false);
    fireEvent.click(within(own).getByRole('button', { name: 'Disconnect' }));
    fireEvent.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Disconnect' }));
    expect(await within(own).findByRole('button', { name: 'Connect Google Calendar' })).toBeInTheDocument();
    expect(apiFetchMock).toHaveBeenCalledWith('/api/calendar/remove', { method: 'POST', body: { centreId: CENTRE_ID, providerId: PROVIDER_ID } });
  });

  it('writing into Google: the first switch-on leaves for the second consent with the chosen calendar', async () => {
    serve((path, body) => {
      if (path === '/api/calendar/list') return body?.providerId === PROVIDER_ID ? connected() : notConnected;
      if (path.startsWith('/api/googleCalendar/authUrl')) return { url: 'https://accounts.google.com/o/oauth2/v2/auth?write=1' };
      return undefined;
    });
    renderPage(<IntegrationsPage />);
    const own = await cardOf('Anna Muster');
    const section = await within(own).findByTestId('googleWrite');
    expect(within(section).getByText(/Google asks for your consent once more/)).toBeInTheDocument();
    fireEvent.change(within(section).getByLabelText('Calendar to write into'), { target: { value: 'work@gmail.com' } });
    fireEvent.click(within(section).getByRole('switch', { name: 'Write my Kura appointments into Google Calendar' }));
    await waitFor(() => expect(leaveForGoogle).toHaveBeenCalledWith('https://accounts.google.com/o/oauth2/v2/auth?write=1'));
    const authCall = apiFetchMock.mock.calls.find(([p]) => p.startsWith('/api/googleCalendar/authUrl'))![0];
    expect(new URL(authCall, 'http://x').searchParams.get('writeCalendarId')).toBe('work@gmail.com');
    expect(apiFetchMock.mock.calls.some(([p]) => p === '/api/calendar/write')).toBe(false);
  });

  it('writing into Google: once consented, the switch writes and stops without leaving the page', async () => {
    const consented = (writeCalendarId: string | null): GoogleCalendarListView => {
      const v = connected();
      return { ...v, account: { ...v.account!, canWrite: true, writeCalendarId } };
    };
    let view = consented(null);
    serve((path, body) => {
      if (path === '/api/calendar/list') return body?.providerId === PROVIDER_ID ? view : notConnected;
      if (path === '/api/calendar/write') return (view = consented((body?.calendarId as string | null) ?? null));
      return undefined;
    });
    renderPage(<IntegrationsPage />);
    const own = await cardOf('Anna Muster');
    const toggle = await within(own).findByRole('switch', { name: 'Write my Kura appointments into Google Calendar' });
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).toBeChecked());
    expect(apiFetchMock).toHaveBeenCalledWith('/api/calendar/write', { method: 'POST', body: { centreId: CENTRE_ID, providerId: PROVIDER_ID, calendarId: 'anna@gmail.com' } });
    expect(await screen.findByText('Appointments are written into “Anna”.')).toBeInTheDocument();
    fireEvent.click(toggle);
    await waitFor(() => expect(toggle).not.toBeChecked());
    expect(apiFetchMock).toHaveBeenCalledWith('/api/calendar/write', { method: 'POST', body: { centreId: CENTRE_ID, providerId: PROVIDER_ID, calendarId: null } });
    expect(leaveForGoogle).not.toHaveBeenCalled();
  });

  it('says so when the server has no Google client configured', async () => {
    serve((path) => (path === '/api/calendar/list' ? new ApiRequestError(503, { code: 'googleCalendarNotConfigured', message: 'errors.googleCalendarNotConfigured' }) : undefined));
    renderPage(<IntegrationsPage />);
    expect(await screen.findByText(/Google Calendar is not available on this installation/)).toBeInTheDocument();
    // A clinic owner cannot set server variables: the operator's instructions are in the README (issue 13).
    expect(document.body.textContent).not.toMatch(/GOOGLE_CLIENT|environment|server variable/i);
    expect(screen.queryByRole('button', { name: 'Connect Google Calendar' })).not.toBeInTheDocument();
  });
});
