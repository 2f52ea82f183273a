/**
 * The calendar grid's set-up for another page (the special-days week editor in settings): the
 * drag-and-drop grid loaded after the first paint, the dayjs localizer (Monday first), the
 * formats for the user's 24h/12h setting and the accessibility corrections. CalendarPage
 * exports it and that page loads it with a dynamic import of CalendarPage: importing these
 * modules directly would split react-big-calendar out of the calendar's chunk (the calendar's
 * first download would grow by a file), and a static import of CalendarPage would turn the
 * calendar's page chunk into a shared one (README "Client bundle"). Short keys: every byte here
 * is in the calendar's first download.
 */
import { calendarFormats, createCalendarLocalizer } from '../calendarLocalizer';
import { DayHeader, useCalendarA11y } from '../useCalendarA11y';
import { useDragAndDropGrid } from './useDragAndDrop';

export const calendarGridKit = { useGrid: useDragAndDropGrid, localizer: createCalendarLocalizer, formats: calendarFormats, useA11y: useCalendarA11y, DayHeader };

export type CalendarGridKit = typeof calendarGridKit;
