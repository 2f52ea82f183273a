/**
 * The edited special days of one provider and year (spec §2, §9: the weekly special-days
 * editor), as pure steps the editor composes. The draft maps each date to its time slots: a date
 * that is absent has no special day, an empty list is a special day without slots (not working).
 * The week grid shows one entry per slot; `changesOf` turns the draft into the server calls that
 * make the stored special days equal to it, touching only the dates that changed.
 */
import { normaliseSpecialSlots, specialDayErrors, type SpecialDay, type SpecialDayInput, type SpecialDaySlot } from '../../../../../shared/availability';
import { yearOf } from '../../../../../shared/daysOff';

/** date (YYYY-MM-DD) → that date's slots, sorted by start. */
export type SpecialDaysMap = Readonly<Record<string, readonly SpecialDaySlot[]>>;

export interface SpecialDaysDraft {
  providerId: string;
  /** The year asked for, and the year the server's answer was for (wording §5: they must match to save). */
  year: number;
  loadedYear: number;
  /** What the server holds, to tell what changed. */
  stored: SpecialDay[];
  days: SpecialDaysMap;
}

/** One slot of one date, as the week grid shows it. */
export interface WeekEntry extends SpecialDaySlot {
  id: string;
  date: string;
}

export type EntryProblem = 'timeSlotChoice' | 'timeSlotOrder' | 'timeSlotOverlap' | 'calendarYearMismatch';
const ENTRY_PROBLEMS: readonly EntryProblem[] = ['timeSlotChoice', 'timeSlotOrder', 'timeSlotOverlap', 'calendarYearMismatch'];
export type EditResult = { ok: true; days: SpecialDaysMap } | { ok: false; code: EntryProblem };

export type SpecialDayChange =
  | { kind: 'create'; date: string; body: SpecialDayInput }
  | { kind: 'update'; date: string; body: SpecialDay }
  | { kind: 'remove'; date: string; specialDayId: string };

const entryId = (date: string, index: number) => `${date}#${index}`;

function parseEntryId(id: string): { date: string; index: number } | null {
  const m = /^(\d{4}-\d{2}-\d{2})#(\d+)$/.exec(id);
  return m ? { date: m[1], index: Number(m[2]) } : null;
}

/** The slot an entry id names, if it is still there. */
export function entrySlot(days: SpecialDaysMap, id: string): SpecialDaySlot | undefined {
  const at = parseEntryId(id);
  return at ? days[at.date]?.[at.index] : undefined;
}

/** The id of the entry of `date` starting at `startTime` (slots of a date do not overlap). */
export function entryAt(days: SpecialDaysMap, date: string, startTime: string): string | undefined {
  const index = (days[date] ?? []).findIndex((s) => s.startTime === startTime);
  return index < 0 ? undefined : entryId(date, index);
}

export function draftDays(stored: readonly SpecialDay[]): SpecialDaysMap {
  const days: Record<string, SpecialDaySlot[]> = {};
  for (const d of stored) days[d.date] = normaliseSpecialSlots(d.timeSlots);
  return days;
}

/** The entries of the given dates (a week), by date and start. */
export function entriesOf(days: SpecialDaysMap, dates: readonly string[]): WeekEntry[] {
  return dates.flatMap((date) => (days[date] ?? []).map((slot, i) => ({ ...slot, id: entryId(date, i), date })));
}

/** Dates of the given ones that hold a special day without slots (the therapist does not work). */
export const closedDates = (days: SpecialDaysMap, dates: readonly string[]) => dates.filter((d) => days[d]?.length === 0);

function withSlots(days: SpecialDaysMap, date: string, slots: SpecialDaySlot[]): SpecialDaysMap {
  const next: Record<string, readonly SpecialDaySlot[]> = { ...days };
  // The last slot removed: no special day any more (the weekly template applies again).
  if (slots.length === 0) delete next[date];
  else next[date] = normaliseSpecialSlots(slots);
  return next;
}

