/**
 * The weekly schedule template of a provider (spec §3 Schedule, issue 9 §8): seven working days,
 * weekDay 0 (Sunday) to 6, each available or not, with time slots that carry the centre (a
 * therapist may work in several). Validation is shared by the server and the editor.
 */
import { mergeIntervals, overlappingIndexes, type Interval } from './intervals';
import { DEFAULT_END, DEFAULT_START, NOT_SET, templateMinute } from './times';

export interface TemplateTimeSlot {
  centreId: string;
  startTime: string;
  endTime: string;
}

export interface WorkingDay {
  weekDay: number;
  available: boolean;
  timeSlots: TemplateTimeSlot[];
}

export interface ScheduleTemplate {
  workingDays: WorkingDay[];
}

export type ScheduleErrorCode =
  'centreNotAllowed' | 'weekDaysIncomplete' | 'timeSlotChoice' | 'timeSlotOrder' | 'timeSlotOverlap' | 'invalidCalendarDate' | 'calendarYearMismatch' | 'duplicateValue';

export interface ScheduleError {
  field: string;
  code: ScheduleErrorCode;
}

export const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;
export const MAX_SLOTS_PER_DAY = 24;

/** The template of a provider who has saved none: seven unavailable days, one 09:00–17:00 slot each. */
export function defaultTemplate(centreId: string): ScheduleTemplate {
  return {
    workingDays: WEEK_DAYS.map((weekDay) => ({
      weekDay,
      available: false,
      timeSlots: [{ centreId, startTime: DEFAULT_START, endTime: DEFAULT_END }],
    })),
  };
}

const isSet = (slot: TemplateTimeSlot) => slot.startTime !== NOT_SET && slot.endTime !== NOT_SET;

/** The minutes of a valid slot. */
export function slotInterval(slot: { startTime: string; endTime: string }): Interval {
  return {
    start: templateMinute(slot.startTime)!,
    end: templateMinute(slot.endTime)!,
  };
}

/**
 * Field errors of a template as sent: seven days 0..6 once each, slot times among the choices,
 * end after start, no two slots of a day overlapping (whatever their centres: one person cannot
 * be in two places). Slots with an N/A time are not checked: they are dropped on save.
 */
export function templateErrors(template: ScheduleTemplate): ScheduleError[] {
  const errors: ScheduleError[] = [];
  const days = template.workingDays;
  const weekDays = new Set(days.map((d) => d.weekDay));
  if (days.length !== 7 || weekDays.size !== 7 || !WEEK_DAYS.every((d) => weekDays.has(d))) errors.push({ field: 'workingDays', code: 'weekDaysIncomplete' });
  days.forEach((day, i) => {
    const checked: { interval: Interval; index: number }[] = [];
    day.timeSlots.forEach((slot, j) => {
      if (!isSet(slot)) return;
      const at = (key: string) => `workingDays.${i}.timeSlots.${j}.${key}`;
      const start = templateMinute(slot.startTime);
      const end = templateMinute(slot.endTime);
      if (start === null) errors.push({ field: at('startTime'), code: 'timeSlotChoice' });
      if (end === null) errors.push({ field: at('endTime'), code: 'timeSlotChoice' });
      if (start === null || end === null) return;
      if (end <= start) errors.push({ field: at('endTime'), code: 'timeSlotOrder' });
      else checked.push({ interval: { start, end }, index: j });
    });
    for (const k of overlappingIndexes(checked.map((c) => c.interval))) {
      errors.push({
        field: `workingDays.${i}.timeSlots.${checked[k].index}.startTime`,
        code: 'timeSlotOverlap',
      });
    }
  });
  return errors;
}

/** Days in weekDay order, N/A slots dropped, slots sorted by start. Call on a valid template. */
export function normaliseTemplate(template: ScheduleTemplate): ScheduleTemplate {
  return {
    workingDays: [...template.workingDays]
      .sort((a, b) => a.weekDay - b.weekDay)
      .map((day) => ({
        weekDay: day.weekDay,
        available: day.available,
        timeSlots: day.timeSlots
          .filter(isSet)
          .map((s) => ({
            centreId: s.centreId,
            startTime: s.startTime,
            endTime: s.endTime,
          }))
          .sort((a, b) => slotInterval(a).start - slotInterval(b).start),
      })),
  };
}

/** Working minutes per weekday in one centre: only available days count. */
export function templateIntervals(template: ScheduleTemplate, centreId: string): Interval[][] {
  const out: Interval[][] = WEEK_DAYS.map(() => []);
  for (const day of template.workingDays) {
    if (!day.available) continue;
    out[day.weekDay] = mergeIntervals(day.timeSlots.filter((s) => s.centreId === centreId && isSet(s)).map(slotInterval));
  }
  return out;
}
