/**
 * /finances/dashboard (issue 12 §3): what came in, what was invoiced, what is open and overdue, per
 * month, therapist, checkout type and method, for a date range (this year unless chosen) and one
 * or all therapists; charts, the same figures as tables, and a CSV file of what is shown.
 */
import { lazy, Suspense, useMemo, useState } from 'react';
import DescriptionIcon from '@mui/icons-material/Description';
import { Box, Button, Card, CardContent, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { formatMoney } from '../../../../shared/money/formatMoney';
import { saveBlob } from '../../../api/fileDownload';
import { useApiQuery } from '../../../api/useApiQuery';
import { DatePickerInput } from '../../../components/DatePickerInput';
import { LoadFailed, NoClinic, PageLoading } from '../../../components/PageStates';
import { PageTitle } from '../../../components/PageTitle';
import { SelectField } from '../../../components/SelectField';
import { useSession } from '../../../session/SessionProvider';
import type { FinanceDashboard } from '../../../../shared/api/financeDashboard';
import { useTherapists } from '../../appointments/useAppointmentLookups';
import { dashboardCsv } from './dashboardCsv';
import { dashboardView, type DashboardView, type ViewTable } from './dashboardView';
import { DashboardTable } from './DashboardTables';

// The chart library is large: its own chunk, fetched once the figures are there.
const DashboardCharts = lazy(() => import('./DashboardCharts').then((m) => ({ default: m.DashboardCharts })));

const T = 'finances.dashboard';

interface Filter {
  from?: string;
  to?: string;
  providerId?: string;
}

export function FinanceDashboardPage() {
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  if (!centreId) return <NoClinic />;
  return <Dashboard centreId={centreId} />;
}

/** 2027-01-31 → 31.01.2027, as the date fields show it. */
const swissDate = (iso: string) => iso.split('-').reverse().join('.');

function Dashboard({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const [locale = 'de'] = useLocaleState();
  const therapists = useTherapists();
  const [filter, setFilter] = useState<Filter>({});
  const backwards = Boolean(filter.from && filter.to && filter.to < filter.from);
  const params = new URLSearchParams(Object.entries(filter).filter(([, v]) => v) as [string, string][]).toString();
  const figures = useApiQuery<FinanceDashboard>(backwards ? null : `/api/finances/centre/${encodeURIComponent(centreId)}/dashboard${params ? `?${params}` : ''}`);
  const data = figures.data;
  const therapistName = useMemo(() => {
    const names = new Map(therapists.map((t) => [t.userId, t.name]));
    return (id: string | null) => (id === null ? translate(`${T}.noTherapist`) : names.get(id) || translate('appointments.unknown'));
  }, [therapists, translate]);
  const view = useMemo(() => (data ? dashboardView(data, { therapist: therapistName, locale }, translate) : null), [data, therapistName, locale, translate]);
  const set = (patch: Filter) => setFilter((f) => ({ ...f, ...patch }));
  const tableOf = (name: ViewTable['name']) => {
    const table = view?.tables.find((t) => t.name === name);
    return table && <DashboardTable table={table} locale={locale} emptyText={translate(`${T}.noRows`)} />;
  };

  const exportCsv = (v: DashboardView, d: FinanceDashboard) => {
    const therapist = filter.providerId ? therapistName(filter.providerId) : translate(`${T}.allTherapists`);
    const csv = dashboardCsv(v, {
      title: translate(`${T}.title`),
      lines: [translate(`${T}.csv.range`, { from: swissDate(d.from), to: swissDate(d.to) }), translate(`${T}.csv.therapist`, { name: therapist }), translate(`${T}.csv.asOf`, { date: swissDate(d.today) })],
      figureHeaders: [translate(`${T}.columns.figure`), translate(`${T}.columns.amount`), translate(`${T}.columns.invoiceCount`)],
    });
    saveBlob(new Blob([csv], { type: 'text/csv;charset=utf-8' }), translate(`${T}.csv.fileName`, { from: d.from, to: d.to }));
  };

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1300 }} data-testid="finance-dashboard">
      <PageTitle title={`${T}.title`} />
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 1 }}>
        <Typography variant="h5" component="h1" sx={{ flexGrow: 1 }}>{translate(`${T}.title`)}</Typography>
        <Button variant="outlined" size="small" name="exportCsv" startIcon={<DescriptionIcon />} disabled={!view || !data || view.empty} onClick={() => view && data && exportCsv(view, data)}>
          {translate(`${T}.exportCsv`)}
        </Button>
      </Box>
      <Box component="form" role="search" aria-label={translate(`${T}.filters`)} onSubmit={(e) => e.preventDefault()}
        sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' }, alignItems: 'center', mb: 2 }}>
        <DatePickerInput name="dashboardFrom" label={translate(`${T}.from`)} value={filter.from ?? data?.from ?? null} onChange={(v) => set({ from: v ?? undefined })} />
        <DatePickerInput name="dashboardTo" label={translate(`${T}.to`)} value={filter.to ?? data?.to ?? null} onChange={(v) => set({ to: v ?? undefined })} errorText={backwards ? translate('errors.invalidDateRange') : undefined} />
        <SelectField name="dashboardTherapist" label={translate(`${T}.therapist`)} value={filter.providerId ?? ''}
          options={[{ value: '', label: translate(`${T}.allTherapists`) }, ...therapists.map((t) => ({ value: t.userId, label: t.name }))]} onChange={(providerId) => set({ providerId: providerId || undefined })} />
      </Box>
      {figures.error !== null && !figures.loading && <LoadFailed error={figures.error} onRetry={() => void figures.reload()} />}
      {!view && figures.loading && <PageLoading />}
      {view && data && (
        <Box aria-busy={figures.loading} data-today={data.today}>
          <Box component="ul" aria-label={translate(`${T}.figuresLabel`)} sx={{ listStyle: 'none', p: 0, m: 0, mb: 2, display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(5, 1fr)' } }}>
            {view.figures.map((f) => (
              <Card component="li" variant="outlined" key={f.name} data-figure={f.name}>
                <CardContent>
                  <Typography variant="body2" color="text.secondary">{f.label}</Typography>
                  <Typography variant="h6" component="p" data-amount sx={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap', color: f.name === 'overdue' && f.amount > 0 ? 'error.main' : undefined }}>
                    {formatMoney(f.amount, locale)}
                  </Typography>
                  {f.count !== null && <Typography variant="caption" color="text.secondary">{translate(`${T}.invoiceCount`, { count: f.count })}</Typography>}
                </CardContent>
              </Card>
            ))}
          </Box>
          <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>{translate(`${T}.asOfHint`, { date: swissDate(data.today) })}</Typography>
          {view.empty ? (
            <Typography color="text.secondary" data-testid="finance-dashboard-empty" sx={{ mb: 2 }}>{translate(`${T}.empty`)}</Typography>
          ) : (
            <Suspense fallback={<Typography color="text.secondary">{translate(`${T}.loading`)}</Typography>}>
              <DashboardCharts view={view} locale={locale} />
            </Suspense>
          )}
          {/* Therapists across the page (five columns), the months beside checkout types and methods. */}
          <Box sx={{ display: 'grid', gap: 3, gridTemplateColumns: { xs: '1fr', lg: '1fr 1fr' } }}>
            <Box sx={{ gridColumn: '1 / -1' }}>{tableOf('therapists')}</Box>
            {tableOf('months')}
            <Box sx={{ display: 'grid', gap: 3, alignContent: 'start' }}>
              {tableOf('checkoutTypes')}
              {tableOf('methods')}
            </Box>
          </Box>
          <Typography variant="caption" color="text.secondary" component="p" sx={{ mt: 2 }}>{translate(`${T}.methodsHint`)}</Typography>
        </Box>
      )}
    </Box>
  );
}
