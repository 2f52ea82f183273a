/**
 * /appointments/deleted, the "Restore deleted appointments" table (wording.md §2): the centre's
 * appointments deleted within the last 30 days (which ones a user sees is the server's rule),
 * with when, who, what, when deleted and the days left; Restore puts one back to its status before
 * deletion, or says which appointment now holds its time.
 */
import { useMemo, useState } from 'react';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import { Alert, Box, Button, CircularProgress, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { RESTORE_DAYS } from '../../../../shared/appointments/restoreWindow';
import { restoreAppointment, useDeletedAppointments } from '../../../api/deletedAppointments';
import { useAppointmentsChanged, type Appointment } from '../../../api/appointments';
import { LoadFailed, NoClinic } from '../../../components/PageStates';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../../session/SessionProvider';
import { formatDay, formatTimeRange } from '../appointmentFormat';
import { editAppointmentPath } from '../appointmentPaths';
import { useServices, useTherapistName, useTimeFormat } from '../useAppointmentLookups';
import { DeletedAppointmentsTable } from './DeletedAppointmentsTable';

export function DeletedAppointmentsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const query = useDeletedAppointments(centreId);
  const changed = useAppointmentsChanged(centreId);
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const timeFormat = useTimeFormat();
  const [busy, setBusy] = useState<string | null>(null);
  const [failures, setFailures] = useState<Record<string, unknown>>({});
  const [restored, setRestored] = useState<Appointment | null>(null);
  // Every row counts its days left from the moment the list was read.
  const now = useMemo(() => new Date(query.dataUpdatedAt || Date.now()), [query.dataUpdatedAt]);
  if (!centreId) return <NoClinic />;

  const restore = async (a: Appointment) => {
    setBusy(a.appointment_id);
    setFailures(({ [a.appointment_id]: _, ...rest }) => rest);
    try {
      const back = await restoreAppointment(a.appointment_id);
      setRestored(back);
      await changed();
    } catch (failure) {
      setFailures((f) => ({ ...f, [a.appointment_id]: failure }));
    } finally {
      setBusy(null);
    }
  };
  const list = query.data ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1200 }} data-testid="deleted-appointments-page">
      <PageTitle title="appointments.deleted.title" />
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mb: 1, flexWrap: 'wrap' }}>
        <Button component={RouterLink} to="/calendar" startIcon={<ArrowBackIcon />}>{translate('appointments.editor.backToCalendar')}</Button>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate('appointments.deleted.title')}</Typography>
      </Box>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('appointments.deleted.intro', { days: RESTORE_DAYS })}</Typography>
      {restored && (
        <Alert
          severity="success" onClose={() => setRestored(null)} sx={{ mb: 2 }} data-testid="restored-alert"
          action={<Button color="inherit" size="small" component={RouterLink} to={editAppointmentPath(restored.appointment_id)}>{translate('appointments.deleted.open')}</Button>}
        >
          {translate('appointments.deleted.restoredAs', { when: `${formatDay(restored.date, locale ?? 'de')} ${formatTimeRange(restored.startTime, restored.endTime, timeFormat)}`, status: translate(`appointments.status.${restored.status}`) })}
        </Alert>
      )}
      {query.isPending && <CircularProgress size={24} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && list.length === 0 && <Typography color="text.secondary" data-testid="deleted-empty">{translate('appointments.deleted.empty', { days: RESTORE_DAYS })}</Typography>}
      {list.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <DeletedAppointmentsTable
            appointments={list} therapistName={therapistName} serviceName={nameOf} timeFormat={timeFormat} now={now}
            busy={busy !== null} failures={failures} onRestore={(x) => void restore(x)}
            onDismiss={(a) => setFailures(({ [a.appointment_id]: _, ...rest }) => rest)}
          />
        </Paper>
      )}
    </Box>
  );
}
