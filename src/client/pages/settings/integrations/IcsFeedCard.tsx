import { useCallback, useEffect, useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Stack, Switch, TextField, Typography } from '@mui/material';
import ContentCopyIcon from '@mui/icons-material/ContentCopy';
import EventNoteIcon from '@mui/icons-material/EventNote';
import LinkOffIcon from '@mui/icons-material/LinkOff';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import type { CentreProvider } from '../../../../shared/api/contracts';
import type { IcsFeed } from '../../../../shared/api/icsFeeds';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { Section } from '../../../components/Section';
import { icsFeedApi } from './icsFeedApi';
import { translateError } from '../../../api/errorText';

/**
 * One therapist's calendar feed (ICS): make the private link, copy it (shown only right after it
 * was made: the server keeps its hash only), the "show client names" switch, a new link, revoke.
 */
export function IcsFeedCard({ centreId, provider }: { centreId: string; provider: CentreProvider }) {
  const translate = useTranslate();
  const notify = useNotify();
  const alert = useAlertDialog();
  const [locale] = useLocaleState();
  const userId = provider.user_fk;
  const [feed, setFeed] = useState<IcsFeed | null | undefined>(undefined);
  const [url, setUrl] = useState<string | null>(null);
  const [loadError, setLoadError] = useState<unknown>(null);
  const [busy, setBusy] = useState(false);
  const name = `${provider.firstName} ${provider.lastName}`.trim() || provider.email;
  const t = (key: string, options?: Record<string, unknown>) => translate(`calendarFeed.${key}`, options);

  const load = useCallback(async () => {
    setLoadError(null);
    try {
      setFeed((await icsFeedApi.read(centreId, userId)).feed);
    } catch (err) {
      setLoadError(err);
    }
  }, [centreId, userId]);

  useEffect(() => {
    void load();
  }, [load]);

  const run = async (call: () => Promise<void>, success?: string) => {
    setBusy(true);
    try {
      await call();
      if (success) notify(success, { type: 'success' });
    } catch (err) {
      notify(translateError(translate, err), { type: 'error' });
      void load();
    } finally {
      setBusy(false);
    }
  };

  const confirm = async (prefix: 'regenerate' | 'revoke', buttonName: string, color: 'primary' | 'error') => {
    const answer = await alert({
      title: t(`${prefix}Title`),
      content: t(`${prefix}Text`),
      closable: true,
      buttons: [
        { label: translate('common.cancel'), variant: 'text' },
        { label: t(prefix), variant: 'contained', color, name: buttonName },
      ],
    });
    return answer?.button === 1;
  };

  const create = () =>
    run(async () => {
      const made = await icsFeedApi.create(centreId, userId);
      setFeed(made.feed);
      setUrl(made.url);
    }, 'calendarFeed.created');
  const regenerate = async () => {
    if (await confirm('regenerate', 'confirmRegenerate', 'primary')) await create();
  };
  const revoke = async () => {
    if (!(await confirm('revoke', 'confirmRevoke', 'error'))) return;
    await run(async () => {
      await icsFeedApi.revoke(centreId, userId);
      setFeed(null);
      setUrl(null);
    }, 'calendarFeed.revoked');
  };
  const setShowClientNames = (on: boolean) => {
    // The switch moves at once; the server's answer (or a reload after an error) settles it.
    setFeed((f) => f && { ...f, showClientNames: on });
    return run(async () => {
      setFeed((await icsFeedApi.setShowClientNames(centreId, userId, on)).feed);
    }, 'calendarFeed.saved');
  };
  const copy = () =>
    run(async () => {
      if (url) await navigator.clipboard.writeText(url);
    }, 'calendarFeed.copied');

  return (
    <Section title={name} subtitle={provider.email} name={`icsFeed-${userId}`}>
      {feed === undefined && !loadError && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {loadError ? (
        <Alert severity="error" action={<Button color="inherit" size="small" onClick={() => void load()}>{translate('common.retry')}</Button>}>
          {translateError(translate, loadError)}
        </Alert>
      ) : null}
      {feed === null && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1 }} color="text.secondary">{t('none')}</Typography>
          <Button variant="contained" startIcon={<EventNoteIcon />} disabled={busy} onClick={() => void create()}>{t('create')}</Button>
        </Stack>
      )}
      {feed && (
        <Box>
          {url ? (
            <Box sx={{ mb: 2 }}>
              <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
                <TextField
                  label={t('linkLabel')}
                  value={url}
                  size="small"
                  fullWidth
                  slotProps={{ htmlInput: { readOnly: true, 'data-testid': 'icsFeedUrl' } }}
                  onFocus={(e) => e.target.select()}
                />
                <Button variant="contained" startIcon={<ContentCopyIcon />} disabled={busy} onClick={() => void copy()} sx={{ flexShrink: 0 }}>{t('copy')}</Button>
              </Stack>
              <Alert severity="info" sx={{ mt: 1 }}>{t('shownOnce')}</Alert>
            </Box>
          ) : (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {t('createdOn', { date: new Date(feed.createdAt).toLocaleString(locale, { dateStyle: 'short', timeStyle: 'short' }) })}
            </Typography>
          )}
          <FormControlLabel
            control={<Switch checked={feed.showClientNames} disabled={busy} onChange={(e) => void setShowClientNames(e.target.checked)} />}
            label={t('showClientNames')}
          />
          <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>{t('showClientNamesHint')}</Typography>
          <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', alignItems: 'center' }}>
            <Button startIcon={<EventNoteIcon />} disabled={busy} onClick={() => void regenerate()}>{t('regenerate')}</Button>
            <Button color="error" startIcon={<LinkOffIcon />} disabled={busy} onClick={() => void revoke()}>{t('revoke')}</Button>
            {busy && <CircularProgress size={20} />}
          </Stack>
        </Box>
      )}
    </Section>
  );
}
