/**
 * The status actions of an appointment: the changes the transitions table allows, mark complete,
 * cancel (asking the scope for a series) with Undo, and whether the client is told by SMS / e-mail.
 */
import { useState } from 'react';
import { Box, Button, FormControlLabel, Stack, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { canCancel, canMarkComplete, offeredStatusChanges } from '../../../../shared/appointments/statusActions';
import { appointmentApi, type Appointment, type AppointmentStatus, type Scope } from '../../../api/appointments';
import { ActionError } from './ActionError';
import { CancelScopeDialog } from './CancelScopeDialog';
import { UndoCancelSnackbar } from './UndoCancelSnackbar';
import { useAppointmentAction } from './useAppointmentAction';

export function StatusSection({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const notify = useNotify();
  const { run, busy, error, clearError } = useAppointmentAction(appointment.centre_fk);
  const [isSms, setSms] = useState(false);
  const [isEmail, setEmail] = useState(false);
  const [askScope, setAskScope] = useState(false);
  const [cancelledCount, setCancelledCount] = useState<number | null>(null);
  const id = appointment.appointment_id;
  const from = appointment.status;
  const notifyClient = isSms || isEmail;

  const setStatus = async (status: AppointmentStatus) => {
    const reply = await run(() => appointmentApi.status(id, { status, updateType: 'current', isSms, isEmail }));
    if (reply) notify('appointments.actions.statusChanged', { type: 'info', messageArgs: { status: translate(`appointments.status.${status}`) } });
  };
  const markComplete = async () => {
    if (await run(() => appointmentApi.markComplete(id))) notify('appointments.actions.completed', { type: 'info' });
  };
  const cancel = async (scope: Scope) => {
    setAskScope(false);
    // The plain cancel call has no body; the status call carries the notification choice.
    const reply = await run(() => (notifyClient ? appointmentApi.status(id, { status: 'CANCELLED', updateType: scope, isSms, isEmail }) : appointmentApi.cancel(id, scope)));
    if (reply) setCancelledCount(reply.changed.length);
  };
  const undo = async () => {
    setCancelledCount(null);
    if (await run(() => appointmentApi.undoCancel(id))) notify('appointments.actions.undone', { type: 'info' });
  };

  const offered = offeredStatusChanges(from);
  const cancellable = canCancel(from);
  const completable = canMarkComplete(from);
  const nothing = offered.length === 0 && !cancellable && !completable;

  return (
    <Box component="section" aria-labelledby="appointment-status-title" data-testid="appointment-status-section">
      <Typography id="appointment-status-title" variant="subtitle1" component="h3" gutterBottom>
        {translate('appointments.actions.title')}
      </Typography>
      {nothing ? (
        <Typography variant="body2" color="text.secondary">{translate('appointments.actions.none')}</Typography>
      ) : (
        <>
          <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }}>
            {completable && (
              <Button variant="contained" color="success" disabled={busy} onClick={() => void markComplete()}>
                {translate('appointments.actions.markComplete')}
              </Button>
            )}
            {offered.map((to) => (
              <Button key={to} variant="outlined" disabled={busy} onClick={() => void setStatus(to)}>
                {translate(`appointments.statusAction.${to}`)}
              </Button>
            ))}
            {cancellable && (
              <Button variant="outlined" color="error" disabled={busy} onClick={() => (appointment.series_fk ? setAskScope(true) : void cancel('current'))}>
                {translate('appointments.actions.cancel')}
              </Button>
            )}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} sx={{ mt: 1 }}>
            <FormControlLabel control={<Switch checked={isSms} onChange={(e) => setSms(e.target.checked)} />} label={translate('appointments.actions.notifySms')} />
            <FormControlLabel control={<Switch checked={isEmail} onChange={(e) => setEmail(e.target.checked)} />} label={translate('appointments.actions.notifyEmail')} />
          </Stack>
        </>
      )}
      <ActionError error={error} onClose={clearError} />
      {askScope && <CancelScopeDialog onConfirm={(scope) => void cancel(scope)} onClose={() => setAskScope(false)} />}
      <UndoCancelSnackbar count={cancelledCount} onUndo={() => void undo()} onClose={() => setCancelledCount(null)} />
    </Box>
  );
}
