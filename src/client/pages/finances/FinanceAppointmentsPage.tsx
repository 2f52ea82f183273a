/**
 * /finances/appointments (issue 11 §5): the finished appointments not yet billed, filtered by
 * therapist, client and date range; the selection becomes one invoice (one client and therapist)
 * or a bulk run with a live progress bar. Invoicing blocked by incomplete profiles lists what is
 * missing with links to fix it.
 */
import { useMemo, useState } from 'react';
import { Alert, Box, Button, CircularProgress, Link, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import { useQueryClient } from '@tanstack/react-query';
import { appointmentsQueryKey } from '../../api/queryKeys';
import { translateError } from '../../api/errorText';
import { createSingleInvoice, INVOICES_QUERY_KEY, type InvoiceRecord } from '../../api/invoices';
import { InvoicingGaps, invoicingGapsOf } from '../../components/invoices/InvoicingGaps';
import { LoadFailed, NoClinic } from '../../components/PageStates';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import type { InvoicingGap } from '../../../shared/api/invoices';
import { formatDay } from '../appointments/appointmentFormat';
import { useServices, useTherapistName, useTherapists } from '../appointments/useAppointmentLookups';
import { BulkRunProgress } from './BulkRunProgress';
import { invoiceDetailPath } from './financePaths';
import { UnbilledFilters } from './UnbilledFilters';
import { clientNameOf, UnbilledTable } from './UnbilledTable';
import { useBulkInvoiceRun } from './useBulkInvoiceRun';
import { useUnbilledAppointments, type UnbilledFilter } from './useUnbilledAppointments';

export function FinanceAppointmentsPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const queryClient = useQueryClient();
  const therapists = useTherapists();
  const therapistName = useTherapistName();
  const { nameOf } = useServices(centreId);
  const [filter, setFilter] = useState<UnbilledFilter>({ therapist: '', from: null, to: null });
  const [client, setClient] = useState('');
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<unknown>(null);
  const [gaps, setGaps] = useState<InvoicingGap[] | null>(null);
  const [created, setCreated] = useState<InvoiceRecord | null>(null);
  const query = useUnbilledAppointments(centreId, filter);
  const refresh = () => {
    if (!centreId) return;
    void queryClient.invalidateQueries({ queryKey: appointmentsQueryKey(centreId) });
    void queryClient.invalidateQueries({ queryKey: [INVOICES_QUERY_KEY] });
  };
  const bulk = useBulkInvoiceRun(refresh);

  const all = useMemo(() => query.data?.rows ?? [], [query.data]);
  const clients = useMemo(() => {
    const names = new Map<string, string>();
    for (const a of all) if (a.contact_fk) names.set(a.contact_fk, clientNameOf(a));
    return [...names].map(([value, label]) => ({ value, label })).sort((a, b) => a.label.localeCompare(b.label));
  }, [all]);
  const rows = client ? all.filter((a) => a.contact_fk === client) : all;
  const chosen = rows.filter((a) => selected.has(a.appointment_id));
  const oneInvoice = chosen.length > 0 && new Set(chosen.map((a) => `${a.contact_fk}|${a.resourceId}`)).size === 1;
  if (!centreId) return <NoClinic />;

  const describe = (ids: string[]) => {
    const found = all.filter((a) => ids.includes(a.appointment_id));
    if (found.length === 0) return translate('finances.bulk.appointments', { count: ids.length });
    return `${clientNameOf(found[0])} · ${found.map((a) => formatDay(a.date, locale ?? 'de')).join(', ')}`;
  };
  const describeGap = (gap: InvoicingGap) => {
    if (gap.what === 'contact') return clients.find((c) => c.value === gap.id)?.label ?? '';
    return gap.what === 'service' && gap.id ? describe([gap.id]) : '';
  };
  const act = async (call: () => Promise<void>) => {
    setBusy(true);
    setFailure(null);
    setGaps(null);
    setCreated(null);
    try {
      await call();
      setSelected(new Set());
    } catch (error) {
      const missing = invoicingGapsOf(error);
      if (missing) setGaps(missing);
      else setFailure(error);
    } finally {
      setBusy(false);
      refresh();
    }
  };
  const toggle = (id: string) => setSelected((prev) => {
    const next = new Set(prev);
    if (!next.delete(id)) next.add(id);
    return next;
  });
  const ids = chosen.map((a) => a.appointment_id);
  const running = bulk.state !== null && !bulk.state.finished;

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1300 }} data-testid="finance-appointments">
      <PageTitle title="finances.appointments.title" />
      <Typography variant="h5" component="h1" sx={{ mb: 1 }}>{translate('finances.appointments.title')}</Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>{translate('finances.appointments.intro')}</Typography>
      <UnbilledFilters filter={filter} onFilter={setFilter} therapists={therapists.map((t) => ({ value: t.userId, label: t.name }))} client={client} onClient={setClient} clients={clients} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, alignItems: 'center', mb: 2 }}>
        <Button variant="contained" disabled={busy || running || !oneInvoice} onClick={() => void act(async () => setCreated(await createSingleInvoice(ids)))} data-testid="create-single">
          {translate('finances.appointments.createSingle')}
        </Button>
        <Button variant="outlined" disabled={busy || running || ids.length === 0} onClick={() => void act(() => bulk.start(ids))} data-testid="create-bulk">
          {translate('finances.appointments.createBulk', { count: ids.length })}
        </Button>
        <Button disabled={rows.length === 0} onClick={() => setSelected(new Set(rows.map((a) => a.appointment_id)))}>{translate('finances.appointments.selectAll')}</Button>
        <Button disabled={selected.size === 0} onClick={() => setSelected(new Set())}>{translate('finances.appointments.selectNone')}</Button>
        <Typography color="text.secondary" aria-live="polite" data-testid="selection-count">
          {translate('finances.appointments.selected', { count: ids.length })}
          {chosen.length > 0 && !oneInvoice ? ` · ${translate('finances.appointments.singleNeedsOne')}` : ''}
        </Typography>
      </Box>
      {gaps && <InvoicingGaps gaps={gaps} describe={describeGap} onClose={() => setGaps(null)} />}
      {failure !== null && <Alert severity="error" sx={{ mb: 2 }} onClose={() => setFailure(null)}>{translateError(translate, failure)}</Alert>}
      {created && (
        <Alert severity="success" sx={{ mb: 2 }} onClose={() => setCreated(null)} data-testid="single-created">
          {translate('finances.appointments.created', { number: created.number })}{' '}
          <Link component={RouterLink} to={invoiceDetailPath(created.number)}>{translate('finances.appointments.openInvoice')}</Link>
        </Alert>
      )}
      {bulk.state && <BulkRunProgress state={bulk.state} describe={describe} onClose={bulk.dismiss} />}
      {query.isPending && <CircularProgress size={24} aria-label={translate('ra.page.loading')} />}
      {query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {query.data && rows.length === 0 && <Typography color="text.secondary" data-testid="unbilled-empty">{translate('finances.appointments.empty')}</Typography>}
      {rows.length > 0 && <UnbilledTable rows={rows} selected={selected} onToggle={toggle} therapistName={therapistName} serviceName={nameOf} />}
      {query.data && query.data.total > all.length && <Typography color="text.secondary" sx={{ mt: 1 }}>{translate('finances.appointments.more', { shown: all.length, total: query.data.total })}</Typography>}
    </Box>
  );
}
