/**
 * /edit-appointment/{appointmentId}: the full-page editor (a deep link): the appointment's fields
 * with the series scope, then the panel's sections (status, services performed, history and notes).
 */
import { Suspense } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Box, Button, CircularProgress, Divider, Paper, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink, useParams } from 'react-router-dom';
import { useAppointment } from '../../../api/appointments';
import { NoClinic } from '../../../components/PageStates';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../../session/SessionProvider';
import { ContactName } from '../ContactName';
import { ActionError } from '../panel/ActionError';
import { AppointmentSections } from '../panel/AppointmentSections';
import { StatusChip } from '../StatusChip';
import { AppointmentEditorForm } from './AppointmentEditorForm';

export function EditAppointmentPage() {
  const translate = useTranslate();
  const { appointmentId = '' } = useParams();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const { data: appointment, error, isPending } = useAppointment(centreId, appointmentId || null);
  if (!centreId) return <NoClinic />;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1000 }} data-testid="edit-appointment-page">
      <PageTitle title="appointments.editor.title" />
      <Stack direction="row" sx={{ alignItems: 'center', gap: 1, mb: 2, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/calendar" startIcon={<ArrowBackIcon />}>{translate('appointments.editor.backToCalendar')}</Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>
          {translate('appointments.editor.title')}
          {appointment?.contact_fk && (
            <Box component="span" sx={{ color: 'text.secondary' }}>
              {' – '}
              <ContactName centreId={centreId} contactId={appointment.contact_fk} link />
            </Box>
          )}
        </Typography>
        {appointment && <StatusChip status={appointment.status} size="medium" />}
      </Stack>
      {isPending && !error && <CircularProgress size={24} />}
      {error && <ActionError error={error} />}
      {appointment && (
        <Suspense fallback={<CircularProgress size={24} />}>
          <Stack spacing={2}>
            <Paper variant="outlined" sx={{ p: 2 }}>
              <AppointmentEditorForm key={appointment.appointment_id} appointment={appointment} />
            </Paper>
            <Divider />
            <Paper variant="outlined" sx={{ p: 2 }}>
              <AppointmentSections appointment={appointment} />
            </Paper>
          </Stack>
        </Suspense>
      )}
    </Box>
  );
}
