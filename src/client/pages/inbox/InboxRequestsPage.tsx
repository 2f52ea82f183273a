/**
 * /inbox/new-appointments (behaviour.md §2 "Inbox"; issue 10 §5): the booking requests waiting
 * for an answer, the newest first. Confirm books it (the client gets the confirmation), Deny
 * frees the time and tells the client, with a personal message if one is typed; Edit opens the
 * appointment editor to move it to another time or therapist (the client hears of the change).
 * The list follows the live socket: a new online request or a colleague's answer shows at once.
 */
import { useState } from 'react';
import { Alert, Box, CircularProgress, Paper, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { confirmRequest, denyRequest, useInboxRequests, type InboxRequest } from '../../api/inbox';
import { useAppointmentsChanged } from '../../api/appointments';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { formatDay, formatTimeRange } from '../appointments/appointmentFormat';
import { useServices, useTherapistName, useTimeFormat } from '../appointments/useAppointmentLookups';
import { DenyRequestDialog } from './DenyRequestDialog';
import { InboxRequestsTable } from './InboxRequestsTable';
import { clientName } from './clientName';

type Done = { kind: 'confirmed' | 'denied'; who: string; when: string };

export function InboxRequestsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const query = useInboxRequests(centreId);
  const changed = useAppointmentsChanged(centreId);
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const timeFormat = useTimeFormat();
  const [busy, setBusy] = useState(false);
  const [failures, setFailures] = useState<Record<string, unknown>>({});
  const [denying, setDenying] = useState<InboxRequest | null>(null);
  const [done, setDone] = useState<Done | null>(null);
  if (!centreId) return <NoClinic />;

  const when = (a: InboxRequest) => `${formatDay(a.date, locale ?? 'de')} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}`;
  const answer = async (a: InboxRequest, kind: Done['kind'], call: () => Promise<unknown>) => {
    setBusy(true);
    setFailures(({ [a.appointment_id]: _, ...rest }) => rest);
    try {
      await call();
      setDone({ kind, who: clientName(a), when: when(a) });
      setDenying(null);
    } catch (failure) {
      setFailures((f) => ({ ...f, [a.appointment_id]: failure }));
      setDenying(null);
    } finally {
      setBusy(false);
      // Refused too: the request may have been answered or expired meanwhile.
      await changed();
    }
  };
  const list = query.data ?? [];

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1300 }} data-testid="inbox-requests-page">
      <PageTitle title="inbox.requests.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('inbox.requests.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('inbox.requests.intro')}</Typography>
      {done && (
        <Alert severity="success" onClose={() => setDone(null)} sx={{ mb: 2 }} data-testid="inbox-done" role="status">
          {translate(`inbox.done.${done.kind}`, { who: done.who || translate('inbox.noClient'), when: done.when })}
        </Alert>
      )}
      {query.isPending && <CircularProgress size={24} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && list.length === 0 && <Typography color="text.secondary" data-testid="inbox-empty">{translate('inbox.requests.empty')}</Typography>}
      {list.length > 0 && (
        <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
          <InboxRequestsTable
            requests={list} therapistName={therapistName} serviceName={nameOf} timeFormat={timeFormat} busy={busy} failures={failures}
            onConfirm={(a) => void answer(a, 'confirmed', () => confirmRequest(a.appointment_id))}
            onDeny={setDenying}
            onDismiss={(a) => setFailures(({ [a.appointment_id]: _, ...rest }) => rest)}
          />
        </Paper>
      )}
      {denying && (
        <DenyRequestDialog
          when={when(denying)} busy={busy} onClose={() => setDenying(null)}
          onDeny={(message) => void answer(denying, 'denied', () => denyRequest(denying.appointment_id, message))}
        />
      )}
    </Box>
  );
}
