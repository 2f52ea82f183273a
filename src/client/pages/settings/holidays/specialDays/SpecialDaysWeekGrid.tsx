import { useCallback, useMemo, useRef, type ComponentType } from 'react';
import { Box, Button, IconButton, Stack, Typography } from '@mui/material';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import dayjs from 'dayjs';
import type { CalendarProps, SlotInfo } from 'react-big-calendar';
import type { EventInteractionArgs, withDragAndDropProps } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useLocaleState, useTranslate } from 'react-admin';
import type { CalendarGridKit } from '../../../calendar/grid/calendarGridKit';
import { closedDates, entriesOf, type SpecialDaysMap } from './specialDaysDraft';
import { gridDate, mondayOf, slotOfRange, weekDates, weekInYear } from './weekDates';

/** An entry of the grid: one slot of a date, or a date without hours (shown in the all-day row). */
export interface EntryEvent {
  id: string;
  date: string;
  title: string;
  start: Date;
  end: Date;
  allDay?: boolean;
  closed?: boolean;
}

type GridProps = CalendarProps<EntryEvent> & withDragAndDropProps<EntryEvent>;
export type EntryTimes = { date: string; startTime: string; endTime: string };

export interface SpecialDaysWeekGridProps {
  /** The calendar's grid, from the calendar's chunk (see calendarGridKit.ts). */
  kit: CalendarGridKit;
  days: SpecialDaysMap;
  year: number;
  week: Date;
  onWeek: (monday: Date) => void;
  timeFormat: '24h' | '12h';
  disabled?: boolean;
  onAdd: (range: EntryTimes) => void;
  onMove: (id: string, range: EntryTimes) => void;
  onOpen: (event: EntryEvent) => void;
}

/** Spec §9: the special-days grid runs 06:00–23:00; its columns are 240 % of the visible height. */
const MIN = gridDate('2000-01-01', '06:00');
const MAX = gridDate('2000-01-01', '23:00');
const SCROLL_TO = gridDate('2000-01-01', '07:00');
/** Spec §2: the gutter reads 24h 'HH:mm' or 12h 'hh A'. */
const GUTTER = { '24h': 'HH:mm', '12h': 'hh A' } as const;
const OTHER_YEAR = { className: 'kura-other-year', style: { backgroundColor: '#eeeeee' } };
const NONE = {};
const isSlot = (e: EntryEvent) => !e.closed;

/**
 * One week of a provider's special days on the calendar's grid (react-big-calendar, its dayjs
 * localizer and drag-and-drop addon, from the calendar's chunk): select a range to add an entry,
 * drag to move, drag the lower edge to resize, double-click (or Enter) to open. Only weeks
 * holding a day of `year` are shown; days of the neighbouring year are greyed and take nothing.
 */
export function SpecialDaysWeekGrid({ kit, days, year, week, onWeek, timeFormat, disabled, onAdd, onMove, onOpen }: SpecialDaysWeekGridProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const root = useRef<HTMLDivElement>(null);
  kit.useA11y(root, translate('specialDays.grid'));
  const { Grid: LoadedGrid, draggable } = kit.useGrid();
  // The calendar's grid is typed for appointments; the entries here are its own kind of event.
  const Grid = LoadedGrid as unknown as ComponentType<GridProps>;
  const { localizer, culture } = useMemo(() => kit.localizer(locale ?? 'de'), [kit, locale]);
  const formats = useMemo(() => ({ ...kit.formats(timeFormat), timeGutterFormat: GUTTER[timeFormat] }), [kit, timeFormat]);

  const components = useMemo(() => ({ header: kit.DayHeader }), [kit]);
  const dates = useMemo(() => weekDates(week), [week]);
  const events = useMemo<EntryEvent[]>(() => [
    ...entriesOf(days, dates).map((e) => ({ id: e.id, date: e.date, title: e.event ?? '', start: gridDate(e.date, e.startTime), end: gridDate(e.date, e.endTime) })),
    ...closedDates(days, dates).map((date) => ({
      id: `${date}#closed`, date, title: translate('specialDays.notWorking'), start: gridDate(date, '00:00'), end: gridDate(date, '24:00'), allDay: true, closed: true,
    })),
  ], [days, dates, translate]);

  const inYear = useCallback((at: Date) => at.getFullYear() === year, [year]);
  const onSelectSlot = useCallback((slot: SlotInfo) => {
    const range = slotOfRange(slot.start, slot.end);
    // The all-day row selects whole days: no hours to add.
    if (!range || (range.startTime === '00:00' && range.endTime === '24:00') || !inYear(slot.start)) return;
    onAdd(range);
  }, [inYear, onAdd]);
  const move = useCallback(({ event, start, end, isAllDay }: EventInteractionArgs<EntryEvent>) => {
    const range = slotOfRange(new Date(start), new Date(end));
    if (!range || isAllDay || event.closed) return;
    onMove(event.id, range);
  }, [onMove]);

  const monday = mondayOf(week);
  const step = (weeks: number) => onWeek(dayjs(monday).add(weeks, 'week').toDate());
  // The calendar's week heading: "22. Mär. – 28. Mär. 2027".
  const label = `${localizer.format(gridDate(dates[0], '12:00'), 'D. MMM', culture)} – ${localizer.format(gridDate(dates[6], '12:00'), 'D. MMM YYYY', culture)}`;

  return (
    <Stack spacing={1}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={translate('specialDays.previousWeek')} disabled={!weekInYear(dayjs(monday).subtract(1, 'week').toDate(), year)} onClick={() => step(-1)}>
          <ChevronLeftIcon />
        </IconButton>
        <Typography component="h3" variant="subtitle1" sx={{ minWidth: 180, textAlign: 'center' }} data-testid="special-days-week">{label}</Typography>
        <IconButton aria-label={translate('specialDays.nextWeek')} disabled={!weekInYear(dayjs(monday).add(1, 'week').toDate(), year)} onClick={() => step(1)}>
          <ChevronRightIcon />
        </IconButton>
        <Button size="small" disabled={new Date().getFullYear() !== year} onClick={() => onWeek(mondayOf(new Date()))}>{translate('specialDays.thisWeek')}</Button>
      </Stack>
      {dates.some((d) => Number(d.slice(0, 4)) !== year) && (
        <Typography variant="body2" color="text.secondary">{translate('specialDays.otherYear', { year })}</Typography>
      )}
      <Box
        ref={root}
        data-testid="special-days-grid"
        data-dnd={draggable ? 'true' : 'false'}
        sx={{
          height: 620,
          opacity: disabled ? 0.6 : 1,
          pointerEvents: disabled ? 'none' : undefined,
          '& .rbc-time-content > .rbc-time-column': { minHeight: '240%' },
          '& .rbc-event': { fontSize: 13 },
        }}
      >
        <Grid
          localizer={localizer}
          culture={culture}
          components={components}
          formats={formats}
          events={events}
          date={monday}
          onNavigate={() => undefined}
          view="week"
          views={['week']}
          toolbar={false}
          step={30}
          timeslots={2}
          min={MIN}
          max={MAX}
          scrollToTime={SCROLL_TO}
          selectable
          onSelecting={({ start }) => inYear(start)}
          onSelectSlot={onSelectSlot}
          onDoubleClickEvent={onOpen}
          onKeyPressEvent={(e, ev) => 'key' in ev && ev.key === 'Enter' && onOpen(e)}
          dayPropGetter={(d) => (inYear(d) ? NONE : OTHER_YEAR)}
          draggableAccessor={isSlot}
          resizableAccessor={isSlot}
          onEventDrop={move}
          onEventResize={move}
        />
      </Box>
    </Stack>
  );
}
