/**
 * Appointment reminders (issue 9 §6, behaviour.md §8/§9, wording.md §9): the first one 12, 24 or
 * 48 hours before the start, the second 1, 2 or 3 hours before (the centre's booking communication
 * settings; default 24 h and 2 h). Lead times are held on the wire as 'h'-suffixed strings and
 * stored as hours. Pure planning: which reminders an appointment should have at a given moment.
 */

export const REMINDER_KINDS = ['reminder1', 'reminder2'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

export const FIRST_REMINDER_HOURS = [12, 24, 48] as const;
export const SECOND_REMINDER_HOURS = [1, 2, 3] as const;
export const DEFAULT_REMINDER_HOURS: Record<ReminderKind, number> = { reminder1: 24, reminder2: 2 };

/** Statuses of an appointment that will take place as booked: only these are reminded of. */
export const REMINDED_STATUSES = ['CONFIRMED', 'BOOKED'] as const;

/**
 * How far ahead reminders are put on the queue. A series' occurrences are rows 18 months ahead;
 * queueing two jobs for each of them would fill the queue with work a later edit mostly cancels,
 * so only appointments starting within this window get their jobs, and an hourly sweep adds the
 * jobs of those that come into it. It must exceed the longest lead time (48 h) by the sweep period.
 */
export const REMINDER_HORIZON_HOURS = 7 * 24;

const HOUR_MS = 3_600_000;

/** "24h" → 24 (the wire form of the lead times); a number is taken as hours. Invalid → null. */
export function parseLeadHours(value: unknown): number | null {
  if (typeof value === 'number') return Number.isInteger(value) && value > 0 ? value : null;
  if (typeof value !== 'string') return null;
  const match = /^\s*(\d{1,3})\s*h\s*$/.exec(value);
  return match ? Number(match[1]) : null;
}

/** Lead hours per kind, falling back to the defaults for values outside the offered choices. */
export function reminderLeads(first: unknown, second: unknown): Record<ReminderKind, number> {
  const a = parseLeadHours(first);
  const b = parseLeadHours(second);
  return {
    reminder1: a !== null && (FIRST_REMINDER_HOURS as readonly number[]).includes(a) ? a : DEFAULT_REMINDER_HOURS.reminder1,
    reminder2: b !== null && (SECOND_REMINDER_HOURS as readonly number[]).includes(b) ? b : DEFAULT_REMINDER_HOURS.reminder2,
  };
}

export interface RemindableAppointment {
  startsAt: Date;
  status: string;
  /** Reminders go to the client: an appointment without one has none. */
  hasClient: boolean;
}

export interface PlannedReminder {
  kind: ReminderKind;
  startsAt: Date;
  dueAt: Date;
}

/**
 * The reminders the appointment should have on the queue at `now`: for a remindable status and a
 * client, each kind whose due time is still ahead (a past-due one is never sent late) and whose
 * appointment starts within the horizon.
 */
export function plannedReminders(a: RemindableAppointment, leads: Record<ReminderKind, number>, now: Date, horizonHours = REMINDER_HORIZON_HOURS): PlannedReminder[] {
  if (!a.hasClient || !(REMINDED_STATUSES as readonly string[]).includes(a.status)) return [];
  if (a.startsAt.getTime() > now.getTime() + horizonHours * HOUR_MS) return [];
  return REMINDER_KINDS.map((kind) => ({ kind, startsAt: a.startsAt, dueAt: new Date(a.startsAt.getTime() - leads[kind] * HOUR_MS) })).filter(
    (r) => r.dueAt.getTime() > now.getTime(),
  );
}

export interface ScheduledReminder extends PlannedReminder {
  jobId: string;
}

/**
 * What to change on the queue: the scheduled jobs to cancel (no longer wanted, or planned for
 * another start or due time) and the planned reminders to send. One that is already scheduled as
 * planned stays untouched.
 */
export function reconcileReminders(scheduled: ScheduledReminder[], planned: PlannedReminder[]): { cancel: ScheduledReminder[]; send: PlannedReminder[] } {
  const same = (s: PlannedReminder, p: PlannedReminder) => s.kind === p.kind && s.startsAt.getTime() === p.startsAt.getTime() && s.dueAt.getTime() === p.dueAt.getTime();
  return {
    cancel: scheduled.filter((s) => !planned.some((p) => same(s, p))),
    send: planned.filter((p) => !scheduled.some((s) => same(s, p))),
  };
}

/** The singleton key of one reminder: the same appointment, kind and start never get two jobs. */
export const reminderKey = (appointmentId: string, kind: ReminderKind, startsAt: Date): string => `${appointmentId}:${kind}:${startsAt.toISOString()}`;
