import { useEffect, useState, type ComponentType } from 'react';
import { Calendar, type CalendarProps } from 'react-big-calendar';
import scrollbarSize from 'dom-helpers/scrollbarSize';
import type { withDragAndDropProps } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { CalendarEvent } from './appointmentEvents';
import type { ColumnResource } from './dragAndDropCalendar';
import type { moveAppointment } from './moveAppointment';

export type GridProps = CalendarProps<CalendarEvent, ColumnResource> & withDragAndDropProps<CalendarEvent, ColumnResource>;

/**
 * The plain grid first, the drag-and-drop one once its chunk arrived (after the first paint);
 * `painted` tells when what the grid does not need (the palette) may load.
 */
export function useDragAndDropGrid(): { Grid: ComponentType<GridProps>; draggable: boolean; painted: boolean; mover: typeof moveAppointment | null } {
  const [dnd, setDnd] = useState<{ Grid: ComponentType<GridProps>; mover: typeof moveAppointment } | null>(null);
  const [painted, setPainted] = useState(false);
  useEffect(() => {
    let live = true;
    // rAF runs before the paint; the task queued from it runs after the grid is on screen.
    const id = requestAnimationFrame(() => {
      setTimeout(() => {
        if (!live) return;
        setPainted(true);
        // The grid measures the scroll bar (a forced layout of the whole page) the first time its
        // columns overflow, e.g. on "next" to a busy week: measured now, while nothing waits on it.
        scrollbarSize();
      }, 0);
      void import('./dragAndDropCalendar').then((m) => live && setDnd({ Grid: m.DragAndDropCalendar as unknown as ComponentType<GridProps>, mover: m.moveAppointment }));
    });
    return () => {
      live = false;
      cancelAnimationFrame(id);
    };
  }, []);
  return { Grid: dnd?.Grid ?? (Calendar as unknown as ComponentType<GridProps>), draggable: dnd !== null, painted, mover: dnd?.mover ?? null };
}
