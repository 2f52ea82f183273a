/**
 * The calendar's shade of non-working time (issue 9 §5), from GET /api/providers/schedule: each
 * therapist's effective hours per date (template, special days, minus days off and public
 * holidays). A slot is shaded when the therapist of its column does not work then; without
 * columns (month view, one therapist) when none of the shown therapists works then.
 */
import dayjs from 'dayjs';
import type { EffectiveSchedule } from '../../../../shared/api/schedules';

export interface DayHours {
  /** Minutes after local midnight, [start, end). */
  slots: [number, number][];
  dayOff?: string;
  publicHoliday?: string;
}

/** providerId → date → hours. */
export type WorkingIndex = Map<string, Map<string, DayHours>>;

export function workingIndex(schedule: EffectiveSchedule | undefined): WorkingIndex {
  const index: WorkingIndex = new Map();
  for (const p of schedule?.providers ?? []) {
    const days = new Map<string, DayHours>();
    for (const d of p.days) {
      days.set(d.date, {
        slots: d.timeSlots.map((s) => [s.start, s.end]),
        ...(d.dayOff ? { dayOff: d.dayOff.name ?? '' } : {}),
        ...(d.publicHoliday ? { publicHoliday: d.publicHoliday.name } : {}),
      });
    }
    index.set(p.providerId, days);
  }
  return index;
}

/** 'YYYY-MM-DD' of a grid Date (local wall clock), `dayOffset` days later. */
export function dateKey(at: Date, dayOffset = 0): string {
  const d = dayOffset === 0 ? at : new Date(at.getFullYear(), at.getMonth(), at.getDate() + dayOffset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

// Plain Date arithmetic: the grid asks for every half hour of every column (2,520 slots in a
// week of ten therapists) on each render.
function worksAt(days: Map<string, DayHours> | undefined, at: Date): boolean {
  if (!days) return false;
  const minute = at.getHours() * 60 + at.getMinutes();
  const today = days.get(dateKey(at));
  if (today?.slots.some(([s, e]) => minute >= s && minute < e)) return true;
  // Hours past midnight belong to the previous day's slot (00:30 = 1470).
  const yesterday = days.get(dateKey(at, -1));
  return yesterday?.slots.some(([s, e]) => minute + 1440 >= s && minute + 1440 < e) ?? false;
}

/** Whether the slot starting at `at` lies in working time of `providerId`, or of any of `shown`. */
export function isWorkingSlot(index: WorkingIndex, at: Date, providerId: string | undefined, shown: readonly string[]): boolean {
  if (index.size === 0) return true;
  if (providerId) return worksAt(index.get(providerId), at);
  return shown.some((p) => worksAt(index.get(p), at));
}

/** Whether [start, end) of `providerId` lies within one stretch of working time. */
export function withinWorkingHours(index: WorkingIndex, providerId: string, start: Date, end: Date): boolean {
  const days = index.get(providerId);
  if (!days) return true; // not loaded: the server's warnings still tell
  const s = dayjs(start);
  const today = days.get(s.format('YYYY-MM-DD'));
  if (!today) return true;
  const from = s.hour() * 60 + s.minute();
  const to = from + Math.round((end.getTime() - start.getTime()) / 60_000);
  return today.slots.some(([a, b]) => from >= a && to <= b);
}

export function dayOffOf(index: WorkingIndex, providerId: string, date: string): string | undefined {
  const d = index.get(providerId)?.get(date);
  return d?.dayOff ?? d?.publicHoliday;
}
