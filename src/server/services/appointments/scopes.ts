/**
 * Which appointments a change reaches (behaviour.md §3 scopes): CURRENT (this one, the default),
 * CURRENT_AND_FUTURE (this and the later ones of its series) or ALL (the whole series); the
 * lowercase forms current, currentAndFuture and all are accepted. Rows are locked for the change.
 */
import { and, asc, eq, gte, inArray, ne } from 'drizzle-orm';
import type { Queryable } from '../../db/client';
import { forCentre } from '../../db/centreScope';
import { appointments } from '../../db/schema';
import { badRequest, notFound } from '../../errors';
import { isUuid } from '../../../shared/validators/uuid';
import type { AppointmentRow } from './record';

export const SCOPES = ['CURRENT', 'CURRENT_AND_FUTURE', 'ALL'] as const;
export type Scope = (typeof SCOPES)[number];
const LOWER: Record<string, Scope> = { current: 'CURRENT', currentAndFuture: 'CURRENT_AND_FUTURE', all: 'ALL' };
/** Every accepted spelling, for request schemas. */
export const SCOPE_VALUES = [...SCOPES, ...Object.keys(LOWER)];

export function parseScope(value: unknown, fallback: Scope = 'CURRENT'): Scope {
  if (value === undefined || value === null || value === '') return fallback;
  if (typeof value === 'string' && (SCOPES as readonly string[]).includes(value)) return value as Scope;
  if (typeof value === 'string' && LOWER[value]) return LOWER[value];
  throw badRequest('invalidValue', { field: 'updateType' });
}

/**
 * The appointment and the rows the scope reaches (it first), locked FOR UPDATE, in time order.
 * With `groupEntries`, the clients who joined a reached group slot come along (after the slots):
 * cancelling, deleting or moving a class does so for everyone in it.
 */
export async function rowsInScope(tx: Queryable, centreId: string, id: string, scope: Scope, groupEntries = true): Promise<{ target: AppointmentRow; rows: AppointmentRow[] }> {
  if (!isUuid(id)) throw notFound();
  const scoped = forCentre(tx, centreId);
  const [target] = await scoped.select().from(appointments).where(eq(appointments.appointmentId, id)).for('update');
  if (!target) throw notFound();
  const rows =
    scope === 'CURRENT' || !target.seriesFk
      ? [target]
      : await scoped
          .select()
          .from(appointments)
          .where(and(eq(appointments.seriesFk, target.seriesFk), scope === 'CURRENT_AND_FUTURE' ? gte(appointments.seriesIndex, target.seriesIndex ?? 0) : undefined))
          .orderBy(asc(appointments.seriesIndex))
          .for('update');
  const slots = rows.filter((r) => r.groupEventFk === null).map((r) => r.appointmentId);
  if (!groupEntries || slots.length === 0) return { target, rows };
  const entries = await scoped
    .select()
    .from(appointments)
    .where(and(inArray(appointments.groupEventFk, slots), ne(appointments.status, 'DELETED')))
    .orderBy(asc(appointments.startsAt))
    .for('update');
  return { target, rows: [...rows, ...entries] };
}
