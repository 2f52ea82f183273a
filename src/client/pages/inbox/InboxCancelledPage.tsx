/**
 * /inbox/cancelled-appointments (behaviour.md §2 "Inbox"; issue 10 §5): the appointments clients
 * cancelled themselves through the booking link, the latest cancel first, so the practice sees
 * the freed times. Opening one shows it in the appointment editor.
 */
import { Box, Button, CircularProgress, Paper, Typography, type TableCellProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveTable, type TableColumn } from '../../admin/listLayout/ResponsiveTable';
import type { ListedAppointment } from '../../api/appointments';
import { useOnlineCancellations } from '../../api/inbox';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { formatDay, formatStamp, formatTimeRange } from '../appointments/appointmentFormat';
import { editAppointmentPath } from '../appointments/appointmentPaths';
import { useServices, useTherapistName, useTimeFormat } from '../appointments/useAppointmentLookups';
import { clientName } from './clientName';

const nowrap = { sx: { whiteSpace: 'nowrap' } };

export function InboxCancelledPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const query = useOnlineCancellations(centreId);
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const timeFormat = useTimeFormat();
  if (!centreId) return <NoClinic />;
  const header = (key: string) => translate(`inbox.column.${key}`);
  const columns: TableColumn<ListedAppointment>[] = [
    { key: 'date', label: header('date'), cellProps: () => ({ component: 'th', scope: 'row', ...nowrap }) as TableCellProps, cell: (a) => formatDay(a.date, lng) },
    { key: 'time', label: header('time'), cellProps: () => nowrap, cell: (a) => formatTimeRange(a.startTime, a.endTime, timeFormat) },
    { key: 'client', label: header('client'), cell: (a) => clientName(a) || '–' },
    { key: 'therapist', label: header('therapist'), cell: (a) => therapistName(a.resourceId) },
    { key: 'service', label: header('service'), cell: (a) => nameOf(a.service_fk) || a.title || '–' },
    { key: 'cancelledAt', label: header('cancelledAt'), cellProps: () => nowrap, cell: (a) => (a.cancelledAt ? formatStamp(a.cancelledAt, timeFormat) : '–') },
    {
      key: 'open',
      label: '',
      action: true,
      align: 'right',
      cell: (a) => (
        <Button size="small" component={RouterLink} to={editAppointmentPath(a.appointment_id)}>
          {translate('inbox.open')}
        </Button>
      ),
    },
  ];
  const list = query.data ?? [];
  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }} data-testid="inbox-cancelled-page">
      <PageTitle title="inbox.cancelled.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('inbox.cancelled.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('inbox.cancelled.intro')}</Typography>
      {query.isPending && <CircularProgress size={24} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && list.length === 0 && <Typography color="text.secondary" data-testid="inbox-cancelled-empty">{translate('inbox.cancelled.empty')}</Typography>}
      {list.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <ResponsiveTable
            aria-label={translate('inbox.cancelled.title')}
            columns={columns}
            rows={list}
            rowKey={(a) => a.appointment_id}
            keyColumns={['date', 'client']}
            rowProps={(a) => ({ 'data-testid': 'inbox-cancelled', 'data-appointment-id': a.appointment_id })}
          />
        </Paper>
      )}
    </Box>
  );
}
