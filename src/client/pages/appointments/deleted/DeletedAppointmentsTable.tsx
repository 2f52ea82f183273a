import RestoreIcon from '@mui/icons-material/Restore';
import { Button, IconButton, Tooltip, useMediaQuery, type TableCellProps, type Theme } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { restoreDaysLeft } from '../../../../shared/appointments/restoreWindow';
import { ResponsiveTable, type TableColumn } from '../../../admin/listLayout/ResponsiveTable';
import type { Appointment } from '../../../api/appointments';
import { formatDay, formatStamp, formatTimeRange, type TimeFormat } from '../appointmentFormat';
import { ContactName } from '../ContactName';
import { ActionError } from '../panel/ActionError';
import { clashOf } from '../editor/saveOutcome';

/** On a phone: when and whose; the rest in the row's detail, Restore stays in the row. */
const PHONE_COLUMNS = ['date', 'client'];
const nowrap = { sx: { whiteSpace: 'nowrap' } };

/** Rows deleted before deletedAt was kept count from their last change, as the server does. */
const deletedAtOf = (a: Appointment) => a.deletedAt ?? a.updatedAt;

/** The deleted appointments with their Restore buttons; a refused restore is explained in the row below it. */
export function DeletedAppointmentsTable(props: {
  appointments: Appointment[];
  therapistName: (id: string | null | undefined) => string;
  serviceName: (id: string | null | undefined) => string;
  timeFormat: TimeFormat;
  now: Date;
  busy: boolean;
  failures: Record<string, unknown>;
  onRestore: (appointment: Appointment) => void;
  onDismiss: (appointment: Appointment) => void;
}) {
  const { timeFormat, failures } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const phone = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const header = (key: string) => translate(`appointments.deleted.column.${key}`);
  const columns: TableColumn<Appointment>[] = [
    { key: 'date', label: header('date'), cellProps: () => ({ component: 'th', scope: 'row', ...nowrap }) as TableCellProps, cell: (a) => formatDay(a.date, lng) },
    { key: 'time', label: header('time'), cellProps: () => nowrap, cell: (a) => formatTimeRange(a.startTime, a.endTime, timeFormat) },
    { key: 'therapist', label: header('therapist'), cell: (a) => props.therapistName(a.resourceId) },
    { key: 'client', label: header('client'), cell: (a) => <ContactName centreId={a.centre_fk} contactId={a.contact_fk} /> },
    { key: 'service', label: header('service'), cell: (a) => props.serviceName(a.service_fk) || a.title || '–' },
    { key: 'deletedAt', label: header('deletedAt'), cellProps: () => nowrap, cell: (a) => formatStamp(deletedAtOf(a), timeFormat) },
    {
      key: 'daysLeft',
      label: header('daysLeft'),
      align: 'right',
      cellProps: () => ({ 'data-testid': 'days-left' }) as TableCellProps,
      cell: (a) => restoreDaysLeft(deletedAtOf(a), props.now),
    },
    {
      key: 'restore',
      label: '',
      action: true,
      align: 'right',
      cell: (a) => {
        const name = translate('appointments.deleted.restoreOne', { when: `${formatDay(a.date, lng)} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}` });
        // On a phone the button is an icon, so the date and the client keep the room.
        return phone ? (
          <Tooltip title={translate('appointments.deleted.restore')} describeChild>
            <span>
              <IconButton size="small" color="primary" disabled={props.busy} onClick={() => props.onRestore(a)} aria-label={name}>
                <RestoreIcon fontSize="small" />
              </IconButton>
            </span>
          </Tooltip>
        ) : (
          <Button size="small" variant="outlined" disabled={props.busy} onClick={() => props.onRestore(a)} aria-label={name}>
            {translate('appointments.deleted.restore')}
          </Button>
        );
      },
    },
  ];
  return (
    <ResponsiveTable
      aria-label={translate('appointments.deleted.title')}
      columns={columns}
      rows={props.appointments}
      rowKey={(a) => a.appointment_id}
      keyColumns={PHONE_COLUMNS}
      rowProps={(a) => ({ 'data-testid': 'deleted-appointment', 'data-appointment-id': a.appointment_id })}
      afterRow={(a) => {
        const error = failures[a.appointment_id];
        if (!error) return null;
        const clash = clashOf(error)?.clash;
        return (
          <ActionError
            error={error}
            onClose={() => props.onDismiss(a)}
            detail={clash ? translate('appointments.editor.clash', { date: formatDay(clash.date, lng), time: formatTimeRange(clash.startTime, clash.endTime, timeFormat) }) : undefined}
          />
        );
      }}
    />
  );
}
