/**
 * Queues an appointment message to its client in the caller's transaction (the outbox: sent only
 * if the change commits). A channel the client cannot receive is skipped with a reason, never an
 * error. An SMS spends the centre's credit under the credit lock, like a bulk SMS (one credit per
 * SMS part, refunded if the gateway finally fails); without enough credit the SMS is skipped.
 */
import type { Tx } from '../../../db/client';
import { enqueueText } from '../../outbox/enqueue';
import { appendCreditEntry, lockSmsCredit, smsCountLeft } from '../../sms/smsCredit';
import { recordAudit } from '../../audit/recordAudit';
import type { MessageChannel } from '../../../../shared/appointmentMessages';
import type { NotificationEvent } from '../../../../shared/notificationTemplates';
import { smsSize, SMS_MAX_LENGTH } from '../../../../shared/sms';
import { checkSmsRecipient } from '../../../../shared/smsRecipients';
import { isValidEmail } from '../../../../shared/validators/email';
import { messageFacts, renderClientMessage, type ClientContact } from './compose';
import type { AppointmentRow } from '../record';
import { manageLinkForMessage, withManageLink } from '../../publicBooking/manageLinkInMessage';

export type MessageSkipReason = 'noClient' | 'noEmail' | 'noPhone' | 'invalidPhone' | 'notMobile' | 'unsupportedCountry' | 'archived' | 'notEnoughSms' | 'smsTooLong';

/** What became of one channel of a message (answered to the caller, so the dialog can say it). */
export interface MessageOutcome {
  event: NotificationEvent;
  channel: MessageChannel;
  status: 'queued' | 'skipped';
  reason?: MessageSkipReason;
  /** The outbox row, when queued. */
  messageId?: string;
}

export interface NotifyRequest {
  centreId: string;
  row: AppointmentRow;
  event: NotificationEvent;
  channels: MessageChannel[];
  /** Texts typed for this change (status dialog); placeholders are filled in them too. */
  overrides?: { sms?: string | null; email?: string | null };
  /** A personal message from the practice (the inbox's deny), added under the text as typed: no placeholders. */
  note?: string | null;
  publicUrl: string;
  /** The manage link of a booking being written online (its token is known only now). */
  manageUrl?: string;
  /** Who caused it (for the credit ledger); null for a reminder job. */
  userId: string | null;
}

function emailOf(contact: ClientContact): string | null {
  const email = contact.email?.trim();
  return email && contact.status !== 'archived' && isValidEmail(email) ? email : null;
}

async function queueSms(tx: Tx, req: NotifyRequest, contact: ClientContact, language: string, body: string): Promise<MessageOutcome> {
  const base = { event: req.event, channel: 'sms' as const };
  const check = checkSmsRecipient(contact);
  if (!check.ok) return { ...base, status: 'skipped', reason: check.reason };
  if (body.length > SMS_MAX_LENGTH) return { ...base, status: 'skipped', reason: 'smsTooLong' };
  const parts = smsSize(body).parts;
  await lockSmsCredit(tx, req.centreId);
  if ((await smsCountLeft(tx, req.centreId)) < parts) return { ...base, status: 'skipped', reason: 'notEnoughSms' };
  const messageId = await enqueueText(tx, {
    channel: 'sms', recipient: check.e164, template: req.event, subject: '', body, language,
    centreId: req.centreId, contactId: contact.contactId, type: 'appointment', smsCredits: parts,
  });
  await appendCreditEntry(tx, { centreId: req.centreId, delta: -parts, kind: 'appointmentSms', reference: messageId, userId: req.userId });
  await recordAudit(tx, { centreId: req.centreId, userId: req.userId, role: null, action: 'update', objectType: 'smsCredit', detail: { kind: 'appointmentSms', credits: -parts, message: messageId } });
  return { ...base, status: 'queued', messageId };
}

/** Queues the message by each chosen channel the client can receive; answers what became of each. */
export async function notifyClient(tx: Tx, req: NotifyRequest): Promise<MessageOutcome[]> {
  if (req.channels.length === 0) return [];
  const facts = await messageFacts(tx, req.centreId, req.row, req.publicUrl);
  if (!facts) return req.channels.map((channel) => ({ event: req.event, channel, status: 'skipped', reason: 'noClient' }));
  const out: MessageOutcome[] = [];
  // An online booking's request and confirmation carry the link to cancel or move it.
  const link = await manageLinkForMessage(tx, { centreId: req.centreId, appointmentId: req.row.appointmentId, event: req.event, publicUrl: req.publicUrl, known: req.manageUrl });
  for (const channel of req.channels) {
    const rendered = await renderClientMessage(tx, req.centreId, facts, req.event, channel, (channel === 'sms' ? req.overrides?.sms : req.overrides?.email) ?? undefined);
    const note = req.note?.trim();
    const body = withManageLink(rendered.body, link, facts.language, channel, Boolean(req.row.groupEventFk));
    const text = { ...rendered, body: note ? `${body}\n\n${note}` : body };
    if (channel === 'sms') {
      out.push(await queueSms(tx, req, facts.contact, facts.language, text.body));
      continue;
    }
    const email = emailOf(facts.contact);
    if (!email) {
      out.push({ event: req.event, channel, status: 'skipped', reason: 'noEmail' });
      continue;
    }
    const messageId = await enqueueText(tx, {
      channel: 'email', recipient: email, template: req.event, subject: text.subject, body: text.body, language: facts.language,
      centreId: req.centreId, contactId: facts.contact.contactId, type: 'appointment',
    });
    out.push({ event: req.event, channel, status: 'queued', messageId });
  }
  return out;
}
