/**
 * Which message an appointment change sends its client, by which channels, and how its time reads
 * (issue 9 §6, wording.md §9 message templates). Pure rules; the server renders and queues them.
 */
import type { NotificationEvent } from './notificationTemplates';
import { DAY_MS, MINUTE_MS, fromDayNumber, weekDayOf } from './recurrence/calendarDays';
import { offsetAt } from './recurrence';

export type MessageChannel = 'email' | 'sms';

/** Statuses in which the appointment still holds its time for the client (a cancel of these is news to them). */
const HELD = ['DRAFT', 'UNCONFIRMED', 'BOOKED', 'CONFIRMED', 'IMPORTED'];

/**
 * The message a status change sends: a booking request for UNCONFIRMED, a confirmation for
 * CONFIRMED and BOOKED, a cancellation when a held appointment is cancelled, denied or deleted;
 * none for the treatment's own course (PROVIDED, FINISHED, BILLED, ARCHIVED) or a change to itself.
 */
export function statusMessageEvent(from: string, to: string): NotificationEvent | null {
  if (from === to) return null;
  if (to === 'UNCONFIRMED') return 'bookingRequest';
  if (to === 'CONFIRMED' || to === 'BOOKED') return 'bookingConfirmation';
  if ((to === 'CANCELLED' || to === 'DENIED' || to === 'DELETED') && HELD.includes(from)) return 'bookingCancellation';
  return null;
}

/** The booking communication settings' switch of each message (schemas/bookingCommunication.schema.json). */
export const SETTING_OF_EVENT: Record<NotificationEvent, string> = {
  bookingRequest: 'request',
  bookingConfirmation: 'confirmation',
  bookingChange: 'change',
  bookingCancellation: 'cancellation',
  reminder1: 'firstReminder',
  reminder2: 'secondReminder',
};

export interface ChannelSwitches {
  isSms?: boolean | null;
  isEmail?: boolean | null;
}

export interface ChannelSettings {
  email: Record<string, boolean>;
  sms: Record<string, boolean>;
}

/**
 * The channels a message goes by: the caller's switches when the request carries either (a missing
 * one is off, as in the dialog's two switches); otherwise the centre's settings for that message.
 */
export function chosenChannels(switches: ChannelSwitches, settings: ChannelSettings, event: NotificationEvent): MessageChannel[] {
  const explicit = typeof switches.isSms === 'boolean' || typeof switches.isEmail === 'boolean';
  const key = SETTING_OF_EVENT[event];
  const email = explicit ? switches.isEmail === true : settings.email[key] === true;
  const sms = explicit ? switches.isSms === true : settings.sms[key] === true;
  return [...(email ? (['email'] as const) : []), ...(sms ? (['sms'] as const) : [])];
}

export interface BookingTimeParts {
  /** DD.MM.YYYY (wording.md §9 default date format). */
  date: string;
  /** HH:mm. */
  time: string;
  /** 0 = Sunday … 6 = Saturday. */
  weekday: number;
}

/** The start's local date, time and weekday in the centre's zone. */
export function bookingTimeParts(startsAt: Date, timeZone: string): BookingTimeParts {
  const local = startsAt.getTime() + offsetAt(startsAt.getTime(), timeZone);
  const day = Math.floor(local / DAY_MS);
  const minute = Math.floor((local - day * DAY_MS) / MINUTE_MS);
  const [y, m, d] = fromDayNumber(day).split('-');
  const pad = (n: number) => String(n).padStart(2, '0');
  return { date: `${d}.${m}.${y}`, time: `${pad(Math.floor(minute / 60))}:${pad(minute % 60)}`, weekday: weekDayOf(day) };
}
