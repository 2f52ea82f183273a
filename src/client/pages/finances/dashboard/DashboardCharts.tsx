/**
 * The finance dashboard's charts (@mui/x-charts, this module is its own chunk, as the appointment
 * statistics' charts): received and invoiced per month, and per therapist. Every figure is also in
 * the tables below them; keyboard users step through the bars with the arrow keys.
 */
import type { ReactNode } from 'react';
import { Box, Typography } from '@mui/material';
import { BarChart } from '@mui/x-charts/BarChart';
import { useTranslate } from 'react-admin';
import { formatMoney } from '../../../../shared/money/formatMoney';
import type { DashboardView } from './dashboardView';

const COLOURS = { received: '#2e7d32', invoiced: '#1976d2', open: '#ed6c02' };

function ChartFigure({ title, name, children }: { title: string; name: string; children: ReactNode }) {
  return (
    <Box component="figure" data-chart={name} sx={{ m: 0, minWidth: 0 }}>
      <Typography component="figcaption" variant="subtitle2">
        {title}
      </Typography>
      {children}
    </Box>
  );
}

export function DashboardCharts({ view, locale }: { view: DashboardView; locale: string }) {
  const translate = useTranslate();
  const money = (v: number | null) => (v === null ? '' : formatMoney(v, locale));
  // The axis in whole francs: "CHF 1’200.00" at every tick crowds it.
  const francs = new Intl.NumberFormat(`${locale}-CH`, { maximumFractionDigits: 0 });
  const yAxis = [{ valueFormatter: (v: number) => francs.format(v / 100), width: 64 }];
  const localeText = { noData: translate('finances.dashboard.empty'), loading: translate('finances.dashboard.loading') };
  const table = (name: string) => view.tables.find((t) => t.name === name)!;
  const months = table('months');
  const therapists = table('therapists');
  const series = (t: typeof months, column: number, key: keyof typeof COLOURS, label: string) => ({ data: t.rows.map((r) => r.values[column]), label, color: COLOURS[key], valueFormatter: money });

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '3fr 2fr' }, mb: 2 }}>
      <ChartFigure title={translate('finances.dashboard.charts.months')} name="months">
        <BarChart
          height={280}
          xAxis={[{ scaleType: 'band', data: months.rows.map((r) => r.label) }]}
          yAxis={yAxis}
          series={[series(months, 2, 'received', translate('finances.dashboard.figures.received')), series(months, 0, 'invoiced', translate('finances.dashboard.figures.invoiced'))]}
          localeText={localeText}
          skipAnimation
        />
      </ChartFigure>
      <ChartFigure title={translate('finances.dashboard.charts.therapists')} name="therapists">
        {therapists.rows.length === 0 ? (
          <Typography color="text.secondary">{translate('finances.dashboard.noRows')}</Typography>
        ) : (
          <BarChart
            layout="horizontal"
            height={Math.max(160, 64 * therapists.rows.length + 80)}
            yAxis={[{ scaleType: 'band', data: therapists.rows.map((r) => r.label), width: 120 }]}
            xAxis={[{ valueFormatter: (v: number) => francs.format(v / 100) }]}
            series={[
              series(therapists, 0, 'invoiced', translate('finances.dashboard.figures.invoiced')),
              series(therapists, 1, 'received', translate('finances.dashboard.figures.received')),
              series(therapists, 2, 'open', translate('finances.dashboard.figures.open')),
            ]}
            localeText={localeText}
            skipAnimation
          />
        )}
      </ChartFigure>
    </Box>
  );
}
