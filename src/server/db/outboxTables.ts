/**
 * A file an e-mail carries, as a reference the sender regenerates at sending (an invoice PDF is
 * drawn again from the stored invoice: the outbox holds no copies of documents with health data).
 */
export type OutboxAttachment = { kind: 'invoicePdf'; invoiceId: string; fileName: string } | { kind: 'reminderPdf'; invoiceId: string; level: 1 | 2 | 3; fileName: string };

/** The outbox: every e-mail and SMS, written in the same transaction as the change that causes it. */
import { type AnyPgColumn, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '../../shared/sms';
import { centres, users } from './baseTables';
import { createdAt, id } from './columns';
import { contacts } from './schema.gen';

export const outbox = pgTable(
  'outbox',
  {
    id: id(),
    centreId: uuid('centre_id').references(() => centres.id, { onDelete: 'set null' }),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    channel: text('channel').$type<'email' | 'sms'>().notNull(),
    recipient: text('recipient').notNull(),
    subject: text('subject').notNull().default(''),
    body: text('body').notNull(),
    /** HTML alternative of an e-mail's body (a practice's invoice template); null: text only. */
    html: text('html'),
    /** Files the e-mail carries, regenerated when it is sent (OutboxAttachment). */
    attachments: jsonb('attachments').$type<OutboxAttachment[]>().notNull().default([]),
    language: text('language').notNull().default('de'),
    template: text('template').notNull(),
    /** The client (contact) the message went to, for their notification section (deleted with the client); null for users. */
    contactId: uuid('contact_id').references((): AnyPgColumn => contacts.contactId, { onDelete: 'cascade' }),
    /** Notification type shown to the practice (bulkSms, appointment, invoiceSent, invoiceReminder); null for account messages. */
    type: text('type').$type<NotificationKind>(),
    /** SMS credits charged for this message; refunded to the centre when it finally fails. */
    smsCredits: integer('sms_credits').notNull().default(0),
    status: text('status').$type<'pending' | 'sent' | 'failed' | 'logged'>().notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [index('outbox_pending_idx').on(t.status, t.nextAttemptAt), index('outbox_contact_idx').on(t.contactId, t.createdAt)],
);
