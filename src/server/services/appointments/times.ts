/**
 * Wall clock ↔ instants for appointments: the wire's date/startTime/endTime are in the centre's
 * zone (default Europe/Zurich); rows also keep the UTC instants and the busy range with buffers,
 * which the no-overlap constraint compares.
 */
import { DAY_MS, MINUTE_MS, fromDayNumber } from '../../../shared/recurrence/calendarDays';
import { expandSeries, offsetAt, type Occurrence } from '../../../shared/recurrence';

export interface Buffers {
  startBufferTime: number;
  endBufferTime: number;
}

export interface TimedRow {
  date: string;
  startsAt: Date;
  endsAt: Date;
  busyFrom: Date;
  busyUntil: Date;
  duration: number;
}

/** The local date in `timeZone` at `now`. */
export function localToday(timeZone: string, now = Date.now()): string {
  return fromDayNumber(Math.floor((now + offsetAt(now, timeZone)) / DAY_MS));
}

/** The times of an occurrence with its buffers. */
export function timed(o: Pick<Occurrence, 'date' | 'startAt' | 'endAt'>, b: Buffers): TimedRow {
  return {
    date: o.date,
    startsAt: o.startAt,
    endsAt: o.endAt,
    busyFrom: new Date(o.startAt.getTime() - b.startBufferTime * MINUTE_MS),
    busyUntil: new Date(o.endAt.getTime() + b.endBufferTime * MINUTE_MS),
    duration: Math.round((o.endAt.getTime() - o.startAt.getTime()) / MINUTE_MS),
  };
}

/** One appointment's times (no repetition). Throws RecurrenceInputError on bad input. */
export function singleTimes(date: string, startTime: string, endTime: string, timeZone: string, b: Buffers): TimedRow {
  const [o] = expandSeries({ date, startTime, endTime, timeZone }, undefined, { until: date });
  return timed(o, b);
}

/** "HH:mm" of an instant in the zone. */
export function localTime(at: Date, timeZone: string): string {
  const local = at.getTime() + offsetAt(at.getTime(), timeZone);
  const minute = Math.floor((((local % DAY_MS) + DAY_MS) % DAY_MS) / MINUTE_MS);
  return `${String(Math.floor(minute / 60)).padStart(2, '0')}:${String(minute % 60).padStart(2, '0')}`;
}
