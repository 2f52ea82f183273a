/** Moves in flight (shown at their new place until the server answered) and the move handler. */
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import type { CalendarEvent } from './appointmentEvents';
import type { moveAppointment } from './moveAppointment';
import type { PendingMove } from './useCalendarEvents';

type Warn = (resourceId: string, date: string, startTime: string, endTime: string) => string[];

export function useAppointmentMoves(warningsFor: Warn, changed: () => Promise<void>, mover: typeof moveAppointment | null) {
  const translate = useTranslate();
  const notify = useNotify();
  const ask = useAlertDialog();
  const [pending, setPending] = useState<Map<string, PendingMove>>(() => new Map());

  const place = useCallback((id: string, move: PendingMove | null) => {
    setPending((old) => {
      const next = new Map(old);
      if (move) next.set(id, move);
      else next.delete(id);
      return next;
    });
  }, []);

  const move = useCallback(
    (args: EventInteractionArgs<CalendarEvent>) => mover?.(args, { warningsFor, ask, place, changed, notify, translate }) ?? Promise.resolve(),
    [mover, warningsFor, ask, place, changed, notify, translate],
  );
  return { pending, move };
}
