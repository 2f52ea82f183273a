/**
 * Local stand-ins for the outside world the app talks to: an SMTP server (what nodemailer
 * delivers to) and an SMS webhook (what SMS_WEBHOOK_URL posts `{to, text, sender}` to).
 * Both keep messages in memory and expose them over `GET /messages?to=…&since=…`, so
 * Playwright workers and benchmark code in other processes can read them.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { decodeMail, type DecodedMail } from './mailDecode';

export interface SmsMessage {
  id: string;
  receivedAt: number;
  to: string;
  text: string;
  sender: string;
  idempotencyKey: string | null;
}

export interface MailMessage extends DecodedMail {
  id: string;
  receivedAt: number;
  envelope: { from: string; to: string[] };
}

const digits = (s: string) => s.replace(/\D/g, '');

/** Phone numbers match when their national part agrees (+41 79…, 0041 79…, 079… are the same phone). */
export function samePhone(a: string, b: string): boolean {
  const x = digits(a);
  const y = digits(b);
  if (x.length < 9 || y.length < 9) return x === y && x.length > 0;
  return x.slice(-9) === y.slice(-9);
}

function listen(server: http.Server | SMTPServer): Promise<number> {
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    const net = server instanceof SMTPServer ? server.server : server;
    server.listen(0, '127.0.0.1', () => resolve((net.address() as AddressInfo).port));
  });
}

function closeHttp(server: http.Server): Promise<void> {
  server.closeAllConnections();
  return new Promise((resolve) => server.close(() => resolve()));
}

function readBody(req: http.IncomingMessage, limit = 64 * 1024): Promise<string> {
  return new Promise((resolve, reject) => {
    let size = 0;
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => {
      size += c.length;
      if (size > limit) reject(new Error('body too large'));
      else chunks.push(c);
    });
    req.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
    req.on('error', reject);
  });
}

function sendJson(res: http.ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
}

/** GET /messages?to=&since= and DELETE /messages, shared by both receivers. */
function messagesApi<T extends { receivedAt: number }>(store: T[], matches: (m: T, to: string) => boolean) {
  return (req: http.IncomingMessage, res: http.ServerResponse): boolean => {
    const url = new URL(req.url ?? '/', 'http://x');
    if (url.pathname !== '/messages') return false;
    if (req.method === 'DELETE') {
      store.length = 0;
      sendJson(res, 204, null);
      return true;
    }
    if (req.method !== 'GET') return false;
    const to = url.searchParams.get('to');
    const since = Number(url.searchParams.get('since') ?? 0);
    sendJson(res, 200, store.filter((m) => m.receivedAt >= since && (!to || matches(m, to))));
    return true;
  };
}

export interface SmsReceiver {
  /** What SMS_WEBHOOK_URL is set to. */
  webhookUrl: string;
  /** Base URL of the read API (`/messages`). */
  apiUrl: string;
  messages: SmsMessage[];
  /** Posts repeated with an Idempotency-Key already seen (a real provider would not send them twice). */
  duplicates: number;
  close(): Promise<void>;
}

export async function startSmsReceiver(): Promise<SmsReceiver> {
  const messages: SmsMessage[] = [];
  const seenKeys = new Set<string>();
  const api = messagesApi(messages, (m, to) => samePhone(m.to, to));
  const state = { duplicates: 0 };
  const server = http.createServer(async (req, res) => {
    try {
      if (api(req, res)) return;
      if (req.method !== 'POST' || new URL(req.url ?? '/', 'http://x').pathname !== '/sms') {
        return sendJson(res, 404, { error: 'not found' });
      }
      const body = JSON.parse(await readBody(req)) as Partial<SmsMessage>;
      if (typeof body.to !== 'string' || typeof body.text !== 'string' || !body.to || !body.text) {
        return sendJson(res, 400, { error: 'to and text are required strings' });
      }
      const key = (req.headers['idempotency-key'] as string | undefined) ?? null;
      if (key && seenKeys.has(key)) {
        state.duplicates++;
        return sendJson(res, 200, { ok: true, duplicate: true });
      }
      if (key) seenKeys.add(key);
      const msg: SmsMessage = {
        id: crypto.randomUUID(),
        receivedAt: Date.now(),
        to: body.to,
        text: body.text,
        sender: typeof body.sender === 'string' ? body.sender : '',
        idempotencyKey: key,
      };
      messages.push(msg);
      sendJson(res, 200, { ok: true, id: msg.id });
    } catch (err) {
      sendJson(res, 400, { error: (err as Error).message });
    }
  });
  const port = await listen(server);
  const base = `http://127.0.0.1:${port}`;
  return {
    webhookUrl: `${base}/sms`,
    apiUrl: base,
    messages,
    get duplicates() {
      return state.duplicates;
    },
    close: () => closeHttp(server),
  };
}

export interface MailReceiver {
  /** What SMTP_URL is set to (plain SMTP, no TLS offered, no AUTH required). */
  smtpUrl: string;
  apiUrl: string;
  messages: MailMessage[];
  close(): Promise<void>;
}

export async function startMailReceiver(): Promise<MailReceiver> {
  const messages: MailMessage[] = [];
  const smtp = new SMTPServer({
    // A local loopback receiver: no STARTTLS (nodemailer would try its self-signed cert) and no AUTH.
    disabledCommands: ['STARTTLS', 'AUTH'],
    authOptional: true,
    logger: false,
    closeTimeout: 2000,
    size: 10 * 1024 * 1024,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (c: Buffer) => chunks.push(c));
      stream.on('end', () => {
        try {
          const mail = decodeMail(Buffer.concat(chunks));
          const mailFrom = session.envelope.mailFrom;
          messages.push({
            ...mail,
            id: crypto.randomUUID(),
            receivedAt: Date.now(),
            envelope: {
              from: mailFrom ? mailFrom.address.toLowerCase() : '',
              to: session.envelope.rcptTo.map((r) => r.address.toLowerCase()),
            },
          });
          callback();
        } catch (err) {
          callback(err as Error);
        }
      });
    },
  });
  const smtpPort = await listen(smtp);
  const api = messagesApi(messages, (m, to) => {
    const addr = to.toLowerCase();
    return m.envelope.to.includes(addr) || m.to.includes(addr);
  });
  const httpServer = http.createServer((req, res) => {
    if (!api(req, res)) sendJson(res, 404, { error: 'not found' });
  });
  const apiPort = await listen(httpServer);
  return {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}`,
    apiUrl: `http://127.0.0.1:${apiPort}`,
    messages,
    async close() {
      await closeHttp(httpServer);
      await new Promise<void>((resolve) => smtp.close(() => resolve()));
    },
  };
}