/** The date's slots with `slot` put in, checked by the server's own rule (wording §5). */
function placeSlot(days: SpecialDaysMap, year: number, date: string, others: readonly SpecialDaySlot[], slot: SpecialDaySlot): EditResult {
  if (yearOf(date) !== year) return { ok: false, code: 'calendarYearMismatch' };
  const slots = [...others, slot];
  const [problem] = specialDayErrors({ date, timeSlots: slots });
  if (problem) return { ok: false, code: ENTRY_PROBLEMS.includes(problem.code as EntryProblem) ? (problem.code as EntryProblem) : 'timeSlotChoice' };
  return { ok: true, days: withSlots(days, date, slots) };
}

/** A selected range becomes an entry of its date. */
export function addEntry(days: SpecialDaysMap, year: number, entry: { date: string } & SpecialDaySlot): EditResult {
  const { date, ...slot } = entry;
  return placeSlot(days, year, date, days[date] ?? [], slot);
}

/** An entry moved (to another date too), resized or edited in its dialog. */
export function changeEntry(days: SpecialDaysMap, year: number, id: string, next: { date: string } & SpecialDaySlot): EditResult {
  const at = parseEntryId(id);
  const current = at && days[at.date]?.[at.index];
  if (!at || !current) return { ok: true, days };
  const without = withSlots(days, at.date, (days[at.date] ?? []).filter((_, i) => i !== at.index));
  const { date, ...slot } = next;
  // A date left with no entry keeps no special day; moving into a "not working" day gives it hours.
  return placeSlot(without, year, date, without[date] ?? [], slot);
}

export function removeEntry(days: SpecialDaysMap, id: string): SpecialDaysMap {
  const at = parseEntryId(id);
  if (!at || !days[at.date]?.[at.index]) return days;
  return withSlots(days, at.date, days[at.date].filter((_, i) => i !== at.index));
}

/** A special day without slots removed from the draft (its date follows the template again). */
export function reopenDate(days: SpecialDaysMap, date: string): SpecialDaysMap {
  const next = { ...days };
  delete next[date];
  return next;
}

const sameSlots = (a: readonly SpecialDaySlot[], b: readonly SpecialDaySlot[]) =>
  JSON.stringify(normaliseSpecialSlots([...a])) === JSON.stringify(normaliseSpecialSlots([...b]));

/** The calls that make `stored` equal to `days`, by date: create, update or remove; unchanged dates are left alone. */
export function changesOf(stored: readonly SpecialDay[], days: SpecialDaysMap): SpecialDayChange[] {
  const byDate = new Map(stored.map((d) => [d.date, d]));
  const dates = [...new Set([...byDate.keys(), ...Object.keys(days)])].sort();
  const changes: SpecialDayChange[] = [];
  for (const date of dates) {
    const before = byDate.get(date);
    const after = days[date];
    if (before && !after) changes.push({ kind: 'remove', date, specialDayId: before.specialDayId });
    else if (!before && after) changes.push({ kind: 'create', date, body: { date, timeSlots: normaliseSpecialSlots([...after]) } });
    else if (before && after && !sameSlots(before.timeSlots, after)) {
      changes.push({ kind: 'update', date, body: { specialDayId: before.specialDayId, date, timeSlots: normaliseSpecialSlots([...after]) } });
    }
  }
  return changes;
}

/** What the server holds after one change succeeded with `reply` (the created, updated or removed day). */
export function applyReply(stored: readonly SpecialDay[], change: SpecialDayChange, reply: SpecialDay): SpecialDay[] {
  const others = stored.filter((d) => d.date !== change.date && d.specialDayId !== reply.specialDayId);
  return change.kind === 'remove' ? others : [...others, reply].sort((a, b) => a.date.localeCompare(b.date));
}

export const isDirty = (draft: SpecialDaysDraft) => changesOf(draft.stored, draft.days).length > 0;

/**
 * Wording §5: "Wrong calendar years loaded block saving of holidays and special days". The draft
 * must be the one loaded for the selected provider and year, and every changed date inside it.
 */
export function yearMismatch(draft: SpecialDaysDraft, providerId: string, year: number): boolean {
  if (draft.providerId !== providerId || draft.year !== year || draft.loadedYear !== year) return true;
  return changesOf(draft.stored, draft.days).some((c) => yearOf(c.date) !== year);
}
