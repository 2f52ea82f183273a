/**
 * The working-hours form of one therapist in the active practice: the weekly template's days
 * with this centre's slots, edited locally and checked with the server's rules before saving.
 */
import {
  NOT_SET,
  TEMPLATE_TIME_CHOICES,
  templateErrors,
  templateMinute,
  type ScheduleTemplate,
  type TemplateTimeSlot,
  type WorkingDay,
} from '../../../../shared/availability';

export type WorkingHoursDraft = WorkingDay[];

/** Days in weekDay order, as the server answered them. */
export const draftOf = (template: ScheduleTemplate): WorkingHoursDraft => [...template.workingDays].sort((a, b) => a.weekDay - b.weekDay);

export const templateOf = (draft: WorkingHoursDraft): ScheduleTemplate => ({ workingDays: draft });

const updateDay = (draft: WorkingHoursDraft, weekDay: number, change: (day: WorkingDay) => WorkingDay) => draft.map((d) => (d.weekDay === weekDay ? change(d) : d));

export const setAvailable = (draft: WorkingHoursDraft, weekDay: number, available: boolean) => updateDay(draft, weekDay, (d) => ({ ...d, available }));

export const setSlotTime = (draft: WorkingHoursDraft, weekDay: number, index: number, key: 'startTime' | 'endTime', value: string) =>
  updateDay(draft, weekDay, (d) => ({ ...d, timeSlots: d.timeSlots.map((s, i) => (i === index ? { ...s, [key]: value } : s)) }));

export const removeSlot = (draft: WorkingHoursDraft, weekDay: number, index: number) =>
  updateDay(draft, weekDay, (d) => ({ ...d, timeSlots: d.timeSlots.filter((_, i) => i !== index) }));

/** A new slot after the day's last one (an hour later, two hours long, within the choices), or 09:00–17:00. */
export function addSlot(draft: WorkingHoursDraft, weekDay: number, centreId: string): WorkingHoursDraft {
  return updateDay(draft, weekDay, (d) => {
    const ends = d.timeSlots.map((s) => templateMinute(s.endTime)).filter((m): m is number => m !== null);
    const last = TEMPLATE_TIME_CHOICES.length - 1;
    let slot: TemplateTimeSlot = { centreId, startTime: '09:00', endTime: '17:00' };
    if (ends.length) {
      const startIndex = Math.min(last - 1, TEMPLATE_TIME_CHOICES.findIndex((t) => templateMinute(t) === Math.max(...ends)) + 2);
      slot = { centreId, startTime: TEMPLATE_TIME_CHOICES[startIndex], endTime: TEMPLATE_TIME_CHOICES[Math.min(last, startIndex + 4)] };
    }
    return { ...d, timeSlots: [...d.timeSlots, slot] };
  });
}

/** Problems by "weekDay.slotIndex" (the message key of the first one), from the shared rules. */
export function draftProblems(draft: WorkingHoursDraft): Map<string, string> {
  const out = new Map<string, string>();
  for (const e of templateErrors(templateOf(draft))) {
    const m = /^workingDays\.(\d+)\.timeSlots\.(\d+)\./.exec(e.field);
    if (!m) continue;
    const key = `${draft[Number(m[1])].weekDay}.${m[2]}`;
    if (!out.has(key)) out.set(key, `errors.${e.code}`);
  }
  return out;
}

/** The choices of a slot's time selects: N/A first (a slot left N/A is dropped on save). */
export const TIME_OPTIONS = [NOT_SET, ...TEMPLATE_TIME_CHOICES];
