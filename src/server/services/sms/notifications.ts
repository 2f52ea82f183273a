/**
 * A client's notification section (spec §7 GET /api/notifications/contact/{id}/centre/{cid}):
 * the messages sent to that contact (bulk SMS, appointment messages and reminders; invoice
 * notifications when they exist), newest first, read from the outbox.
 */
import { desc, eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
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
  const scoped = forCentre(db, centreId);
  if (!(await scoped.exists(contacts, eq(contacts.contactId, contactId)))) throw notFound();
  const ofContact = eq(outbox.contactId, contactId);
  const [rows, total] = await Promise.all([
    scoped.select().from(outbox).where(ofContact).orderBy(desc(outbox.createdAt), desc(outbox.id)).offset(range.offset).limit(range.limit),
    scoped.count(outbox, ofContact),
  ]);
  return {
    total,
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
