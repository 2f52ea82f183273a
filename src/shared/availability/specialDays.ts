/**
 * Special days (spec §3 Schedule): on a date a provider works these slots in a centre instead of
 * the weekly template; no slots means not working that day. Times are any HH:mm of the day
 * (the editor's grid runs 06:00–23:00; 24:00 ends at midnight).
 */
import { isCalendarDate } from '../daysOff';
import { overlappingIndexes, type Interval } from './intervals';
import { dayMinute } from './times';
import type { ScheduleError } from './template';

export interface SpecialDaySlot {
  startTime: string;
  endTime: string;
  /** A label for the entry (e.g. "Workshop"); optional. */
  event?: string;
}

export interface SpecialDayInput {
  date: string;
  timeSlots: SpecialDaySlot[];
}

export interface SpecialDay extends SpecialDayInput {
  specialDayId: string;
}

export const MAX_SPECIAL_DAY_SLOTS = 24;
export const SPECIAL_DAY_EVENT_MAX = 50;

export function specialSlotInterval(slot: SpecialDaySlot): Interval {
  return { start: dayMinute(slot.startTime)!, end: dayMinute(slot.endTime)! };
}

/**
 * Field errors of one special day (fields prefixed with `prefix`): a real date, in `year` when
 * given (a wrongly loaded year must not be saved, wording §5), times HH:mm with the end after
 * the start, no overlapping slots.
 */
export function specialDayErrors(day: SpecialDayInput, prefix = '', year?: number): ScheduleError[] {
  const errors: ScheduleError[] = [];
  if (!isCalendarDate(day.date)) errors.push({ field: `${prefix}date`, code: 'invalidCalendarDate' });
  else if (year !== undefined && Number(day.date.slice(0, 4)) !== year) errors.push({ field: `${prefix}date`, code: 'calendarYearMismatch' });
  const checked: { interval: Interval; index: number }[] = [];
  day.timeSlots.forEach((slot, j) => {
    const at = (key: string) => `${prefix}timeSlots.${j}.${key}`;
    const start = slot.startTime === '24:00' ? null : dayMinute(slot.startTime);
    const end = dayMinute(slot.endTime);
    if (start === null) errors.push({ field: at('startTime'), code: 'timeSlotChoice' });
    if (end === null) errors.push({ field: at('endTime'), code: 'timeSlotChoice' });
    if (start === null || end === null) return;
    if (end <= start) errors.push({ field: at('endTime'), code: 'timeSlotOrder' });
    else checked.push({ interval: { start, end }, index: j });
  });
  for (const k of overlappingIndexes(checked.map((c) => c.interval))) {
    errors.push({
      field: `${prefix}timeSlots.${checked[k].index}.startTime`,
      code: 'timeSlotOverlap',
    });
  }
  return errors;
}

/** Errors of a list of special days: each valid, and no date twice (reported on the later one). */
export function specialDayListErrors(days: SpecialDayInput[], year?: number, prefix = 'specialDays'): ScheduleError[] {
  const errors = days.flatMap((d, i) => specialDayErrors(d, `${prefix}.${i}.`, year));
  const seen = new Set<string>();
  days.forEach((d, i) => {
    if (seen.has(d.date)) errors.push({ field: `${prefix}.${i}.date`, code: 'duplicateValue' });
    seen.add(d.date);
  });
  return errors;
}

/** Slots sorted by start, labels trimmed, empty labels dropped. */
export function normaliseSpecialSlots(slots: SpecialDaySlot[]): SpecialDaySlot[] {
  return slots
    .map((s) => {
      const out: SpecialDaySlot = {
        startTime: s.startTime,
        endTime: s.endTime,
      };
      const event = s.event?.trim();
      if (event) out.event = event;
      return out;
    })
    .sort((a, b) => specialSlotInterval(a).start - specialSlotInterval(b).start);
}
