import nodemailer from 'nodemailer';
import type { outbox } from '../../db/schema';

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
}): Transports {
  const logOnly = (row: Row) => printMessage(row, config.production === true);
  const mailer = config.smtpUrl ? nodemailer.createTransport(config.smtpUrl) : null;
  return {
    async send(row) {
      if (row.channel === 'email') {
        if (!mailer) return logOnly(row);
        await mailer.sendMail({
          from: config.mailFrom,
          to: row.recipient,
          subject: row.subject,
          text: row.body,
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
  else process.stdout.write(`[outbox] ${row.channel} to ${row.recipient}: ${row.subject ? row.subject + ' | ' : ''}${row.body}\n`);
  return 'logged';
}
