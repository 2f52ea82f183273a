import { TableCell, TableRow } from '@mui/material';
import type { Appointment } from '../../api/appointments';
import { ContactName } from './ContactName';
import { StatusChip } from './StatusChip';

/**
 * One appointment as a row of the agenda (time, client, service, therapist, status). The whole row
 * opens the panel; its first cell is the keyboard target with the accessible name.
 */
export function AppointmentRow(props: {
  appointment: Appointment;
  when: string;
  openLabel: string;
  therapist: string;
  service: string;
  onOpen: (appointmentId: string) => void;
}) {
  const { appointment: a, onOpen } = props;
  const open = () => onOpen(a.appointment_id);
  return (
    <TableRow hover onClick={open} sx={{ cursor: 'pointer' }} data-testid="appointment-row" data-appointment-id={a.appointment_id}>
      <TableCell
        component="th" scope="row" tabIndex={0} role="button" aria-label={props.openLabel}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), open())}
        sx={{ whiteSpace: 'nowrap' }}
      >
        {props.when}
      </TableCell>
      <TableCell>
        <ContactName centreId={a.centre_fk} contactId={a.contact_fk} />
      </TableCell>
      <TableCell>{props.service || a.title || '–'}</TableCell>
      <TableCell>{props.therapist}</TableCell>
      <TableCell>
        <StatusChip status={a.status} />
      </TableCell>
    </TableRow>
  );
}
