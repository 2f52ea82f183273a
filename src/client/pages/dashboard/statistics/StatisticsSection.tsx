import { lazy, Suspense, useState } from 'react';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSession } from '../../../session/SessionProvider';
import { rolesIn } from '../../../session/roles';
import { useApiQuery } from '../../../api/useApiQuery';
import { Section } from '../../../components/Section';
import { LoadFailed, PageLoading } from '../../../components/PageStates';
import { seesPracticeFigures } from '../../../../shared/statistics/practiceFigures';
import type { StatisticsPeriod } from '../../../../shared/statistics/periods';
import type { AppointmentStatistics } from '../../../../shared/api/statistics';
import { StatisticsTables } from './StatisticsTables';
import { statisticsView } from './statisticsView';

// The chart library is large: its own chunk, fetched when the figures are there (sign-in and calendar never load it).
const StatisticsCharts = lazy(() => import('./StatisticsCharts').then((m) => ({ default: m.StatisticsCharts })));

const PERIOD_LABELS: Record<StatisticsPeriod, string> = {
  day: 'dashboard.statistics.period.day',
  week: 'dashboard.statistics.period.week',
  month: 'dashboard.statistics.period.month',
};
const PERIOD_HINTS: Record<StatisticsPeriod, string> = {
  day: 'dashboard.statistics.periodHint.day',
  week: 'dashboard.statistics.periodHint.week',
  month: 'dashboard.statistics.periodHint.month',
};

/**
 * The dashboard's statistics (behaviour.md §9): a period switch, a summary line, the charts and
 * the same figures as tables for screen readers. Managers and therapists who may see colleagues'
 * appointments get the practice's figures; other therapists their own.
 */
export function StatisticsSection({ centreId }: { centreId: string }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user, activeCentre } = useSession();
  const [period, setPeriod] = useState<StatisticsPeriod>('week');
  const me = activeCentre?.CentreProvider.find((p) => p.user_fk === user?.user_id);
  const practice = seesPracticeFigures(rolesIn(user, centreId), me?.Permission?.[0]);
  const own = !practice && user ? `&therapist=${encodeURIComponent(user.user_id)}` : '';
  const stats = useApiQuery<AppointmentStatistics>(`/api/centres/${encodeURIComponent(centreId)}/statistics/appointments?period=${period}${own}`);
  const view = stats.data ? statisticsView(stats.data, { locale: `${locale ?? 'de'}-CH`, timeFormat: user?.UserSetting.timeFormat ?? '24h', translate }) : null;

  // Plain pressed buttons: MUI's ToggleButtonGroup or ButtonGroup would add shared chunks to the calendar's first download.
  const periodSwitch = (
    <Stack direction="row" spacing={0.5} role="group" aria-label={translate('dashboard.statistics.periodLabel')}>
      {(Object.keys(PERIOD_LABELS) as StatisticsPeriod[]).map((p) => (
        <Button key={p} size="small" data-period={p} aria-pressed={p === period} variant={p === period ? 'contained' : 'outlined'} onClick={() => setPeriod(p)}>
          {translate(PERIOD_LABELS[p])}
        </Button>
      ))}
    </Stack>
  );

  return (
    <Box sx={{ gridColumn: '1 / -1' }}>
      <Section
        title={translate('dashboard.statistics.title')}
        name="statistics"
        action={periodSwitch}
        subtitle={`${translate(practice ? 'dashboard.statistics.scope.practice' : 'dashboard.statistics.scope.therapist')} · ${translate(PERIOD_HINTS[period])}`}
      >
        {view && (
          <Box data-period={view.period} aria-busy={stats.loading}>
            <Typography variant="body1" data-testid="statistics-summary" sx={{ mb: 1 }}>
              {translate('dashboard.statistics.summary', { count: view.totals.appointments, cancelled: view.totals.cancelled, newClients: view.totals.newClients })}
            </Typography>
            <Suspense fallback={<Typography color="text.secondary">{translate('dashboard.statistics.loadingCharts')}</Typography>}>
              <StatisticsCharts view={view} />
            </Suspense>
            <StatisticsTables view={view} periodLabel={translate(PERIOD_LABELS[view.period])} />
          </Box>
        )}
        {!view && stats.error !== null && !stats.loading && <LoadFailed error={stats.error} onRetry={() => void stats.reload()} />}
        {!view && stats.loading && <PageLoading />}
      </Section>
    </Box>
  );
}
