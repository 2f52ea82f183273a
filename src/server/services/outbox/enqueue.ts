import { outbox } from '../../db/schema';
import { acrossCentres, forCentre } from '../../db/centreScope';
import type { Db, Tx } from '../../db/client';
import { translate } from '../../i18n';
import { recordAudit } from '../audit/recordAudit';

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
  const values = { channel: msg.channel, recipient: msg.recipient, template: msg.template, subject, body, language: msg.language, userId: msg.userId ?? null };
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
    detail: { channel: msg.channel, template: msg.template, ...(msg.userId ? { recipientUser: msg.userId } : {}) },
  });
  return row.id;
}
