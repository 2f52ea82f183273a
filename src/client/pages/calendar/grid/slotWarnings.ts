/**
 * Why a time is outside the therapist's bookable week, from what the calendar has loaded (the
 * server names the same reasons in `warnings` after saving; issue 9 §3): the calendar asks first.
 */
import type { WorkingIndex } from './workingHours';
import { withinWorkingHours } from './workingHours';
import { wallClock } from './calendarRange';

export type SlotWarning = 'dayOff' | 'googleBusy' | 'outsideWorkingHours';

export interface BusyInterval {
  providerId: string;
  start: number;
  end: number;
}

export function slotWarnings(index: WorkingIndex, busy: readonly BusyInterval[], resourceId: string, date: string, startTime: string, endTime: string): SlotWarning[] {
  if (!resourceId || !/^\d{2}:\d{2}$/.test(startTime) || !/^\d{2}:\d{2}$/.test(endTime) || !/^\d{4}-\d{2}-\d{2}$/.test(date)) return [];
  const start = wallClock(date, startTime);
  let end = wallClock(date, endTime);
  if (end <= start) end = new Date(end.getTime() + 86_400_000);
  const out: SlotWarning[] = [];
  const day = index.get(resourceId)?.get(date);
  if (day?.dayOff !== undefined) out.push('dayOff');
  if (busy.some((b) => b.providerId === resourceId && b.start < end.getTime() && b.end > start.getTime())) out.push('googleBusy');
  if (day?.dayOff === undefined && !withinWorkingHours(index, resourceId, start, end)) out.push('outsideWorkingHours');
  return out;
}
