/**
 * A client's notification section (spec §7 GET /api/notifications/contact/{id}/centre/{cid}):
 * the messages sent to that contact (bulk SMS now; appointment and invoice notifications when
 * they exist), newest first, read from the outbox.
 */
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { contacts, outbox } from '../../db/schema';
import { notFound } from '../../errors';
import type { ContactNotification } from '../../../shared/api/sms';

export const NOTIFICATIONS_PAGE_MAX = 100;

/** One page of the contact's notifications and their total; another centre's contact is a 404. */
export async function listContactNotifications(
  db: Db,
  centreId: string,
  contactId: string,
  range: { offset: number; limit: number },
): Promise<{ items: ContactNotification[]; total: number }> {
  const [contact] = await db
    .select({ id: contacts.contactId })
    .from(contacts)
    .where(and(eq(contacts.contactId, contactId), eq(contacts.centreId, centreId)));
  if (!contact) throw notFound();
  const where = and(eq(outbox.contactId, contactId), eq(outbox.centreId, centreId));
  const [rows, [{ total }]] = await Promise.all([
    db.select().from(outbox).where(where).orderBy(desc(outbox.createdAt), desc(outbox.id)).offset(range.offset).limit(range.limit),
    db.select({ total: count() }).from(outbox).where(where),
  ]);
  return {
    total: Number(total),
    items: rows.map((r) => ({
      id: r.id,
      type: r.type,
      channel: r.channel,
      recipient: r.recipient,
      subject: r.subject,
      text: r.body,
      status: r.status,
      createdAt: r.createdAt.toISOString(),
      sentAt: r.sentAt ? r.sentAt.toISOString() : null,
    })),
  };
}
