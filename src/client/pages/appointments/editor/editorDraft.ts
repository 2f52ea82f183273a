/**
 * The full-page editor's form state and the PATCH body it sends: only the fields the user
 * changed, the series scope for an occurrence of a series, and `includeExceptions` (occurrences
 * moved by hand) only when the scope reaches beyond this appointment.
 */
import type { Appointment, Scope } from '../../../api/appointments';

export interface EditorDraft {
  date: string;
  startTime: string;
  endTime: string;
  resourceId: string;
  service_fk: string;
  contact_fk: string;
  notes: string;
  /** Minutes as typed. */
  startBufferTime: string;
  endBufferTime: string;
}

export type DraftErrors = Partial<Record<keyof EditorDraft, string>>;

export const MAX_BUFFER_MINUTES = 480;
const TIME = /^([01]\d|2[0-3]):[0-5]\d$/;
const DATE = /^\d{4}-\d{2}-\d{2}$/;

export function draftOf(a: Appointment): EditorDraft {
  return {
    date: a.date,
    startTime: a.startTime,
    endTime: a.endTime,
    resourceId: a.resourceId,
    service_fk: a.service_fk ?? '',
    contact_fk: a.contact_fk ?? '',
    notes: a.notes ?? '',
    startBufferTime: String(a.startBufferTime ?? 0),
    endBufferTime: String(a.endBufferTime ?? 0),
  };
}

const minutes = (text: string): number | null => {
  if (!/^\d+$/.test(text.trim())) return null;
  const n = Number(text);
  return n <= MAX_BUFFER_MINUTES ? n : null;
};

/** Translation keys of what the form refuses before sending (the server checks the rest). */
export function draftErrors(d: EditorDraft, before: EditorDraft): DraftErrors {
  const errors: DraftErrors = {};
  if (!DATE.test(d.date)) errors.date = 'common.required';
  if (!TIME.test(d.startTime)) errors.startTime = 'common.required';
  if (!TIME.test(d.endTime)) errors.endTime = 'common.required';
  // The schema reads an end at or before the start as the next day; a time typed here keeps to one day.
  else if (TIME.test(d.startTime) && d.endTime <= d.startTime && (d.startTime !== before.startTime || d.endTime !== before.endTime)) {
    errors.endTime = 'appointments.editor.endBeforeStart';
  }
  if (minutes(d.startBufferTime) === null) errors.startBufferTime = 'appointments.editor.invalidBuffer';
  if (minutes(d.endBufferTime) === null) errors.endBufferTime = 'appointments.editor.invalidBuffer';
  return errors;
}

/** The PATCH body, or null when nothing changed. Cleared client or service are kept (the API sets, not unsets, references). */
export function patchBody(original: Appointment, draft: EditorDraft, scope: Scope, includeExceptions: boolean): Record<string, unknown> | null {
  const before = draftOf(original);
  const body: Record<string, unknown> = {};
  for (const key of ['date', 'startTime', 'endTime', 'resourceId', 'notes'] as const) if (draft[key] !== before[key]) body[key] = draft[key];
  for (const key of ['service_fk', 'contact_fk'] as const) if (draft[key] && draft[key] !== before[key]) body[key] = draft[key];
  for (const key of ['startBufferTime', 'endBufferTime'] as const) {
    const value = minutes(draft[key]);
    if (value !== null && value !== (original[key] ?? 0)) body[key] = value;
  }
  if (Object.keys(body).length === 0) return null;
  if (original.series_fk) {
    body.updateType = scope;
    if (scope !== 'current') body.includeExceptions = includeExceptions;
  }
  return body;
}

const toMinutes = (time: string) => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
const toTime = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;

/** Choosing a service takes its duration (from the start, within the day) and its buffers. */
export function applyService(d: EditorDraft, service: { id: string; duration?: number; bufferTimeBefore?: number; bufferTime?: number }): EditorDraft {
  const next: EditorDraft = { ...d, service_fk: service.id };
  if (service.duration && TIME.test(d.startTime)) next.endTime = toTime(Math.min(toMinutes(d.startTime) + service.duration, 23 * 60 + 59));
  if (service.bufferTimeBefore !== undefined) next.startBufferTime = String(service.bufferTimeBefore);
  if (service.bufferTime !== undefined) next.endBufferTime = String(service.bufferTime);
  return next;
}
