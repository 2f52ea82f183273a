import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { StatisticsView } from './statisticsView';

/** Read by screen readers, not shown (the usual clip pattern). */
const VISUALLY_HIDDEN = { border: 0, clip: 'rect(0 0 0 0)', height: '1px', margin: '-1px', overflow: 'hidden', padding: 0, position: 'absolute', whiteSpace: 'nowrap', width: '1px' } as const;

/**
 * The charts' figures as tables, for screen readers (the charts are pictures to them). Hidden
 * visually, read in full: per interval the appointments by status and the new clients, then each
 * therapist's utilisation with the hours behind it.
 */
export function StatisticsTables({ view, periodLabel }: { view: StatisticsView; periodLabel: string }) {
  const translate = useTranslate();
  const caption = (title: string) => translate('dashboard.statistics.tableCaption', { title, period: periodLabel });
  return (
    <Box sx={VISUALLY_HIDDEN} data-testid="statistics-tables">
      <table>
        <caption>{caption(translate('dashboard.statistics.appointments.title'))}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('dashboard.statistics.appointments.interval')}</th>
            {view.statusSeries.map((s) => (
              <th scope="col" key={s.status}>
                {s.label}
              </th>
            ))}
            <th scope="col">{translate('dashboard.statistics.newClients.series')}</th>
          </tr>
        </thead>
        <tbody>
          {view.longLabels.map((label, i) => (
            <tr key={label}>
              <th scope="row">{label}</th>
              {view.statusSeries.map((s) => (
                <td key={s.status}>{s.data[i]}</td>
              ))}
              <td>{view.newClients[i]}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <table>
        <caption>{caption(translate('dashboard.statistics.utilisation.title'))}</caption>
        <thead>
          <tr>
            <th scope="col">{translate('dashboard.statistics.utilisation.therapist')}</th>
            <th scope="col">{translate('dashboard.statistics.utilisation.share')}</th>
            <th scope="col">{translate('dashboard.statistics.utilisation.booked')}</th>
            <th scope="col">{translate('dashboard.statistics.utilisation.working')}</th>
            <th scope="col">{translate('dashboard.statistics.utilisation.outside')}</th>
          </tr>
        </thead>
        <tbody>
          {view.therapists.map((t) => (
            <tr key={t.userId}>
              <th scope="row">{t.name}</th>
              <td>{t.percentText ?? translate('dashboard.statistics.utilisation.noWorkingTime')}</td>
              <td>{t.bookedHours}</td>
              <td>{t.workingHours}</td>
              <td>{t.outsideHours}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </Box>
  );
}
