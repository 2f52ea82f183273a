/**
 * react-big-calendar with its drag-and-drop addon. Loaded after the calendar's first paint
 * (README "Client bundle": the calendar's first download stays within its budget); until then
 * the plain grid shows the same entries.
 */
import { Calendar } from 'react-big-calendar';
import withDragAndDropModule from 'react-big-calendar/lib/addons/dragAndDrop';
import 'react-big-calendar/lib/addons/dragAndDrop/styles.css';
import type { CalendarEvent } from './appointmentEvents';

export { moveAppointment } from './moveAppointment';

export interface ColumnResource {
  id: string;
  title: string;
}

// The addon is CommonJS: the production bundle hands over its module object, jest its function.
const withDragAndDrop = ((withDragAndDropModule as unknown as { default?: typeof withDragAndDropModule }).default ?? withDragAndDropModule) as typeof withDragAndDropModule;

export const DragAndDropCalendar = withDragAndDrop<CalendarEvent, ColumnResource>(Calendar);
