/**
 * /clients/appointments/{contactId}: the client's appointments, upcoming and past, each with its
 * status, therapist and service; a row opens the appointment panel.
 */
import { useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Paper, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { splitAtDay } from '../../../shared/appointments/agendaRange';
import { useContactAppointments, type Appointment } from '../../api/appointments';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { formatDay, formatTimeRange } from './appointmentFormat';
import { clientProfilePath } from './appointmentPaths';
import { AppointmentRow } from './AppointmentRow';
import { ContactName } from './ContactName';
import { AppointmentPanel } from './panel/AppointmentPanel';
import { useServices, useTherapistName, useTimeFormat } from './useAppointmentLookups';

function AppointmentTable({ centreId, title, list, onOpen }: { centreId: string; title: 'upcoming' | 'past'; list: Appointment[]; onOpen: (id: string) => void }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const timeFormat = useTimeFormat();
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const headingId = `client-appointments-${title}`;
  return (
    <Paper variant="outlined" sx={{ mb: 2, overflowX: 'auto' }} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="h6" component="h2" sx={{ px: 2, pt: 1.5 }}>{translate(`appointments.client.${title}`)}</Typography>
      <Table size="small" aria-labelledby={headingId}>
        <TableHead>
          <TableRow>
            <TableCell>{translate('appointments.fields.date')}</TableCell>
            <TableCell>{translate('appointments.fields.service')}</TableCell>
            <TableCell>{translate('appointments.fields.therapist')}</TableCell>
            <TableCell>{translate('appointments.fields.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {list.map((a) => {
            const when = `${formatDay(a.date, locale ?? 'de')} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}`;
            return (
              <AppointmentRow
                key={a.appointment_id} appointment={a} onOpen={onOpen} when={when}
                openLabel={translate('appointments.client.open', { date: when })}
                therapist={therapistName(a.resourceId)} service={nameOf(a.service_fk)}
              />
            );
          })}
        </TableBody>
      </Table>
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
