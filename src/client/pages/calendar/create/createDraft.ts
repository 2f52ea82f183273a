/**
 * The create dialog's state and the POST /api/appointments body it becomes (issue 9 §8 pinned
 * contract). Pure, so the rules (the server's own field checks) are unit-tested.
 */
import dayjs from 'dayjs';
import type { AppointmentInput, Repetition } from '../../../api/appointments';
import { repetitionErrors, seriesStartErrors, type WeekDay } from '../../../../shared/recurrence';

export type RepeatEnd = Repetition['end'];

export interface RepeatDraft {
  enabled: boolean;
  frequency: Repetition['frequency'];
  interval: number;
  /** 0 = Sunday. */
  weekDays: WeekDay[];
  end: RepeatEnd;
  endDate: string;
  occurrences: number;
}

export interface CreateDraft {
  date: string;
  startTime: string;
  endTime: string;
  resourceId: string;
  contactId: string | null;
  serviceId: string | null;
  startBufferTime: number;
  endBufferTime: number;
  notes: string;
  notifySms: boolean;
  notifyEmail: boolean;
  repeat: RepeatDraft;
}

export function defaultRepeat(date: string): RepeatDraft {
  return { enabled: false, frequency: 'WEEKLY', interval: 1, weekDays: [dayjs(date).day() as WeekDay], end: 'OCCURRENCES', endDate: dayjs(date).add(3, 'month').format('YYYY-MM-DD'), occurrences: 10 };
}

const minutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const timeOf = (total: number) => `${String(Math.floor(total / 60) % 24).padStart(2, '0')}:${String(total % 60).padStart(2, '0')}`;

/** The end time a service of `duration` minutes gives from `startTime`. */
export const endFor = (startTime: string, duration: number) => timeOf(minutes(startTime) + duration);

/**
 * Field errors before saving, with the server's codes (src/shared/recurrence validation): field
 * name → error code, shown next to the field as `errors.<code>`.
 */
export function draftErrors(d: CreateDraft): Record<string, string> {
  const errors = [...seriesStartErrors(d), ...(d.repeat.enabled ? repetitionErrors(repetitionOf(d.repeat) ?? {}, d.date) : [])];
  const out: Record<string, string> = Object.fromEntries(errors.map((e) => [e.field, e.code]));
  if (!d.resourceId) out.resourceId = 'required';
  return out;
}

export function repetitionOf(r: RepeatDraft): Repetition | undefined {
  if (!r.enabled) return undefined;
  return {
    frequency: r.frequency,
    interval: r.interval,
    ...(r.frequency === 'WEEKLY' ? { weekDays: [...r.weekDays].sort((a, b) => a - b) } : {}),
    end: r.end,
    ...(r.end === 'EXACT_DATE' ? { endDate: r.endDate } : {}),
    ...(r.end === 'OCCURRENCES' ? { occurrences: r.occurrences } : {}),
  };
}

export function createBody(centreId: string, d: CreateDraft): AppointmentInput {
  const repetition = repetitionOf(d.repeat);
  const notes = d.notes.trim();
  return {
    centre_fk: centreId,
    resourceId: d.resourceId,
    date: d.date,
    startTime: d.startTime,
    endTime: d.endTime,
    ...(d.contactId ? { contact_fk: d.contactId } : {}),
    ...(d.serviceId ? { service_fk: d.serviceId } : {}),
    ...(d.startBufferTime ? { startBufferTime: d.startBufferTime } : {}),
    ...(d.endBufferTime ? { endBufferTime: d.endBufferTime } : {}),
    ...(notes ? { notes } : {}),
    ...(repetition ? { repetition } : {}),
    // The dialog's two switches; without a client there is no one to tell.
    ...(d.contactId ? { isSms: d.notifySms, isEmail: d.notifyEmail } : {}),
  };
}

/** Which channels the booking confirmation goes by (the practice's booking communication settings). */
export interface ConfirmationChannels {
  email?: { confirmation?: boolean };
  sms?: { confirmation?: boolean };
}

/**
 * The switches' starting position: as the practice's settings say for a confirmation, but off for
 * an appointment that has already begun (treatment recorded afterwards: nothing to confirm).
 */
export function defaultNotify(settings: ConfirmationChannels | undefined, startsInPast: boolean): { notifySms: boolean; notifyEmail: boolean } {
  if (startsInPast) return { notifySms: false, notifyEmail: false };
  return { notifySms: settings?.sms?.confirmation === true, notifyEmail: settings?.email?.confirmation ?? true };
}
