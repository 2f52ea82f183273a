/**
 * The edited list of one provider's days off for one year: pure steps the page composes
 * (add a day or range, remove, add reviewed public holidays, compare with what is stored).
 * The list is always sorted, so row numbers match the server's field paths (days.<i>.date).
 */
import type { DayOff, PublicHoliday } from '../../../../shared/api/daysOff';
import { clashes, coveredDays, daysOffErrors, normaliseDaysOff, splitAtYearEnd, yearOf } from '../../../../shared/daysOff';

export interface Draft {
  providerId: string;
  year: number;
  days: DayOff[];
}

export type AddResult =
  | { ok: true; days: DayOff[]; carry: DayOff | null }
  | { ok: false; field: 'date' | 'endDate'; code: 'required' | 'calendarYearMismatch' | 'invalidDateRange' | 'duplicateValue' };

/** True when `day` would list a day twice (a single day inside a range is fine: shared rule). */
export function overlaps(days: DayOff[], day: DayOff): boolean {
  return days.some((d) => clashes(d, day));
}

/**
 * Adds a day or range to `year`'s list. A range running past 31 December is cut there; the
 * rest comes back as `carry` for the next year's list (e.g. Christmas holidays 24.12.–2.1.).
 */
export function addDayOff(days: DayOff[], year: number, entry: DayOff): AddResult {
  if (!entry.date) return { ok: false, field: 'date', code: 'required' };
  if (yearOf(entry.date) !== year) return { ok: false, field: 'date', code: 'calendarYearMismatch' };
  if (entry.endDate && entry.endDate < entry.date) return { ok: false, field: 'endDate', code: 'invalidDateRange' };
  const single = !entry.endDate || entry.endDate === entry.date;
  const { inYear, carry } = splitAtYearEnd({ ...entry, halfDay: single ? entry.halfDay : undefined }, year);
  if (!inYear || overlaps(days, inYear)) return { ok: false, field: 'date', code: 'duplicateValue' };
  return { ok: true, days: normaliseDaysOff([...days, inYear]), carry };
}

export function removeDayOff(days: DayOff[], index: number): DayOff[] {
  return days.filter((_, i) => i !== index);
}

/** Adds what continued from the previous year, skipping days already in the list. */
export function addCarried(days: DayOff[], carried: DayOff[]): DayOff[] {
  const out = [...days];
  for (const day of carried) if (!overlaps(out, day)) out.push(day);
  return normaliseDaysOff(out);
}

/** The reviewed public holidays become named days off (half days kept). */
export function addPublicHolidays(days: DayOff[], holidays: PublicHoliday[]): DayOff[] {
  return addCarried(
    days,
    holidays.map((h) => (h.halfDay ? { date: h.date, name: h.name, halfDay: h.halfDay } : { date: h.date, name: h.name })),
  );
}

export const sameDays = (a: DayOff[], b: DayOff[]) => JSON.stringify(normaliseDaysOff(a)) === JSON.stringify(normaliseDaysOff(b));

/**
 * Wording §5: "Wrong calendar years loaded block saving". The list must be the one loaded for
 * the selected provider and year, and all its dates inside that year.
 */
export function yearMismatch(draft: Draft, providerId: string, year: number, loadedYear: number | undefined): boolean {
  if (draft.providerId !== providerId || draft.year !== year || loadedYear !== year) return true;
  return daysOffErrors(year, draft.days).some((e) => e.code === 'calendarYearMismatch');
}

/** Total calendar days off (half days count ½, a day inside a range once), for the summary line. */
export const totalDays = coveredDays;
