/**
 * /inbox/waitlist (issue 10 §6): the patients waiting for a time, in the order they are served.
 * An entry shows its range and, while a freed slot is held for it, the offer and until when; staff
 * take an entry off the line (a held slot is free again) or offer free slots at once.
 */
import { useState } from 'react';
import { Alert, Box, Button, CircularProgress, FormControlLabel, Paper, Switch, Typography, type TableCellProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { ResponsiveTable, type TableColumn } from '../../admin/listLayout/ResponsiveTable';
import { offerNow, removeWaitlistEntry, useWaitlist } from '../../api/waitlist';
import { appointmentsQueryKey } from '../../api/queryKeys';
import { translateError } from '../../api/errorText';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { formatDay, formatStamp, formatTimeRange } from '../appointments/appointmentFormat';
import { useServices, useTherapistName, useTimeFormat } from '../appointments/useAppointmentLookups';
import type { WaitlistEntry } from '../../../shared/api/waitlist';

const nowrap = { sx: { whiteSpace: 'nowrap' } };

export function WaitlistPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const [all, setAll] = useState(false);
  const query = useWaitlist(centreId, all ? 'all' : 'open');
  const queryClient = useQueryClient();
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const timeFormat = useTimeFormat();
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [offered, setOffered] = useState<number | null>(null);
  if (!centreId) return <NoClinic />;

  const act = async (call: () => Promise<unknown>) => {
    setBusy(true);
    setFailure(null);
    try {
      await call();
    } catch (error) {
      setFailure(error);
    } finally {
      setBusy(false);
      await queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(centreId, 'waitlist') });
    }
  };
  const header = (key: string) => translate(`waitlist.column.${key}`);
  const columns: TableColumn<WaitlistEntry>[] = [
    { key: 'name', label: header('name'), cellProps: () => ({ component: 'th', scope: 'row' }) as TableCellProps, cell: (e) => `${e.firstName} ${e.lastName}` },
    { key: 'service', label: header('service'), cell: (e) => nameOf(e.serviceId) || '–' },
    { key: 'therapist', label: header('therapist'), cell: (e) => (e.providerId ? therapistName(e.providerId) : translate('waitlist.anyTherapist')) },
    { key: 'range', label: header('range'), cellProps: () => nowrap, cell: (e) => (e.from === e.to ? formatDay(e.from, lng) : `${formatDay(e.from, lng)} – ${formatDay(e.to, lng)}`) },
    { key: 'contact', label: header('contact'), cell: (e) => `${e.phone} · ${e.email}` },
    {
      key: 'status',
      label: header('status'),
      cell: (e) =>
        e.offer
          ? translate('waitlist.offered', { when: `${formatDay(e.offer.date, lng)} ${formatTimeRange(e.offer.startTime, e.offer.endTime, timeFormat)}`, until: formatStamp(e.offer.offeredUntil, timeFormat) })
          : translate(`waitlist.status.${e.status}`),
    },
    {
      key: 'remove',
      label: '',
      action: true,
      align: 'right',
      cell: (e) =>
        e.status === 'waiting' || e.status === 'offered' ? (
          <Button size="small" color="error" disabled={busy} onClick={() => void act(() => removeWaitlistEntry(centreId, e.waitlistId))} data-testid="waitlist-remove">
            {translate('waitlist.remove')}
          </Button>
        ) : null,
    },
  ];
  const list = query.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1300 }} data-testid="waitlist-page">
      <PageTitle title="waitlist.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('waitlist.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('waitlist.intro')}</Typography>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2 }}>
        <Button
          variant="outlined"
          disabled={busy}
          onClick={() => void act(async () => setOffered((await offerNow(centreId)).offered))}
          data-testid="waitlist-offer-now"
        >
          {translate('waitlist.offerNow')}
        </Button>
        <FormControlLabel control={<Switch checked={all} onChange={(_, v) => setAll(v)} />} label={translate('waitlist.showAll')} />
      </Box>
      {offered !== null && <Alert severity="info" sx={{ mb: 2 }} onClose={() => setOffered(null)}>{translate('waitlist.offersSent', { count: offered })}</Alert>}
      {failure !== null && <Alert severity="error" sx={{ mb: 2 }}>{translateError(translate, failure)}</Alert>}
      {query.isPending && <CircularProgress size={24} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && list.length === 0 && <Typography color="text.secondary" data-testid="waitlist-empty">{translate('waitlist.empty')}</Typography>}
      {list.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <ResponsiveTable
            aria-label={translate('waitlist.title')}
            columns={columns}
            rows={list}
            rowKey={(e) => e.waitlistId}
            keyColumns={['name', 'status']}
            rowProps={(e) => ({ 'data-testid': 'waitlist-entry', 'data-status': e.status })}
          />
        </Paper>
      )}
    </Box>
  );
}
