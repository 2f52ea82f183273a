/**
 * The waitlist as the practice sees it (issue 10 §6, beside the inbox): the open entries in the
 * order they will be served, their offers, and removing an entry (which frees a held slot).
 */
import { and, asc, eq, inArray } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db } from '../../db/client';
import { waitlistEntries } from '../../db/schema';
import { notFound } from '../../errors';
import { recordAudit, roleIn } from '../audit/recordAudit';
import type { AuthContext } from '../../access/accessRules';
import type { WaitlistEntry } from '../../../shared/api/waitlist';

type Row = typeof waitlistEntries.$inferSelect;
const OPEN = ['waiting', 'offered'] as const;

export function entryView(r: Row): WaitlistEntry {
  const live = r.status === 'offered' && r.offerProviderId && r.offerDate && r.offerStartTime && r.offerEndTime && r.offeredUntil;
  return {
    waitlistId: r.id,
    serviceId: r.serviceId,
    providerId: r.providerId,
    from: r.fromDate,
    to: r.toDate,
    firstName: r.firstName,
    lastName: r.lastName,
    email: r.email,
    phone: r.phone,
    contactId: r.contactId,
    status: r.status,
    offer: live ? { providerId: r.offerProviderId!, date: r.offerDate!, startTime: r.offerStartTime!, endTime: r.offerEndTime!, offeredUntil: r.offeredUntil!.toISOString() } : null,
    appointmentId: r.appointmentId,
    createdAt: r.createdAt.toISOString(),
  };
}

export async function listWaitlist(db: Db, centreId: string, status?: string): Promise<WaitlistEntry[]> {
  const scoped = forCentre(db, centreId).select().from(waitlistEntries);
  const rows = await (status === 'all' ? scoped : scoped.where(inArray(waitlistEntries.status, status ? [status as Row['status']] : [...OPEN]))).orderBy(
    asc(waitlistEntries.position),
  );
  return rows.map(entryView);
}

/** Takes an open entry off the list; a slot it held is free again at once. */
export async function removeEntry(db: Db, auth: AuthContext, centreId: string, id: string): Promise<WaitlistEntry> {
  return db.transaction(async (tx) => {
    const [row] = await forCentre(tx, centreId)
      .update(waitlistEntries)
      .set({ status: 'removed', updatedAt: new Date() })
      .where(and(eq(waitlistEntries.id, id), inArray(waitlistEntries.status, [...OPEN])))
      .returning();
    if (!row) throw notFound();
    await recordAudit(tx, { centreId, userId: auth.userId, role: roleIn(auth, centreId), action: 'delete', objectType: 'waitlistEntry', objectId: id, detail: { fields: ['status'] } });
    return entryView(row);
  });
}
