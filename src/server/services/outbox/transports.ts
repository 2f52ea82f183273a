import nodemailer from 'nodemailer';
import type { outbox } from '../../db/schema';
import type { AttachmentResolver } from './attachments';

type Row = typeof outbox.$inferSelect;

export interface Transports {
  /** Sends one message; answers 'sent', or 'logged' when no transport is configured for the channel. */
  send(row: Row): Promise<'sent' | 'logged'>;
  close(): void;
}

export function createTransports(config: {
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  smsSender: string;
  production?: boolean;
  /** Draws the files an e-mail carries (attachments.ts); without it, messages with attachments fail. */
  attachments?: AttachmentResolver;
}): Transports {
  const logOnly = (row: Row) => printMessage(row, config.production === true);
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  const resolve: AttachmentResolver = config.attachments ?? (async () => Promise.reject(new Error('no attachment resolver configured')));
  return {
    async send(row) {
      if (row.channel === 'email') {
        if (!mailer) return logOnly(row);
        const attachments = row.attachments?.length ? await resolve(row) : [];
        await mailer.sendMail({
          from: config.mailFrom,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
          ...(row.html ? { html: row.html } : {}),
          ...(attachments.length ? { attachments } : {}),
          headers: { 'X-Kura-Message-Id': row.id },
        });
        return 'sent';
      }
      if (!config.smsWebhookUrl) return logOnly(row);
      const res = await fetch(config.smsWebhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': row.id },
        body: JSON.stringify({ to: row.recipient, text: row.body, sender: config.smsSender }),
        signal: AbortSignal.timeout(10_000),
      });
      if (!res.ok) throw new Error(`SMS webhook answered ${res.status}`);
      return 'sent';
    },
    close() {
      mailer?.close();
    },
  };
}

/**
 * Without a transport (local use) the message is printed, so sign-up codes can be read from the
 * console. In production only the fact is printed: codes, links and addresses stay out of logs (H3).
 */
function printMessage(row: Row, production: boolean): 'logged' {
  if (production) process.stdout.write(`[outbox] ${row.channel} ${row.id} not sent: no transport configured\n`);
  else {
    const files = row.attachments?.length ? ` [${row.attachments.map((a) => a.fileName).join(', ')}]` : '';
    process.stdout.write(`[outbox] ${row.channel} to ${row.recipient}: ${row.subject ? row.subject + ' | ' : ''}${row.body}${files}\n`);
  }
  return 'logged';
}
