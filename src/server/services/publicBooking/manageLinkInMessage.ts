/**
 * The manage link in the patient's booking messages (issue 10 §3, §5): the request and the
 * confirmation of an online booking end with the signed link to cancel or move it. wording.md §9
 * names no placeholder for it, so the line is added under the text (the practice's own template
 * or the default), in the client's language, like the inbox's personal note.
 * The booking's own token is known only while it is written; a message sent later (the inbox
 * confirming a request) mints a second token for the same booking (online_bookings.messageTokenHash).
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { onlineBookings } from '../../db/schema';
import { renderTemplate, type NotificationEvent } from '../../../shared/notificationTemplates';
import { catalogueText } from '../appointments/notify/compose';
import { manageUrl, newManageToken } from './manageToken';

/** The client messages that carry the link. */
export const EVENTS_WITH_MANAGE_LINK: readonly NotificationEvent[] = ['bookingRequest', 'bookingConfirmation'];

/**
 * The manage URL for a message about `appointmentId`: `known` when the booking was just written,
 * else a fresh one for an appointment booked online; null for any other appointment or event.
 */
export async function manageLinkForMessage(tx: Tx, q: { centreId: string; appointmentId: string; event: NotificationEvent; publicUrl: string; known?: string }): Promise<string | null> {
  if (!EVENTS_WITH_MANAGE_LINK.includes(q.event)) return null;
  if (q.known) return q.known;
  const token = newManageToken();
  const updated = await forCentre(tx, q.centreId)
    .update(onlineBookings)
    .set({ messageTokenHash: token.hash })
    .where(eq(onlineBookings.appointmentId, q.appointmentId))
    .returning({ id: onlineBookings.appointmentId });
  return updated.length > 0 ? manageUrl(q.publicUrl, token.token) : null;
}

/** The message's body with the link's line under it (messages.json appointment.manageLink; cancelOnly for a seat in a class). */
export function withManageLink(body: string, link: string | null, language: string, channel: 'email' | 'sms', cancelOnly = false): string {
  if (!link) return body;
  // A place in a group class is cancelled, never moved alone (groupSeat.ts): its line says so.
  const key = `${channel === 'email' ? 'mail' : 'sms'}${cancelOnly ? 'CancelOnly' : ''}`;
  const line = renderTemplate(catalogueText(language, `messages.appointment.manageLink.${key}`), { link });
  return `${body}${channel === 'sms' ? ' ' : '\n\n'}${line}`;
}
