/**
 * A local SMTP receiver for tests (like the outbox test's): every message as raw MIME, and the
 * attachments of one parsed out (base64 parts with a filename).
 */
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export interface SmtpReceiver {
  mails: string[];
  url: string;
  close(): Promise<void>;
}

export async function startSmtpReceiver(): Promise<SmtpReceiver> {
  const mails: string[] = [];
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    size: 20 * 1024 * 1024,
    onData(stream, _session, cb) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        mails.push(Buffer.concat(chunks).toString('utf8'));
        cb();
      });
    },
  });
  await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', res));
  const port = (smtp.server.address() as AddressInfo).port;
  return { mails, url: `smtp://127.0.0.1:${port}?ignoreTLS=true`, close: () => new Promise((res) => smtp.close(() => res())) };
}

export interface MimeAttachment {
  contentType: string;
  filename: string;
  content: Buffer;
}

/** The base64-encoded parts of a (nodemailer) multipart message that name a file. */
export function mimeAttachments(raw: string): MimeAttachment[] {
  const out: MimeAttachment[] = [];
  const boundaries = [...raw.matchAll(/boundary="?([^";\r\n]+)"?/g)].map((m) => m[1]);
  for (const b of boundaries) {
    for (const part of raw.split(`--${b}`)) {
      const split = part.search(/\r?\n\r?\n/);
      if (split < 0) continue;
      const head = part.slice(0, split).replace(/\r?\n[ \t]+/g, ' ');
      const name = /filename="?([^";\r\n]+)"?/i.exec(head)?.[1];
      if (!name || !/content-transfer-encoding:\s*base64/i.test(head)) continue;
      const type = /content-type:\s*([^;\r\n]+)/i.exec(head)?.[1]?.trim() ?? '';
      out.push({ contentType: type, filename: name, content: Buffer.from(part.slice(split).replace(/\s+/g, ''), 'base64') });
    }
  }
  return out;
}
