/**
 * Drag to move and drag the edge to resize (issue 9 §5): the entry shows at its new place at once,
 * the server decides (shortUpdate, this occurrence only), and a refusal puts it back with the
 * server's message. Outside bookable time the calendar asks first.
 */
import { useCallback, useState } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import { useAlertDialog } from '../../../components/AlertDialogProvider';
import { errorMessageKey } from '../../../api/errorMessage';
import { appointmentApi } from '../../../api/appointments';
import type { CalendarEvent } from './appointmentEvents';
import { wallClockOf } from './calendarRange';
import type { PendingMove } from './useCalendarEvents';

type Warn = (resourceId: string, date: string, startTime: string, endTime: string) => string[];

export function useAppointmentMoves(warningsFor: Warn, changed: () => Promise<void>) {
  const translate = useTranslate();
  const notify = useNotify();
  const alert = useAlertDialog();
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
    async ({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>) => {
      if (event.kind !== 'appointment') return;
      const s = new Date(start);
      const e = new Date(end);
      const target = typeof resourceId === 'string' ? resourceId : event.resourceId;
      if (s.getTime() === event.start.getTime() && e.getTime() === event.end.getTime() && target === event.resourceId) return;
      const from = wallClockOf(s);
      const to = wallClockOf(e);
      const reasons = warningsFor(target, from.date, from.time, to.time);
      place(event.id, { start: s, end: e, resourceId: target });
      if (reasons.length > 0) {
        const answer = await alert({
          title: translate('calendar.warnings.title'),
          content: [translate('calendar.warnings.ask'), ...reasons.map((r) => `• ${translate(`calendar.warnings.${r}`)}`)].join('\n'),
          buttons: [{ label: translate('calendar.create.cancel') }, { label: translate('calendar.warnings.saveAnyway'), variant: 'contained', name: 'saveAnyway' }],
        });
        if (answer?.button !== 1) return place(event.id, null);
      }
      try {
        await appointmentApi.shortUpdate(event.id, { date: from.date, startTime: from.time, endTime: to.time, ...(target !== event.resourceId ? { resourceId: target } : {}) });
        await changed();
        notify('calendar.moved', { type: 'info' });
      } catch (error) {
        notify(`${translate('calendar.moveFailed')}: ${translate(errorMessageKey(error), { _: translate('errors.internal') })}`, { type: 'error' });
      } finally {
        place(event.id, null);
      }
    },
    [warningsFor, changed, alert, translate, notify, place],
  );

  return { pending, move };
}
