import { useMemo, useRef, useState } from 'react';
import { Box } from '@mui/material';
import { Calendar, type Messages, type View } from 'react-big-calendar';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useLocaleState, useTranslate } from 'react-admin';
import { PageTitle } from '../../components/PageTitle';
import { useSession } from '../../session/SessionProvider';
import { calendarFormats, calendarMinTime, createCalendarLocalizer } from './calendarLocalizer';
import { ServicePalette } from './palette/ServicePalette';
import { DayHeader, useCalendarA11y } from './useCalendarA11y';

/** An appointment as the grid shows it; appointments are loaded by a later feature. */
export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
}

const VIEWS: View[] = ['day', 'week', 'month', 'agenda'];
/** Appointments are not loaded yet (a later feature fills the grid); the grid itself is complete. */
const NO_EVENTS: CalendarEvent[] = [];
const CALENDAR_COMPONENTS = { header: DayHeader };

/**
 * /calendar: the practice week grid (react-big-calendar with the dayjs localizer) in the
 * interface language, Monday first, 24h or 12h per UserSetting.timeFormat, from 06:00 in
 * 30-minute slots (spec §9), with the user's palette of services beside it ("My services").
 */
export function CalendarPage() {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const timeFormat = user?.UserSetting.timeFormat ?? '24h';
  const { localizer, culture } = useMemo(() => createCalendarLocalizer(locale ?? 'de'), [locale]);
  const formats = useMemo(() => calendarFormats(timeFormat), [timeFormat]);
  const min = useMemo(() => calendarMinTime(), []);
  const [date, setDate] = useState(() => new Date());
  const [view, setView] = useState<View>('week');
  const grid = useRef<HTMLDivElement>(null);
  useCalendarA11y(grid, translate('calendar.timeGrid'));

  const messages = useMemo<Messages<CalendarEvent>>(
    () => ({
      today: translate('calendar.toolbar.today'),
      previous: translate('calendar.toolbar.previous'),
      next: translate('calendar.toolbar.next'),
      day: translate('calendar.toolbar.day'),
      week: translate('calendar.toolbar.week'),
      month: translate('calendar.toolbar.month'),
      agenda: translate('calendar.toolbar.agenda'),
      date: translate('calendar.toolbar.date'),
      time: translate('calendar.toolbar.time'),
      event: translate('calendar.toolbar.event'),
      allDay: translate('calendar.toolbar.allDay'),
      noEventsInRange: translate('calendar.toolbar.noEventsInRange'),
      showMore: (count: number) => translate('calendar.toolbar.showMore', { count }),
    }),
    [translate],
  );

  return (
    <Box
      sx={{ p: { xs: 1, sm: 2 }, height: { xs: 'calc(100vh - 72px)', sm: 'calc(100vh - 96px)' }, minHeight: 560, display: 'flex', flexDirection: { xs: 'column', md: 'row-reverse' }, gap: { xs: 1, md: 2 } }}
      data-testid="calendar-page"
    >
      <PageTitle title="calendar.title" />
      {centreId && user && <ServicePalette key={centreId} centreId={centreId} userId={user.user_id} />}
      <Box sx={{ flex: 1, minWidth: 0, minHeight: 0 }} ref={grid}>
        <Calendar<CalendarEvent>
          components={CALENDAR_COMPONENTS}
          localizer={localizer}
          culture={culture}
          events={NO_EVENTS}
          date={date}
          onNavigate={setDate}
          view={view}
          onView={setView}
          views={VIEWS}
          step={30}
          timeslots={2}
          min={min}
          formats={formats}
          messages={messages}
          popup
        />
      </Box>
    </Box>
  );
}
