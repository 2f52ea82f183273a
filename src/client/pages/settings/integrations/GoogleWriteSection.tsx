import { useState } from 'react';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import SyncIcon from '@mui/icons-material/Sync';
import { useTranslate } from 'react-admin';
import type { GoogleCalendarListView } from '../../../../shared/api/googleCalendar';
import { SelectField } from '../../../components/SelectField';
import { googleCalendarApi, type ProviderRef } from './googleCalendarApi';
import { leaveForGoogle } from './integrationsPath';

/**
 * Writing the therapist's Kura appointments into one of their Google calendars. The first time,
 * switching on leaves for Google's second consent (the events scope), with the chosen calendar
 * carried in the signed state; afterwards it is a plain call.
 */
export function GoogleWriteSection({ view, providerRef, disabled, run }: {
  view: GoogleCalendarListView;
  providerRef: ProviderRef;
  disabled: boolean;
  run: (call: () => Promise<GoogleCalendarListView | void>, success?: string) => Promise<void>;
}) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`settings.integrations.google.write.${key}`, options);
  const account = view.account!;
  const writable = view.calendars.filter((c) => c.writable);
  const fallback = (writable.find((c) => c.primary) ?? writable[0])?.calendarId ?? '';
  const [chosen, setChosen] = useState(account.writeCalendarId ?? fallback);
  const on = account.writeCalendarId !== null;
  const target = writable.some((c) => c.calendarId === chosen) ? chosen : fallback;
  const nameOf = (id: string) => view.calendars.find((c) => c.calendarId === id)?.summary ?? id;

  const switchOn = (calendarId: string) =>
    account.canWrite
      ? run(() => googleCalendarApi.setWriteCalendar(providerRef, calendarId), t('on', { name: nameOf(calendarId) }))
      : run(async () => leaveForGoogle(await googleCalendarApi.authUrl(providerRef, calendarId)));
  const toggle = (next: boolean) => (next ? switchOn(target) : run(() => googleCalendarApi.setWriteCalendar(providerRef, null), t('off')));
  const choose = (calendarId: string) => {
    setChosen(calendarId);
    if (on) void switchOn(calendarId);
  };
  const resync = () =>
    run(async () => {
      await googleCalendarApi.resyncWrites(providerRef);
    }, t('resyncStarted'));

  if (writable.length === 0) return null;
  return (
    <Box sx={{ mt: 2 }} data-testid="googleWrite">
      <Typography variant="subtitle1">{t('title')}</Typography>
      <FormControlLabel control={<Switch checked={on} disabled={disabled} onChange={(e) => void toggle(e.target.checked)} />} label={t('switch')} />
      <SelectField name="writeCalendarId" label={t('calendar')} value={target} disabled={disabled} options={writable.map((c) => ({ value: c.calendarId, label: c.summary }))} onChange={choose} />
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t(account.canWrite ? 'hint' : 'consentHint')}</Typography>
      {on && (
        <Stack direction="row" spacing={1}>
          <Button startIcon={<SyncIcon />} disabled={disabled} onClick={() => void resync()}>{t('resync')}</Button>
        </Stack>
      )}
    </Box>
  );
}
