/**
 * Interval arithmetic in integer minutes. An interval is half-open, [start, end): 09:00–12:00
 * and 12:00–17:00 touch but do not overlap, and merge into 09:00–17:00. Every function answers
 * a normalised list: sorted, non-empty intervals that neither overlap nor touch.
 */
export interface Interval {
  start: number;
  end: number;
}

/** Sorted, empty ones dropped, overlapping and touching ones merged. */
export function mergeIntervals(intervals: readonly Interval[]): Interval[] {
  const sorted = intervals.filter((i) => i.end > i.start).sort((a, b) => a.start - b.start || a.end - b.end);
  const out: Interval[] = [];
  for (const i of sorted) {
    const last = out[out.length - 1];
    if (last && i.start <= last.end) last.end = Math.max(last.end, i.end);
    else out.push({ start: i.start, end: i.end });
  }
  return out;
}

/** What of `from` is not covered by `minus`. */
export function subtractIntervals(from: readonly Interval[], minus: readonly Interval[]): Interval[] {
  const cuts = mergeIntervals(minus);
  const out: Interval[] = [];
  for (const piece of mergeIntervals(from)) {
    let start = piece.start;
    for (const cut of cuts) {
      if (cut.end <= start || cut.start >= piece.end) continue;
      if (cut.start > start) out.push({ start, end: cut.start });
      start = Math.max(start, cut.end);
      if (start >= piece.end) break;
    }
    if (start < piece.end) out.push({ start, end: piece.end });
  }
  return out;
}

/** The parts of `intervals` inside `window`. */
export function clipIntervals(intervals: readonly Interval[], window: Interval): Interval[] {
  return mergeIntervals(
    intervals.map((i) => ({
      start: Math.max(i.start, window.start),
      end: Math.min(i.end, window.end),
    })),
  );
}

/** The parts covered by both lists. */
export function intersectIntervals(a: readonly Interval[], b: readonly Interval[]): Interval[] {
  const mb = mergeIntervals(b);
  return mergeIntervals(mergeIntervals(a).flatMap((i) => clipIntervals(mb, i)));
}

export function totalMinutes(intervals: readonly Interval[]): number {
  return mergeIntervals(intervals).reduce((sum, i) => sum + i.end - i.start, 0);
}

/** True when [start, end) lies wholly inside one of the intervals (after merging). */
export function covers(intervals: readonly Interval[], span: Interval): boolean {
  return mergeIntervals(intervals).some((i) => i.start <= span.start && span.end <= i.end);
}

/**
 * Indexes of intervals that overlap an earlier one (touching is fine), in input order: the later
 * slot is the one reported. What is left after removing them never overlaps. Lists are short
 * (a day's slots), so the quadratic walk is the clear one.
 */
export function overlappingIndexes(intervals: readonly Interval[]): number[] {
  const kept: Interval[] = [];
  const bad: number[] = [];
  intervals.forEach((iv, index) => {
    if (kept.some((k) => iv.start < k.end && k.start < iv.end)) bad.push(index);
    else kept.push(iv);
  });
  return bad;
}
