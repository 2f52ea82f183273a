/**
 * The therapist's own message (wording.md §9: each template exists for the client and for the
 * provider): when someone else — a colleague, the front desk, later the online booking — books,
 * confirms, moves or cancels one of their upcoming appointments, the therapist gets the
 * `<event>.provider.mail` template (the practice's own or the product default) by e-mail, in their
 * interface language, through the outbox in the change's transaction. Their own changes and
 * treatments already begun send nothing; reminders are for clients only.
 */
import { eq } from 'drizzle-orm';
import type { Tx } from '../../../db/client';
import { userSettings, users } from '../../../db/schema';
import { enqueueText } from '../../outbox/enqueue';
import type { NotificationEvent } from '../../../../shared/notificationTemplates';
import { FALLBACK_LANGUAGE, toLanguage } from '../../../../shared/languages';
import { isValidEmail } from '../../../../shared/validators/email';
import { messageFacts, renderMessage } from './compose';
import type { AppointmentRow } from '../record';

const TOLD_TO_THERAPIST: NotificationEvent[] = ['bookingRequest', 'bookingConfirmation', 'bookingChange', 'bookingCancellation'];

export interface TherapistNotice {
  centreId: string;
  row: AppointmentRow;
  event: NotificationEvent;
  /** Who made the change; null for the system. */
  byUserId: string | null;
  publicUrl: string;
  now: Date;
}

/** Queues the therapist's e-mail when the notice calls for one; answers the outbox id or null. */
export async function notifyTherapist(tx: Tx, n: TherapistNotice): Promise<string | null> {
  const { row } = n;
  if (!TOLD_TO_THERAPIST.includes(n.event) || row.resourceId === n.byUserId) return null;
  // Without a client there is nothing to tell (the templates name the client); no query then.
  if (!row.contactFk || !row.startsAt || row.startsAt.getTime() <= n.now.getTime()) return null;
  const [therapist] = await tx
    .select({ email: users.email, language: userSettings.language })
    .from(users)
    .leftJoin(userSettings, eq(userSettings.userId, users.id))
    .where(eq(users.id, row.resourceId));
  const email = therapist?.email?.trim();
  if (!email || !isValidEmail(email)) return null;
  const language = toLanguage(therapist.language ?? FALLBACK_LANGUAGE);
  const facts = await messageFacts(tx, n.centreId, row, n.publicUrl, language);
  if (!facts) return null;
  const text = await renderMessage(tx, n.centreId, facts, n.event, 'provider', 'email');
  return enqueueText(tx, {
    channel: 'email', recipient: email, template: `${n.event}.provider`, subject: text.subject, body: text.body, language,
    centreId: n.centreId, userId: row.resourceId, type: 'appointment',
  });
}
