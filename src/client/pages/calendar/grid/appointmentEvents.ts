/**
 * Appointments as react-big-calendar events, and how each looks (spec §9: appointment colours
 * cycle through 3 colours; a therapist's own calendar colour wins; the status shows in the
 * outline and the fill).
 */
import type { CSSProperties } from 'react';
import type { Appointment, ListedAppointment } from '../../../api/appointments';
import { wallClock } from './calendarRange';

export interface CalendarEvent {
  id: string;
  title: string;
  start: Date;
  end: Date;
  resourceId: string;
  /** Absent for the shown-only entries: days off and holidays (all day) and Google busy time. */
  appointment?: Appointment;
  allDay?: boolean;
  kind: 'appointment' | 'dayOff' | 'busy';
}

/** Statuses whose times may still change (README "Appointments": DRAFT … PROVIDED). */
const MOVABLE = new Set<Appointment['status']>(['DRAFT', 'UNCONFIRMED', 'BOOKED', 'CONFIRMED', 'IMPORTED', 'PROVIDED']);
export const isMovable = (e: CalendarEvent) => e.kind === 'appointment' && e.appointment !== undefined && MOVABLE.has(e.appointment.status);

/** Spec §9: appointment colours cycle through three. */
export const APPOINTMENT_COLOURS = ['#1565c0', '#2e7d32', '#6a1b9a'] as const;

/** Statuses the calendar leaves out (deleted rows are not listed by default anyway). */
const HIDDEN = new Set<Appointment['status']>(['DELETED', 'DENIED']);

/**
 * "Client · Service" (the client as "Last First", from the list row itself; the title or the
 * service name after it), or `untitled` when there is neither.
 */
export function appointmentTitle(a: ListedAppointment, serviceNames: ReadonlyMap<string, string>, untitled: string): string {
  const client = a.contactName ? `${a.contactName.lastName} ${a.contactName.firstName}`.trim() : '';
  const what = a.title || (a.service_fk ? serviceNames.get(a.service_fk) : undefined);
  return [client, what].filter(Boolean).join(' · ') || untitled;
}

export function appointmentEvent(a: Appointment, title: string): CalendarEvent {
  const start = wallClock(a.date, a.startTime);
  let end = wallClock(a.date, a.endTime);
  // An end at or before the start is on the next day (schemas/appointment.schema.json).
  if (end <= start) end = new Date(end.getFullYear(), end.getMonth(), end.getDate() + 1, end.getHours(), end.getMinutes());
  return { id: a.appointment_id, title, start, end, resourceId: a.resourceId, appointment: a, kind: 'appointment' };
}

export function visibleAppointments<T extends Appointment>(list: readonly T[]): T[] {
  return list.filter((a) => !HIDDEN.has(a.status));
}

/** Each therapist's colour: their calendar colour, else the next of the three in column order. */
export function therapistColours(therapists: readonly { id: string; colour?: string | null }[]): Map<string, string> {
  return new Map(therapists.map((t, i) => [t.id, t.colour && /^#[0-9a-f]{6}$/i.test(t.colour) ? t.colour : APPOINTMENT_COLOURS[i % APPOINTMENT_COLOURS.length]]));
}

/** Black or white text, whichever reads better on `hex` (WCAG relative luminance). */
export function textOn(hex: string): '#000000' | '#ffffff' {
  const channel = (i: number) => {
    const c = parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  const l = 0.2126 * channel(0) + 0.7152 * channel(1) + 0.0722 * channel(2);
  return (l + 0.05) / 0.05 > 1.05 / (l + 0.05) ? '#000000' : '#ffffff';
}

/** Diagonal stripes of `colour` (a third opaque) on white: dark text stays readable on them. */
export const requestHatching = (colour: string) => `repeating-linear-gradient(135deg, ${colour}55 0 6px, transparent 6px 12px)`;

export function eventStyle(status: Appointment['status'], colour: string): CSSProperties {
  const base: CSSProperties = { backgroundColor: colour, color: textOn(colour), border: `1px solid ${colour}`, borderRadius: 4 };
  switch (status) {
    case 'UNCONFIRMED':
      // A booking request (issue 10 §5): hatched in the therapist's colour until confirmed; it holds the slot.
      return { ...base, backgroundColor: '#ffffff', backgroundImage: requestHatching(colour), color: '#1f1f1f', border: `2px dashed ${colour}` };
    case 'DRAFT':
      // A draft: outlined, not yet holding the colour.
      return { ...base, backgroundColor: '#ffffff', color: '#1f1f1f', border: `2px dashed ${colour}` };
    case 'CANCELLED':
      return { ...base, backgroundColor: '#eeeeee', color: '#555555', border: '1px solid #9e9e9e', textDecoration: 'line-through' };
    case 'FINISHED':
    case 'BILLED':
    case 'ARCHIVED':
      return { ...base, opacity: 0.75, borderLeft: '6px solid #1b5e20' };
    default:
      return base;
  }
}
