import { Button, TableCell, TableRow } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { restoreDaysLeft } from '../../../../shared/appointments/restoreWindow';
import type { Appointment } from '../../../api/appointments';
import { formatDay, formatStamp, formatTimeRange, type TimeFormat } from '../appointmentFormat';
import { ContactName } from '../ContactName';
import { ActionError } from '../panel/ActionError';
import { clashOf } from '../editor/saveOutcome';

const COLUMNS = 8;

/** One deleted appointment with its Restore button; a refused restore is explained in the row below it. */
export function DeletedAppointmentRow(props: {
  appointment: Appointment;
  therapist: string;
  service: string;
  timeFormat: TimeFormat;
  now: Date;
  busy: boolean;
  error: unknown;
  onRestore: (appointment: Appointment) => void;
  onDismiss: () => void;
}) {
  const { appointment: a, timeFormat, error } = props;
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  // Rows deleted before deletedAt was kept count from their last change, as the server does.
  const deletedAt = a.deletedAt ?? a.updatedAt;
  const when = `${formatDay(a.date, lng)} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}`;
  const clash = clashOf(error)?.clash;

  return (
    <>
      <TableRow data-testid="deleted-appointment" data-appointment-id={a.appointment_id}>
        <TableCell component="th" scope="row" sx={{ whiteSpace: 'nowrap' }}>{formatDay(a.date, lng)}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatTimeRange(a.startTime, a.endTime, timeFormat)}</TableCell>
        <TableCell>{props.therapist}</TableCell>
        <TableCell><ContactName centreId={a.centre_fk} contactId={a.contact_fk} /></TableCell>
        <TableCell>{props.service || a.title || '–'}</TableCell>
        <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatStamp(deletedAt, timeFormat)}</TableCell>
        <TableCell align="right" data-testid="days-left">{restoreDaysLeft(deletedAt, props.now)}</TableCell>
        <TableCell align="right">
          <Button size="small" variant="outlined" disabled={props.busy} onClick={() => props.onRestore(a)} aria-label={translate('appointments.deleted.restoreOne', { when })}>
            {translate('appointments.deleted.restore')}
          </Button>
        </TableCell>
      </TableRow>
      {Boolean(error) && (
        <TableRow>
          <TableCell colSpan={COLUMNS} sx={{ borderBottom: 'none', pt: 0 }}>
            <ActionError
              error={error} onClose={props.onDismiss}
              detail={clash ? translate('appointments.editor.clash', { date: formatDay(clash.date, lng), time: formatTimeRange(clash.startTime, clash.endTime, timeFormat) }) : undefined}
            />
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
