/** Shared helpers of the audit tests: the centre's events straight from the table, and the list call. */
import { and, asc, eq, gt } from 'drizzle-orm';
import { auditEvents } from '../../../src/server/db/schema';
import type { TestApp } from '../support/testApp';

export type StoredEvent = typeof auditEvents.$inferSelect;

/** Events of a centre written after event id `after` (0: all), oldest first. */
export async function eventsSince(t: TestApp, centreId: string, after: number): Promise<StoredEvent[]> {
  return t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.centreId, centreId), gt(auditEvents.id, after))).orderBy(asc(auditEvents.id));
}

/** The id of the centre's latest event (0 before the first). */
export async function lastEventId(t: TestApp, centreId: string): Promise<number> {
  const all = await eventsSince(t, centreId, 0);
  return all.at(-1)?.id ?? 0;
}
