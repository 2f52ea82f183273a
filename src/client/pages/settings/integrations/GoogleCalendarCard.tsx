import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Stack, Typography } from '@mui/material';
import GoogleIcon from '@mui/icons-material/Google';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import SyncIcon from '@mui/icons-material/Sync';
import { useNotify, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import type { GoogleCalendarListView, GoogleCalendarView } from '../../../../shared/api/googleCalendar';
import { ApiRequestError } from '../../../api/http';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { Section } from '../../../components/Section';
import { CalendarSwitchList } from './CalendarSwitchList';
import { GoogleWriteSection } from './GoogleWriteSection';
import { googleCalendarApi, type ProviderRef } from './googleCalendarApi';
import { leaveForGoogle } from './integrationsPath';
import { translateError } from '../../../api/errorText';

export const isNotConfigured = (err: unknown) => err instanceof ApiRequestError && err.code === 'googleCalendarNotConfigured';

/**
 * One therapist's Google Calendar: connect (Google sign-in), choose the calendars whose busy time
 * blocks online booking, start the sync, disconnect. `reloadKey` changes after a sign-in returned.
 */
export function GoogleCalendarCard({ centreId, provider, reloadKey, onNotConfigured }: {
  centreId: string;
  provider: CentreProvider;
  reloadKey: number;
  onNotConfigured: () => void;
}) {
  const translate = useTranslate();
  const notify = useNotify();
  const alert = useAlertDialog();
  const ref: ProviderRef = { centreId, providerId: provider.centreProvider_id };
  const [view, setView] = useState<GoogleCalendarListView | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const name = `${provider.firstName} ${provider.lastName}`.trim() || provider.email;

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setView(await googleCalendarApi.list({ centreId, providerId: provider.centreProvider_id }));
    } catch (err) {
      if (isNotConfigured(err)) onNotConfigured();
      setLoadError(err);
    }
  }, [centreId, provider.centreProvider_id, onNotConfigured]);

  useEffect(() => {
    void load();
  }, [load, reloadKey]);

  /** Runs a call that answers the new list view; errors become a message. */
  const run = async (call: () => Promise<GoogleCalendarListView | void>, success?: string) => {
    setBusy(true);
    try {
      const next = await call();
      if (next) setView(next);
      if (success) notify(success, { type: 'success' });
    } catch (err) {
      notify(translateError(translate, err), { type: 'error' });
      void load();
    } finally {
      setBusy(false);
    }
  };

  const connect = () =>
    run(async () => {
      leaveForGoogle(await googleCalendarApi.authUrl(ref));
    });
  const toggle = (c: GoogleCalendarView, on: boolean) => {
    // The switch moves at once; the server's answer (or a reload after an error) settles it.
    setView((v) => v && { ...v, calendars: v.calendars.map((x) => (x.calendarId === c.calendarId ? { ...x, linked: on } : x)) });
    return run(() => (on ? googleCalendarApi.link(ref, c.calendarId) : googleCalendarApi.unlink(ref, c.calendarId)));
  };
  const startSync = () => run(() => googleCalendarApi.startWatch(ref), 'settings.integrations.google.syncStarted');
  const disconnect = async () => {
    const answer = await alert({
      title: translate('settings.integrations.google.disconnectTitle'),
      content: translate('settings.integrations.google.disconnectText', { email: view?.account?.email ?? '' }),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: translate('settings.integrations.google.disconnect'), variant: 'contained', color: 'error', name: 'confirmDisconnect' },
      ],
    });
    if (answer?.button === 1) await run(() => googleCalendarApi.disconnect(ref), 'settings.integrations.google.disconnected');
  };

  const account = view?.account;
  const linked = view?.calendars.filter((c) => c.linked) ?? [];
  const syncing = linked.length > 0 && linked.every((c) => c.watching && !c.lastError);
  return (
    <Section title={name} subtitle={provider.email} name={`googleCalendar-${provider.centreProvider_id}`}>
      {!view && !loadError && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {loadError && !isNotConfigured(loadError) ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void load()}>{translate('common.retry')}</Button>}>
          {translateError(translate, loadError)}
        </Alert>
      ) : null}
      {view && !view.connected && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }} color="text.secondary">{translate('settings.integrations.google.notConnected')}</Typography>
          <Button variant="contained" startIcon={<GoogleIcon />} disabled={busy} onClick={() => void connect()}>
            {translate('settings.integrations.google.connect')}
          </Button>
        </Stack>
      )}
      {view && account && (
        <Box>
          <Typography>{translate('settings.integrations.google.connectedAs', { email: account.email })}</Typography>
          {account.needsReconnect && (
            <Alert severity="warning" sx={{ my: 1 }} action={<Button color="inherit" size="small" disabled={busy} onClick={() => void connect()}>{translate('settings.integrations.google.reconnect')}</Button>}>
              {translate('errors.googleCalendarReconnect')}
            </Alert>
          )}
          <CalendarSwitchList calendars={view.calendars} disabled={busy || account.needsReconnect} onToggle={(c, on) => void toggle(c, on)} />
          {syncing && <Alert severity="success" sx={{ mb: 1 }}>{translate('settings.integrations.google.syncActive')}</Alert>}
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button variant="contained" startIcon={<SyncIcon />} disabled={busy || linked.length === 0 || account.needsReconnect} onClick={() => void startSync()}>
              {translate('settings.integrations.google.startSync')}
            </Button>
            <Button color="error" startIcon={<LinkOffIcon />} disabled={busy} onClick={() => void disconnect()}>
              {translate('settings.integrations.google.disconnect')}
            </Button>
            {busy && <CircularProgress size={20} />}
          </Stack>
          {linked.length === 0 && (
            <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>{translate('settings.integrations.google.chooseCalendars')}</Typography>
          )}
          {!account.needsReconnect && <GoogleWriteSection view={view} providerRef={ref} disabled={busy} run={run} />}
        </Box>
      )}
    </Section>
  );
}
