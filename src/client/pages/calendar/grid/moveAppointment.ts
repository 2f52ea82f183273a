/**
 * Drag to move and drag the edge to resize (issue 9 §5): the entry shows at its new place at once
 * (`place`), the server decides (shortUpdate, this occurrence only), and a refusal puts it back
 * with the server's message. Outside bookable time the calendar asks first. Loaded with the
 * drag-and-drop chunk (nothing can be dragged before it).
 */
import type { EventInteractionArgs } from 'react-big-calendar/lib/addons/dragAndDrop';
import type { AlertOptions, AlertResult } from '../../../components/AlertDialogProvider';
import { translateError } from '../../../api/errorText';
import { appointmentApi } from '../../../api/appointments';
import type { CalendarEvent } from './appointmentEvents';
import { wallClockOf } from './calendarRange';
import type { PendingMove } from './useCalendarEvents';

export interface MoveDeps {
  warningsFor: (resourceId: string, date: string, startTime: string, endTime: string) => string[];
  ask: (options: AlertOptions) => Promise<AlertResult>;
  place: (id: string, move: PendingMove | null) => void;
  changed: () => Promise<void>;
  notify: (message: string, options: { type: 'info' | 'error' }) => void;
  translate: (key: string, options?: Record<string, unknown>) => string;
}

export async function moveAppointment({ event, start, end, resourceId }: EventInteractionArgs<CalendarEvent>, d: MoveDeps): Promise<void> {
  if (event.kind !== 'appointment') return;
  const s = new Date(start);
  const e = new Date(end);
  const target = typeof resourceId === 'string' ? resourceId : event.resourceId;
  if (s.getTime() === event.start.getTime() && e.getTime() === event.end.getTime() && target === event.resourceId) return;
  const from = wallClockOf(s);
  const to = wallClockOf(e);
  const reasons = d.warningsFor(target, from.date, from.time, to.time);
  d.place(event.id, { start: s, end: e, resourceId: target });
  if (reasons.length > 0) {
    const answer = await d.ask({
      title: d.translate('calendar.warnings.title'),
      content: [d.translate('calendar.warnings.ask'), ...reasons.map((r) => `• ${d.translate(`calendar.warnings.${r}`)}`)].join('\n'),
      buttons: [{ label: d.translate('calendar.create.cancel') }, { label: d.translate('calendar.warnings.saveAnyway'), variant: 'contained', name: 'saveAnyway' }],
    });
    if (answer?.button !== 1) return d.place(event.id, null);
  }
  try {
    await appointmentApi.shortUpdate(event.id, { date: from.date, startTime: from.time, endTime: to.time, ...(target !== event.resourceId ? { resourceId: target } : {}) });
    await d.changed();
    d.notify(d.translate('calendar.moved'), { type: 'info' });
  } catch (error) {
    d.notify(`${d.translate('calendar.moveFailed')}: ${translateError(d.translate, error)}`, { type: 'error' });
  } finally {
    d.place(event.id, null);
  }
}
