import { outbox } from '../../db/schema';
import type { OutboxAttachment } from '../../db/outboxTables';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { translate } from '../../i18n';
import { recordAudit } from '../audit/recordAudit';
import type { NotificationKind } from '../../../shared/sms';

export interface MessageRequest {
  channel: 'email' | 'sms';
  /** E-mail address or E.164 phone number. */
  recipient: string;
  /** Key under locales/<lng>/messages.json: `<template>.subject`, `<template>.body`, `<template>.sms`. */
  template: string;
  vars?: Record<string, unknown>;
  language: string;
  centreId?: string | null;
  userId?: string | null;
}

/** "Guten Tag Lea", or just "Guten Tag" when the person has no name yet (an invitee, say). */
function greeting(language: string, firstName: unknown): string {
  const name = typeof firstName === 'string' ? firstName.trim() : '';
  return name ? translate(language, 'messages.greeting.named', { firstName: name }) : translate(language, 'messages.greeting.anonymous');
}

/**
 * Renders the message in the recipient's language and records it in the outbox inside
 * the caller's transaction: it is sent only if the change that caused it commits.
 */
export async function enqueueMessage(tx: Db | Tx, msg: MessageRequest): Promise<string> {
  const vars = { ...msg.vars, greeting: greeting(msg.language, msg.vars?.firstName) };
  const subject = msg.channel === 'email' ? translate(msg.language, `messages.${msg.template}.subject`, vars) : '';
  const body = translate(msg.language, `messages.${msg.template}.${msg.channel === 'email' ? 'body' : 'sms'}`, vars);
  return enqueueText(tx, { channel: msg.channel, recipient: msg.recipient, template: msg.template, subject, body, language: msg.language, centreId: msg.centreId, userId: msg.userId });
}

/** A message whose text is already rendered (a practice's own template, a bulk or appointment SMS). */
export interface TextMessage {
  channel: 'email' | 'sms';
  recipient: string;
  /** What it is (a messages.json key or a notification event), logged with the disclosure. */
  template: string;
  subject: string;
  body: string;
  language: string;
  centreId?: string | null;
  userId?: string | null;
  /** The client it goes to: it shows in their notification section. */
  contactId?: string | null;
  type?: NotificationKind | null;
  /** SMS credits already debited for it (refunded if it finally fails). */
  smsCredits?: number;
  /** An e-mail's HTML alternative. */
  html?: string | null;
  /** Files an e-mail carries, drawn again when it is sent. */
  attachments?: OutboxAttachment[];
}

/** Records a rendered message in the outbox within the caller's transaction, with its disclosure audit event. */
export async function enqueueText(tx: Db | Tx, msg: TextMessage): Promise<string> {
  const values = {
    channel: msg.channel,
    recipient: msg.recipient,
    template: msg.template,
    subject: msg.subject,
    body: msg.body,
    language: msg.language,
    userId: msg.userId ?? null,
    contactId: msg.contactId ?? null,
    type: msg.type ?? null,
    smsCredits: msg.smsCredits ?? 0,
    html: msg.html ?? null,
    attachments: msg.attachments ?? [],
  };
  const [row] = await (msg.centreId
    ? forCentre(tx, msg.centreId).insert(outbox).values(values)
    : tx.insert(acrossCentres(outbox, 'account messages (sign-up codes, password resets) belong to no centre')).values(values)
  ).returning({ id: outbox.id });
  // A message discloses to its recipient: the channel and template are logged, never address or text.
  await recordAudit(tx, {
    centreId: msg.centreId ?? null,
    userId: null,
    role: null,
    action: 'disclose',
    objectType: 'message',
    objectId: row.id,
    detail: { channel: msg.channel, template: msg.template, ...(msg.attachments?.length ? { attachments: msg.attachments.map((a) => a.kind) } : {}), ...(msg.userId ? { recipientUser: msg.userId } : {}), ...(msg.contactId ? { contact: msg.contactId } : {}) },
  });
  return row.id;
}
