/**
 * When an ENDLESS series needs more rows (issue 9 §2, the daily extension job): occurrences are
 * stored through `expandedUntil`, and as days pass the horizon (18 months after today, in the
 * series' zone) moves on. A series with another end was expanded to its end at once; one that was
 * ended ("this and all following" cancelled or deleted) is never continued.
 */
import { horizonDate } from './expand';
import { HORIZON_MONTHS, type Repetition } from './types';

export interface StoredSeries {
  /** The rule; null for an irregular repetition (explicit dates, all stored at once). */
  rule: Repetition | null;
  /** Occurrences exist through this local date. */
  expandedUntil: string;
  /** The series was ended from some occurrence on: nothing is added any more. */
  ended: boolean;
}

/** The local dates to add (after `after`, through `until`), or null when the series lacks none. */
export function extensionRange(series: StoredSeries, today: string, months = HORIZON_MONTHS): { after: string; until: string } | null {
  if (!series.rule || series.rule.end !== 'ENDLESS' || series.ended) return null;
  const until = horizonDate(today, months);
  return until > series.expandedUntil ? { after: series.expandedUntil, until } : null;
}
