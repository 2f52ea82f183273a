/** The waitlist form's fields and the checks the page makes before sending the code (the server checks again, join.ts). */
import { checkDetails, fieldOf, type Details } from '../booking/details';
import { MAX_SLOT_DAYS } from '../../../shared/api/publicBooking';

export interface WaitlistForm extends Details {
  serviceId: string;
  /** '' : any therapist. */
  providerId: string;
  from: string;
  to: string;
}

export type WaitlistErrors = Partial<Record<keyof WaitlistForm | 'code', string>>;

const ISO = /^\d{4}-\d{2}-\d{2}$/;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / 86_400_000;

/** Days after `date` (UTC calendar arithmetic: dates only). */
export const addDays = (date: string, days: number) => new Date((dayNumber(date) + days) * 86_400_000).toISOString().slice(0, 10);

/** Error codes (keys of publicBooking.json's `errors`) by field; empty when the code may be sent. */
export function checkWaitlist(f: WaitlistForm, today: string): WaitlistErrors {
  const { note: _note, dateOfBirth: _dob, ...person } = checkDetails(f);
  const errors: WaitlistErrors = { ...person };
  if (!f.from) errors.from = 'required';
  else if (!ISO.test(f.from) || Number.isNaN(dayNumber(f.from))) errors.from = 'invalidDate';
  if (!f.to) errors.to = 'required';
  else if (!ISO.test(f.to) || Number.isNaN(dayNumber(f.to))) errors.to = 'invalidDate';
  else if (f.to < today) errors.to = 'dateInPast';
  else if (!errors.from && f.to < f.from) errors.to = 'invalidDateRange';
  else if (!errors.from && dayNumber(f.to) - dayNumber(f.from) + 1 > MAX_SLOT_DAYS) errors.to = 'rangeTooLong';
  return errors;
}

/** Server field names to the form's. */
export function waitlistFieldOf(serverField: string): keyof WaitlistForm | 'code' | null {
  const name = serverField.replace(/^\/?(body\/)?/, '').replace(/^\./, '');
  if (name === 'from' || name === 'to' || name === 'code') return name;
  return fieldOf(serverField);
}

/** The range the form starts with: from `from` (not before today) for two weeks, or up to the day before `before`. */
export function initialRange(today: string, from: string | null, before: string | null): { from: string; to: string } {
  const start = from && from > today ? from : today;
  if (before && addDays(before, -1) >= start) return { from: start, to: addDays(before, -1) };
  return { from: start, to: addDays(start, 13) };
}
