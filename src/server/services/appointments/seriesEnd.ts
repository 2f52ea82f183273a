/**
 * Ending and re-opening a series: cancelling (or deleting) "this and all following" or the whole
 * series marks it ended from that occurrence on, so the extension job never adds rows after it;
 * undoing that cancel lets it go on (the rows the job skipped meanwhile are then added by its next run).
 */
import { and, eq, gt, isNull, or } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { appointmentSeries } from '../../db/schema';
import type { AppointmentRow } from './record';
import type { Scope } from './scopes';

/** Marks the target's series ended when `scope` reached its later rows (CURRENT leaves it going). */
export async function endSeriesByScope(tx: Queryable, centreId: string, target: AppointmentRow, scope: Scope, cancelBatch: string | null): Promise<void> {
  if (scope === 'CURRENT' || !target.seriesFk) return;
  const from = scope === 'ALL' ? 0 : (target.seriesIndex ?? 0);
  await forCentre(tx, centreId)
    .update(appointmentSeries)
    // An earlier end stays: ending from index 5 after from index 3 changes nothing.
    .set({ endedFromIndex: from, endedByBatch: cancelBatch, updatedAt: new Date() })
    .where(and(eq(appointmentSeries.id, target.seriesFk), or(isNull(appointmentSeries.endedFromIndex), gt(appointmentSeries.endedFromIndex, from))));
}

/** Undoing the cancel that ended a series lets it go on. */
export async function reopenSeriesOfBatch(tx: Queryable, centreId: string, cancelBatch: string): Promise<void> {
  await forCentre(tx, centreId).update(appointmentSeries).set({ endedFromIndex: null, endedByBatch: null, updatedAt: new Date() }).where(eq(appointmentSeries.endedByBatch, cancelBatch));
}
