/**
 * /oldcalendar: the agenda, a printable list of the appointments of a date range (this week by
 * default; previous / next page by the range's length), grouped by day; a row opens the panel.
 * The range is in the address (?from=&to=), so a printed or shared agenda is reproducible.
 */
import { useState } from 'react';
import { Alert, Box, CircularProgress, GlobalStyles, Paper, Table, TableBody, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useLocaleState, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { groupByDay, rangeProblem, shiftRange, weekOf, type DateRange } from '../../../../shared/appointments/agendaRange';
import { useAppointmentRange } from '../../../api/appointments';
import { LoadFailed, NoClinic } from '../../../components/PageStates';
import { PageTitle } from '../../../components/PageTitle';
import { useSession } from '../../../session/SessionProvider';
import { formatDay, formatLongDay, formatTimeRange } from '../appointmentFormat';
import { AppointmentRow } from '../AppointmentRow';
import { AppointmentPanel } from '../panel/AppointmentPanel';
import { useServices, useTherapistName, useTimeFormat } from '../useAppointmentLookups';
import { AgendaControls } from './AgendaControls';
import { AGENDA_PRINT_STYLES } from './agendaPrint';

const today = () => dayjs().format('YYYY-MM-DD');

export function AgendaPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const lng = locale ?? 'de';
  const timeFormat = useTimeFormat();
  const therapistName = useTherapistName();
  const { activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const { nameOf } = useServices(centreId);
  const [params, setParams] = useSearchParams();
  const week = weekOf(today());
  const range: DateRange = { from: params.get('from') ?? week.from, to: params.get('to') ?? week.to };
  const problem = rangeProblem(range);
  const query = useAppointmentRange(problem ? null : centreId, range.from, range.to);
  const [opened, setOpened] = useState<string | null>(null);
  if (!centreId) return <NoClinic />;

  const setRange = (r: DateRange) => setParams({ from: r.from, to: r.to }, { replace: true });
  const groups = groupByDay(problem ? [] : (query.data ?? []));
  const count = groups.reduce((n, g) => n + g.items.length, 0);

  return (
    <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth: 1100 }} data-testid="agenda-page">
      <GlobalStyles styles={AGENDA_PRINT_STYLES} />
      <PageTitle title="appointments.agenda.title" />
      <AgendaControls
        range={range} maxDate={dayjs().add(3, 'year').endOf('year').format('YYYY-MM-DD')}
        onRange={setRange} onStep={(steps) => setRange(shiftRange(range, steps))} onToday={() => setRange(weekOf(today()))}
      />
      <Typography variant="h5" component="h1" gutterBottom data-testid="agenda-heading">
        {translate('appointments.agenda.title')}: {formatDay(range.from, lng)} – {formatDay(range.to, lng)}
        {!problem && query.data && (
          <Typography component="span" color="text.secondary" sx={{ ml: 1 }}>({translate('appointments.agenda.count', { count, smart_count: count })})</Typography>
        )}
      </Typography>
      {problem && <Alert severity="warning">{translate(`appointments.agenda.${problem}`)}</Alert>}
      {!problem && query.isPending && <CircularProgress size={24} />}
      {!problem && query.error && <LoadFailed error={query.error} onRetry={() => void query.refetch()} />}
      {!problem && query.data && count === 0 && <Typography color="text.secondary">{translate('appointments.agenda.empty')}</Typography>}
      {/* The previous range stays shown, dimmed, while the next one loads. */}
      <Box aria-busy={query.isPlaceholderData} sx={{ opacity: query.isPlaceholderData ? 0.5 : 1 }} data-testid="agenda-days">
      {groups.map((g) => (
        <Paper key={g.date} variant="outlined" sx={{ mb: 2, overflowX: 'auto' }} component="section" aria-labelledby={`agenda-${g.date}`} data-print="day" data-testid="agenda-day">
          <Typography id={`agenda-${g.date}`} variant="subtitle1" component="h2" sx={{ px: 2, pt: 1, fontWeight: 600 }}>{formatLongDay(g.date, lng)}</Typography>
          <Table size="small" aria-labelledby={`agenda-${g.date}`}>
            <TableBody>
              {g.items.map((a) => {
                const when = formatTimeRange(a.startTime, a.endTime, timeFormat);
                return (
                  <AppointmentRow
                    key={a.appointment_id} appointment={a} when={when} onOpen={setOpened}
                    openLabel={translate('appointments.agenda.open', { time: `${formatDay(a.date, lng)} ${when}` })}
                    therapist={therapistName(a.resourceId)} service={nameOf(a.service_fk)}
                  />
                );
              })}
            </TableBody>
          </Table>
        </Paper>
      ))}
      </Box>
      {opened && <AppointmentPanel centreId={centreId} appointmentId={opened} onClose={() => setOpened(null)} />}
    </Box>
  );
}
