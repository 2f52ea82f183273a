/**
 * /clients/appointments/{contactId}: the client's appointments, upcoming and past, each with its
 * status, therapist and service; a row opens the appointment panel.
 */
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { useState, type KeyboardEvent } from 'react';
import { Box, Button, CircularProgress, Paper, Typography, type TableCellProps } from '@mui/material';
import dayjs from 'dayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { splitAtDay } from '../../../shared/appointments/agendaRange';
import { ResponsiveTable, type TableColumn } from '../../admin/listLayout/ResponsiveTable';
import { useContactAppointments, type Appointment } from '../../api/appointments';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { formatDay, formatTimeRange } from './appointmentFormat';
import { clientProfilePath } from './appointmentPaths';
import { ContactName } from './ContactName';
import { AppointmentPanel } from './panel/AppointmentPanel';
import { StatusChip } from './StatusChip';
import { useServices, useTherapistName, useTimeFormat } from './useAppointmentLookups';

/** On a phone: when and the status; service and therapist in the row's detail. */
const PHONE_COLUMNS = ['when', 'status'];

function AppointmentTable({ centreId, title, list, onOpen }: { centreId: string; title: 'upcoming' | 'past'; list: Appointment[]; onOpen: (id: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const timeFormat = useTimeFormat();
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const headingId = `client-appointments-${title}`;
  const whenOf = (a: Appointment) => `${formatDay(a.date, locale ?? 'de')} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}`;
  const columns: TableColumn<Appointment>[] = [
    {
      key: 'when',
      label: translate('appointments.fields.date'),
      // The row opens the panel; its first cell is the keyboard target with the accessible name.
      cellProps: (a) => ({
        component: 'th', scope: 'row', tabIndex: 0, role: 'button', 'aria-label': translate('appointments.client.open', { date: whenOf(a) }),
        onKeyDown: (e: KeyboardEvent) => (e.key === 'Enter' || e.key === ' ') && (e.preventDefault(), onOpen(a.appointment_id)),
        sx: { whiteSpace: 'nowrap' },
      }) as TableCellProps,
      cell: whenOf,
    },
    { key: 'service', label: translate('appointments.fields.service'), cell: (a) => nameOf(a.service_fk) || a.title || '–' },
    { key: 'therapist', label: translate('appointments.fields.therapist'), cell: (a) => therapistName(a.resourceId) },
    { key: 'status', label: translate('appointments.fields.status'), cell: (a) => <StatusChip status={a.status} /> },
  ];
  return (
    <Paper variant="outlined" sx={{ mb: 2 }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>{translate(`appointments.client.${title}`)}</Typography>
      <ResponsiveTable
        columns={columns}
        rows={list}
        rowKey={(a) => a.appointment_id}
        keyColumns={PHONE_COLUMNS}
        aria-label={translate(`appointments.client.${title}`)}
        rowProps={(a) => ({ onClick: () => onOpen(a.appointment_id), sx: { cursor: 'pointer' }, 'data-testid': 'appointment-row', 'data-appointment-id': a.appointment_id })}
      />
    </Paper>
  );
}

export function ClientAppointmentsPage() {
  const translate = useTranslate();
  const { contactId = '' } = useParams();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const query = useContactAppointments(centreId, contactId || null);
  const [opened, setOpened] = useState<string | null>(null);
  if (!centreId) return <NoClinic />;
  const { upcoming, past } = splitAtDay(query.data ?? [], dayjs().format('YYYY-MM-DD'));

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }} data-testid="client-appointments-page">
      <PageTitle title="appointments.client.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to={clientProfilePath(contactId)} startIcon={<ArrowBackIcon />}>{translate('appointments.client.backToProfile')}</Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('appointments.client.title')}: <ContactName centreId={centreId} contactId={contactId} />
        </Typography>
      </Box>
      {query.isPending && <CircularProgress size={24} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && query.data.length === 0 && <Typography color="text.secondary">{translate('appointments.client.none')}</Typography>}
      {upcoming.length > 0 && <AppointmentTable centreId={centreId} title="upcoming" list={upcoming} onOpen={setOpened} />}
      {past.length > 0 && <AppointmentTable centreId={centreId} title="past" list={past} onOpen={setOpened} />}
      {opened && <AppointmentPanel centreId={centreId} appointmentId={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
