import { lazy, Suspense, useCallback, useMemo, useRef, useState } from 'react';
import { Box, Stack } from '@mui/material';
import type { Messages, SlotInfo, View } from 'react-big-calendar';
import type { DragFromOutsideItemArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/css/react-big-calendar.css';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { PageTitle } from '../../components/PageTitle';
import { useAppointmentsChanged, type CreateReply } from '../../api/appointments';
import { useSession } from '../../session/SessionProvider';
import type { DraggableEvent } from '../../../shared/api/draggableEvents';
import { calendarFormats, calendarMinTime, createCalendarLocalizer } from './calendarLocalizer';
import { DayHeader, useCalendarA11y } from './useCalendarA11y';
import { eventStyle, isMovable, therapistColours, type CalendarEvent } from './grid/appointmentEvents';
import { nextPeriod, visibleRange, wallClock, wallClockOf, type CalendarView } from './grid/calendarRange';
import { slotWarnings, type BusyInterval } from './grid/slotWarnings';
import { useAppointmentMoves } from './grid/useAppointmentMoves';
import { useCalendarData } from './grid/useCalendarData';
import { useCalendarEvents } from './grid/useCalendarEvents';
import { useColumns } from './grid/useColumns';
import { useDragAndDropGrid } from './grid/useDragAndDrop';
import { isWorkingSlot, workingIndex } from './grid/workingHours';
import type { CreateRequest } from './create/CreateAppointmentDialog';

// The dialog and the panel are downloaded when first opened (README "Client bundle").
const CreateAppointmentDialog = lazy(() => import('./create/CreateAppointmentDialog').then((m) => ({ default: m.CreateAppointmentDialog })));
// "My services" beside the grid comes after the grid has painted (README "Client bundle"); its
// place is kept so the grid does not move.
const ServicePalette = lazy(() => import('./palette/ServicePalette').then((m) => ({ default: m.ServicePalette })));
// The column choice (MUI's select and menu) and the load error are not part of the first download.
const TherapistPicker = lazy(() => import('./grid/TherapistPicker').then((m) => ({ default: m.TherapistPicker })));
const CalendarLoadFailed = lazy(() => import('./grid/CalendarLoadFailed').then((m) => ({ default: m.CalendarLoadFailed })));
const AppointmentPanel = lazy(() => import('../appointments/panel/AppointmentPanel').then((m) => ({ default: m.AppointmentPanel })));

export type { CalendarEvent } from './grid/appointmentEvents';
// For the special-days week editor (settings): it imports the grid from this chunk (see calendarGridKit.ts).
export { calendarGridKit } from './grid/calendarGridKit';

const VIEWS: View[] = ['day', 'week', 'month', 'agenda'];
const CALENDAR_COMPONENTS = { header: DayHeader };
// A class, not an inline style: a week of ten therapists has some 5,000 slots (the grid's sx colours it).
const OFF_HOURS = { className: 'kura-off-hours' };
const WORKING = {};
const DEFAULT_TIME_ZONE = 'Europe/Zurich';
/** A thin indeterminate bar while a range loads (MUI's LinearProgress would add to the first download). */
const LOADING_BAR = {
  height: 3,
  width: '30%',
  bgcolor: 'primary.main',
  animation: 'kura-loading 1.2s ease-in-out infinite',
  '@keyframes kura-loading': { from: { transform: 'translateX(-100%)' }, to: { transform: 'translateX(340%)' } },
};

function dateParam(value: string | null): Date {
  return value && /^\d{4}-\d{2}-\d{2}$/.test(value) ? wallClock(value, '12:00') : new Date();
}

/**
 * /calendar: the practice's appointments on react-big-calendar (dayjs localizer, Monday first,
 * 24h or 12h per UserSetting.timeFormat, from 06:00 in 30-minute slots, spec §9): one column per
 * chosen therapist in day and week views, non-working time shaded, days off and Google busy time
 * shown; select a range or drop a palette chip to create, drag to move, drag the edge to resize,
 * click to open the appointment's panel. Open calendars follow others' changes live (the socket
 * refetches the appointment queries).
 */
export function CalendarPage() {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const { user, activeCentre } = useSession();
  const centreId = activeCentre?.centre_id ?? null;
  const timeFormat = user?.UserSetting.timeFormat ?? '24h';
  const { localizer, culture } = useMemo(() => createCalendarLocalizer(locale ?? 'de'), [locale]);
  const formats = useMemo(() => calendarFormats(timeFormat), [timeFormat]);
  const min = useMemo(() => calendarMinTime(), []);
  // Deep link: /calendar?date=YYYY-MM-DD&view=day|week|month|agenda (e.g. from an appointment).
  const [params] = useSearchParams();
  const [date, setDate] = useState(() => dateParam(params.get('date')));
  const [view, setView] = useState<View>(() => (VIEWS.includes(params.get('view') as View) ? (params.get('view') as View) : 'week'));
  const grid = useRef<HTMLDivElement>(null);
  useCalendarA11y(grid, translate('calendar.timeGrid'));

  const range = useMemo(() => visibleRange(date, view as CalendarView), [date, view]);
  const next = useMemo(() => visibleRange(nextPeriod(date, view as CalendarView), view as CalendarView), [date, view]);
  const data = useCalendarData(centreId, range, next);
  const therapists = useMemo(() => data.therapists.map((t) => ({ id: t.user_fk, name: `${t.firstName} ${t.lastName}`.trim(), colour: t.calendarColour })), [data.therapists]);
  const columns = useColumns(centreId, therapists, user?.user_id ?? null);
  const colours = useMemo(() => therapistColours(columns.all), [columns.all]);
  const shownIds = useMemo(() => columns.shown.map((t) => t.id), [columns.shown]);
  const index = useMemo(() => workingIndex(data.schedule), [data.schedule]);
  const timeZone = data.schedule?.timeZone ?? DEFAULT_TIME_ZONE;
  const busyIntervals = useMemo<BusyInterval[]>(() => data.busy.map((b) => ({ providerId: b.providerId, start: Date.parse(b.startsAt), end: Date.parse(b.endsAt) })), [data.busy]);
  const warningsFor = useCallback((resourceId: string, d: string, s: string, e: string) => slotWarnings(index, busyIntervals, resourceId, d, s, e), [index, busyIntervals]);

  const changed = useAppointmentsChanged(centreId);
  const { Grid, draggable, painted, mover } = useDragAndDropGrid();
  const { pending, move } = useAppointmentMoves(warningsFor, changed, mover);
  const { events, background } = useCalendarEvents({ centreId, appointments: data.appointments, pending, index, busy: data.busy, timeZone, range, shownIds });
  const [creating, setCreating] = useState<CreateRequest | null>(null);
  const [openId, setOpenId] = useState<string | null>(null);
  const [dragged, setDragged] = useState<DraggableEvent | null>(null);

  const withColumns = view === 'day' || view === 'week';
  const resources = useMemo(() => (withColumns && columns.shown.length > 1 ? columns.shown.map((t) => ({ id: t.id, title: t.name })) : undefined), [withColumns, columns.shown]);
  const shownEvents = useMemo(() => events.filter((e) => shownIds.includes(e.resourceId)), [events, shownIds]);
  const defaultTherapist = columns.shown[0]?.id ?? user?.user_id ?? '';

  const openCreate = useCallback((start: Date, end: Date, resourceId: string | undefined, serviceId?: string) => {
    const from = wallClockOf(start);
    const to = wallClockOf(end);
    setCreating({ date: from.date, startTime: from.time, endTime: to.time === '00:00' && to.date !== from.date ? '00:00' : to.time, resourceId: resourceId ?? defaultTherapist, serviceId });
  }, [defaultTherapist]);
  const onSelectSlot = useCallback((slot: SlotInfo) => {
    // A click in the month view selects whole days: start at 09:00 for 30 minutes.
    const allDay = slot.start.getHours() === 0 && slot.end.getHours() === 0;
    const start = allDay ? new Date(slot.start.getFullYear(), slot.start.getMonth(), slot.start.getDate(), 9) : slot.start;
    const end = allDay ? new Date(start.getTime() + 30 * 60_000) : slot.end;
    openCreate(start, end, typeof slot.resourceId === 'string' ? slot.resourceId : undefined);
  }, [openCreate]);
  const onDropFromOutside = useCallback(({ start, resource }: DragFromOutsideItemArgs) => {
    if (!dragged) return;
    const s = new Date(start);
    openCreate(s, new Date(s.getTime() + dragged.duration * 60_000), typeof resource === 'string' ? resource : undefined, dragged.serviceId);
    setDragged(null);
  }, [dragged, openCreate]);
  const onSaved = useCallback((reply: CreateReply) => {
    setCreating(null);
    void changed();
    const extra = reply.warnings.length > 0 ? ` ${translate('calendar.warnings.savedWith', { reasons: [...new Set(reply.warnings.map((w) => translate(`calendar.warnings.${w.code}`)))].join(', ') })}` : '';
    notify(`${translate('calendar.create.saved', { smart_count: reply.count, count: reply.count })}${extra}`, { type: 'info' });
  }, [changed, notify, translate]);

  const slotPropGetter = useCallback((at: Date, resourceId?: string | number) => (isWorkingSlot(index, at, typeof resourceId === 'string' ? resourceId : undefined, shownIds) ? WORKING : OFF_HOURS), [index, shownIds]);
  const eventPropGetter = useCallback((e: CalendarEvent) => {
    if (e.kind === 'busy') return { className: 'kura-busy', style: { backgroundColor: 'rgba(97, 97, 97, 0.25)', border: '1px dashed #616161', color: '#212121' } };
    if (e.kind === 'dayOff') return { className: 'kura-day-off', style: { backgroundColor: '#fff3e0', color: '#5d4037', border: '1px solid #ffb74d' } };
    const status = e.appointment!.status;
    return { className: status === 'UNCONFIRMED' ? 'kura-request' : undefined, style: eventStyle(status, colours.get(e.resourceId) ?? '#1565c0') };
  }, [colours]);

  const messages = useMemo<Messages<CalendarEvent>>(
    () => ({
      today: translate('calendar.toolbar.today'), previous: translate('calendar.toolbar.previous'), next: translate('calendar.toolbar.next'),
      day: translate('calendar.toolbar.day'), week: translate('calendar.toolbar.week'), month: translate('calendar.toolbar.month'), agenda: translate('calendar.toolbar.agenda'),
      date: translate('calendar.toolbar.date'), time: translate('calendar.toolbar.time'), event: translate('calendar.toolbar.event'), allDay: translate('calendar.toolbar.allDay'),
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
      {centreId && user && (
        <Suspense fallback={<Box sx={{ width: { md: 300 }, minHeight: { xs: 48, md: 0 }, flexShrink: 0 }} />}>
          {painted ? <ServicePalette key={centreId} centreId={centreId} userId={user.user_id} onDrag={draggable ? setDragged : undefined} /> : <Box sx={{ width: { md: 300 }, minHeight: { xs: 48, md: 0 }, flexShrink: 0 }} />}
        </Suspense>
      )}
      <Stack sx={{ flex: 1, minWidth: 0, minHeight: 0 }} spacing={1}>
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <Suspense fallback={null}>
            {columns.all.length > 1 && <TherapistPicker all={columns.all} shown={columns.shown} onChange={columns.choose} colours={colours} />}
            {data.appointmentsError ? <CalendarLoadFailed error={data.appointmentsError} onRetry={() => void data.reload()} /> : null}
          </Suspense>
        </Stack>
        <Box sx={{ height: 3, overflow: 'hidden' }}>{data.loading && <Box role="progressbar" aria-label={translate('calendar.loading')} className="kura-loading-bar" sx={LOADING_BAR} />}</Box>
        <Box sx={{ flex: 1, minHeight: 0, '& .rbc-event': { fontSize: 13 }, '& .kura-off-hours': { backgroundColor: '#f1f1f1' } }} ref={grid} data-testid="calendar-grid" data-loaded={data.appointments ? 'true' : 'false'} data-dnd={draggable ? 'true' : 'false'}>
          <Grid
            components={CALENDAR_COMPONENTS}
            localizer={localizer}
            culture={culture}
            events={shownEvents}
            backgroundEvents={background}
            resources={resources}
            resourceIdAccessor="id"
            resourceTitleAccessor="title"
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
            selectable
            onSelectSlot={onSelectSlot}
            onSelectEvent={(e: CalendarEvent) => e.kind === 'appointment' && setOpenId(e.id)}
            slotPropGetter={slotPropGetter}
            eventPropGetter={eventPropGetter}
            draggableAccessor={isMovable}
            resizableAccessor={isMovable}
            onEventDrop={(args) => void move(args)}
            onEventResize={(args) => void move(args)}
            onDropFromOutside={onDropFromOutside}
            dragFromOutsideItem={dragged ? () => ({ id: 'drop', title: dragged.name, start: new Date(), end: new Date(Date.now() + dragged.duration * 60_000), resourceId: '', kind: 'appointment' }) : undefined}
          />
        </Box>
      </Stack>
      <Suspense fallback={null}>
        {creating && centreId && (
          <CreateAppointmentDialog centreId={centreId} request={creating} therapists={columns.all} timeZone={timeZone} warningsFor={warningsFor} onClose={() => setCreating(null)} onSaved={onSaved} />
        )}
        {openId && centreId && <AppointmentPanel centreId={centreId} appointmentId={openId} onClose={() => setOpenId(null)} />}
      </Suspense>
    </Box>
  );
}
