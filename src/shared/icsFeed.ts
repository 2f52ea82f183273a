/**
 * What a therapist's calendar feed (ICS) contains: which days, and what an event is called.
 * Pure, so the rule is tested on its own (icsFeed.test.ts); the server builds the file.
 */
import { fromDayNumber, toDayNumber } from './recurrence/calendarDays';
import { horizonDate } from './recurrence';

/** Appointments this many days back stay in the feed (a week's notes, last month's sessions). */
export const FEED_DAYS_BACK = 30;
/** Statuses that hold no appointment any more: never in the feed. */
export const FEED_LEFT_OUT_STATUSES = ['CANCELLED', 'DELETED', 'DENIED'] as const;

/** The local dates (inclusive) of the feed, from `today` in the centre's zone: 30 days back, 18 months ahead (as series are). */
export function feedDateRange(today: string): { from: string; to: string } {
  return { from: fromDayNumber(toDayNumber(today) - FEED_DAYS_BACK), to: horizonDate(today) };
}

export interface FeedTitleInput {
  /** The booked service's name, if any. */
  serviceName: string | null;
  /** The appointment's own title, if any: free text staff typed, so it may name the client. */
  title: string | null;
  /** "First Last" of the client, if any. */
  clientName: string | null;
  /** The feed's switch: client names are health data leaving Kura. */
  showClientNames: boolean;
  /** Said when the appointment has neither service nor title. */
  fallback: string;
}

/**
 * SUMMARY of an event: the service's name; "client – service" only with the switch on. The free
 * title stands in for a missing service only with the switch on too (it may hold a name).
 */
export function feedEventTitle(input: FeedTitleInput): string {
  const named = input.showClientNames;
  const what = input.serviceName?.trim() || (named ? input.title?.trim() : '') || input.fallback;
  const who = named ? input.clientName?.trim() : '';
  return who ? `${who} – ${what}` : what;
}
