import { useEffect, useState, type ComponentType } from 'react';
import { Calendar, type CalendarProps } from 'react-big-calendar';
import type { withDragAndDropProps } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { CalendarEvent } from './appointmentEvents';
import type { ColumnResource } from './dragAndDropCalendar';

export type GridProps = CalendarProps<CalendarEvent, ColumnResource> & withDragAndDropProps<CalendarEvent, ColumnResource>;

/** The plain grid first, the drag-and-drop one once its chunk arrived (after the first paint). */
export function useDragAndDropGrid(): { Grid: ComponentType<GridProps>; draggable: boolean } {
  const [dnd, setDnd] = useState<ComponentType<GridProps> | null>(null);
  useEffect(() => {
    let live = true;
    const id = requestAnimationFrame(() => {
      void import('./dragAndDropCalendar').then((m) => live && setDnd(() => m.DragAndDropCalendar as unknown as ComponentType<GridProps>));
    });
    return () => {
      live = false;
      cancelAnimationFrame(id);
    };
  }, []);
  return { Grid: dnd ?? (Calendar as unknown as ComponentType<GridProps>), draggable: dnd !== null };
}
