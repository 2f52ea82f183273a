import { Box, Button, type TableCellProps } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { ResponsiveTable, type TableColumn } from '../../admin/listLayout/ResponsiveTable';
import type { InboxRequest } from '../../api/inbox';
import { formatDay, formatStamp, formatTimeRange, type TimeFormat } from '../appointments/appointmentFormat';
import { editAppointmentPath } from '../appointments/appointmentPaths';
import { ActionError } from '../appointments/panel/ActionError';
import { clientName } from './clientName';

/** On a phone: when and who; the rest in the row's detail, the answers stay in the row. */
const PHONE_COLUMNS = ['date', 'client'];
const nowrap = { sx: { whiteSpace: 'nowrap' } };

/** The open requests with Confirm, Deny and Edit; a refused answer is explained in the row below it. */
export function InboxRequestsTable(props: {
  requests: InboxRequest[];
  therapistName: (id: string | null | undefined) => string;
  serviceName: (id: string | null | undefined) => string;
  timeFormat: TimeFormat;
  busy: boolean;
  failures: Record<string, unknown>;
  onConfirm: (request: InboxRequest) => void;
  onDeny: (request: InboxRequest) => void;
  onDismiss: (request: InboxRequest) => void;
}) {
  const { timeFormat } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const header = (key: string) => translate(`inbox.column.${key}`);
  const when = (a: InboxRequest) => `${formatDay(a.date, lng)} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}`;
  const columns: TableColumn<InboxRequest>[] = [
    { key: 'date', label: header('date'), cellProps: () => ({ component: 'th', scope: 'row', ...nowrap }) as TableCellProps, cell: (a) => formatDay(a.date, lng) },
    { key: 'time', label: header('time'), cellProps: () => nowrap, cell: (a) => formatTimeRange(a.startTime, a.endTime, timeFormat) },
    { key: 'client', label: header('client'), cell: (a) => clientName(a) || '–' },
    { key: 'therapist', label: header('therapist'), cell: (a) => props.therapistName(a.resourceId) },
    { key: 'service', label: header('service'), cell: (a) => props.serviceName(a.service_fk) || a.title || '–' },
    { key: 'requestedAt', label: header('requestedAt'), cellProps: () => nowrap, cell: (a) => (a.createdAt ? formatStamp(a.createdAt, timeFormat) : '–') },
    { key: 'expiresAt', label: header('expiresAt'), cellProps: () => nowrap, cell: (a) => (a.expiresAt ? formatStamp(a.expiresAt, timeFormat) : translate('inbox.never')) },
    {
      key: 'answer',
      label: '',
      action: true,
      align: 'right',
      cell: (a) => (
        <Box sx={{ display: 'flex', gap: 1, justifyContent: 'flex-end', flexWrap: 'wrap' }}>
          <Button size="small" variant="contained" disabled={props.busy} onClick={() => props.onConfirm(a)} aria-label={translate('inbox.confirmOne', { when: when(a) })} data-testid="confirm-request">
            {translate('inbox.confirm')}
          </Button>
          <Button size="small" variant="outlined" color="error" disabled={props.busy} onClick={() => props.onDeny(a)} aria-label={translate('inbox.denyOne', { when: when(a) })} data-testid="deny-request">
            {translate('inbox.denyAction')}
          </Button>
          <Button size="small" component={RouterLink} to={editAppointmentPath(a.appointment_id)} aria-label={translate('inbox.editOne', { when: when(a) })}>
            {translate('inbox.edit')}
          </Button>
        </Box>
      ),
    },
  ];
  return (
    <ResponsiveTable
      aria-label={translate('inbox.requests.title')}
      columns={columns}
      rows={props.requests}
      rowKey={(a) => a.appointment_id}
      keyColumns={PHONE_COLUMNS}
      rowProps={(a) => ({ 'data-testid': 'inbox-request', 'data-appointment-id': a.appointment_id })}
      afterRow={(a) => (props.failures[a.appointment_id] ? <ActionError error={props.failures[a.appointment_id]} onClose={() => props.onDismiss(a)} /> : null)}
    />
  );
}
