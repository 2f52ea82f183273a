/**
 * The appointment panel (issue 9 §5): opened from the calendar, a client's list or the agenda.
 * A drawer on the right on desktop, the full screen on phones; summary, status actions, services
 * performed, history and notes, and a link to the full-page editor.
 */
import { Suspense } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import OpenInFullIcon from '@mui/icons-material/OpenInFull';
import { Box, Button, CircularProgress, Divider, Drawer, IconButton, Stack, Typography, useMediaQuery, useTheme } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useAppointment } from '../../../api/appointments';
import { editAppointmentPath } from '../appointmentPaths';
import { ActionError } from './ActionError';
import { AppointmentSections } from './AppointmentSections';
import { AppointmentSummary } from './AppointmentSummary';

const Loading = () => <CircularProgress size={24} sx={{ m: 2 }} />;

export function AppointmentPanel(props: { centreId: string; appointmentId: string; onClose: () => void }) {
  const { centreId, appointmentId, onClose } = props;
  const translate = useTranslate();
  const theme = useTheme();
  const phone = useMediaQuery(theme.breakpoints.down('sm'));
  const { data: appointment, error, isPending } = useAppointment(centreId, appointmentId);

  return (
    <Drawer
      anchor="right"
      open
      onClose={onClose}
      slotProps={{ paper: { sx: { width: phone ? '100%' : 480, maxWidth: '100%' }, 'aria-labelledby': 'appointment-panel-title', role: 'dialog' } }}
      data-testid="appointment-panel"
    >
      <Stack direction="row" sx={{ alignItems: 'center', px: 2, py: 1, gap: 1 }}>
        <Typography id="appointment-panel-title" variant="h6" component="h2" sx={{ flexGrow: 1 }}>
          {translate('appointments.panel.title')}
        </Typography>
        <Button component={RouterLink} to={editAppointmentPath(appointmentId)} size="small" startIcon={<OpenInFullIcon />}>
          {translate('appointments.panel.openEditor')}
        </Button>
        <IconButton onClick={onClose} aria-label={translate('common.close')}>
          <CloseIcon />
        </IconButton>
      </Stack>
      <Divider />
      <Box sx={{ p: 2, overflowY: 'auto' }}>
        {isPending && !error && <Loading />}
        {error && <ActionError error={error} />}
        {appointment && (
          <Suspense fallback={<Loading />}>
            <Stack spacing={2}>
              <AppointmentSummary appointment={appointment} />
              <Divider />
              <AppointmentSections appointment={appointment} />
            </Stack>
          </Suspense>
        )}
      </Box>
    </Drawer>
  );
}
