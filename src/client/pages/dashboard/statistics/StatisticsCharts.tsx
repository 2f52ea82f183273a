import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import type { StatisticsView } from './statisticsView';

const HEIGHT = 260;

/**
 * A chart with its title. Keyboard users reach each chart and step through its bars with the
 * arrow keys (x-charts announces the focused value); StatisticsTables has every figure as text.
 */
function ChartFigure({ title, name, wide, children }: { title: string; name: string; wide?: boolean; children: ReactNode }) {
  return (
    <Box component="figure" data-chart={name} sx={{ m: 0, minWidth: 0, gridColumn: wide ? '1 / -1' : undefined }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

/** The statistics charts (@mui/x-charts; this module is its own chunk). */
export function StatisticsCharts({ view }: { view: StatisticsView }) {
  const translate = useTranslate();
  // Statuses that occur in the period (an empty chart keeps one series so its axes draw).
  const shown = view.statusSeries.filter((s) => s.data.some((n) => n > 0));
  const statusSeries = (shown.length > 0 ? shown : view.statusSeries.filter((s) => s.status === 'CONFIRMED')).map((s) => ({ data: s.data, label: s.label, color: s.color, stack: 'status', id: s.status }));
  const band = [{ scaleType: 'band' as const, data: view.labels }];
  const wholeNumbers = [{ tickMinStep: 1 }];
  const therapists = view.therapists;
  const percentFormat = new Intl.NumberFormat(view.locale, { style: 'percent', maximumFractionDigits: 0 });
  const asPercent = (v: number) => percentFormat.format(v / 100);
  // The charts' own texts that can show or be read out here (their other texts are for parts we do not use).
  const localeText = { a11yNoValue: translate('dashboard.statistics.utilisation.noWorkingTime'), noData: translate('dashboard.statistics.noData'), loading: translate('dashboard.statistics.loadingCharts') };

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' } }}>
      <ChartFigure title={translate('dashboard.statistics.appointments.title')} name="appointments">
        <BarChart height={HEIGHT} xAxis={band} yAxis={wholeNumbers} series={statusSeries} localeText={localeText} skipAnimation />
      </ChartFigure>
      <ChartFigure title={translate('dashboard.statistics.newClients.title')} name="newClients">
        <BarChart height={HEIGHT} xAxis={band} yAxis={wholeNumbers} series={[{ data: view.newClients, label: translate('dashboard.statistics.newClients.series'), color: '#00897b' }]} localeText={localeText} hideLegend skipAnimation />
      </ChartFigure>
      <ChartFigure title={translate('dashboard.statistics.utilisation.title')} name="utilisation" wide>
        {therapists.length === 0 ? (
          <Typography color="text.secondary">{translate('dashboard.statistics.utilisation.none')}</Typography>
        ) : (
          <BarChart
            layout="horizontal"
            height={Math.max(120, 48 * therapists.length + 60)}
            yAxis={[{ scaleType: 'band', data: therapists.map((t) => t.name), width: 140 }]}
            xAxis={[{ min: 0, max: 100, tickInterval: [0, 25, 50, 75, 100], valueFormatter: asPercent }]}
            series={[
              {
                data: therapists.map((t) => t.percentValue),
                label: translate('dashboard.statistics.utilisation.share'),
                color: '#1976d2',
                valueFormatter: (v: number | null) => (v === null ? translate('dashboard.statistics.utilisation.noWorkingTime') : asPercent(v)),
                // Beside the bar, so a short bar (a few percent) still shows its figure.
                barLabel: (item) => (item.value === null ? null : therapists[item.dataIndex]?.percentText),
                barLabelPlacement: 'outside',
              },
            ]}
            localeText={localeText}
            hideLegend
            skipAnimation
          />
        )}
        <Typography variant="caption" color="text.secondary" component="p">
          {translate('dashboard.statistics.utilisation.hint')}
        </Typography>
      </ChartFigure>
    </Box>
  );
}
