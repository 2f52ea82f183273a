/**
 * The appointment rows of series occurrences: the series' template (the field values every
 * occurrence starts with, wire names) on each occurrence's date and times. Used when a series is
 * continued (extension job) or a repetition is set on an existing appointment.
 */
import type { appointments } from '../../db/schema';
import type { SeriesTemplate } from '../../db/appointmentTables';
import type { Occurrence } from '../../../shared/recurrence';
import { writableColumns } from './record';
import { timed, type TimedRow } from './times';

export interface SeriesShape {
  id: string;
  centreId: string;
  resourceId: string;
  startTime: string;
  endTime: string;
  template: SeriesTemplate;
}

export interface PlannedRows {
  inserts: (typeof appointments.$inferInsert)[];
  times: TimedRow[];
}

/** Rows and their busy ranges, in occurrence order. */
export function seriesRows(series: SeriesShape, occurrences: readonly Occurrence[], postedAt: Date, status = 'CONFIRMED'): PlannedRows {
  const values = writableColumns({ ...series.template });
  const buffers = { startBufferTime: values.startBufferTime ?? 0, endBufferTime: values.endBufferTime ?? 0 };
  const times = occurrences.map((o) => timed(o, buffers));
  const inserts = occurrences.map((o, i) => ({
    ...values,
    centreId: series.centreId,
    date: o.date,
    startTime: series.startTime,
    endTime: series.endTime,
    resourceId: series.resourceId,
    status,
    duration: times[i].duration,
    postedAt,
    startsAt: times[i].startsAt,
    endsAt: times[i].endsAt,
    busyFrom: times[i].busyFrom,
    busyUntil: times[i].busyUntil,
    seriesFk: series.id,
    seriesIndex: o.index,
  }));
  return { inserts, times };
}
