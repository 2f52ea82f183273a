import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { eq } from 'drizzle-orm';
import { outbox } from '../../../src/server/db/schema';
import { enqueueMessage } from '../../../src/server/services/outbox/enqueue';
import { OutboxDispatcher } from '../../../src/server/services/outbox/dispatcher';
import { translate } from '../../../src/server/i18n';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';

const silent = { info() {}, warn() {}, error() {}, debug() {}, trace() {}, fatal() {}, child() { return this; }, level: 'silent' } as never;

interface Receivers {
  mails: string[];
  sms: { to: string; text: string; sender: string }[];
  smsFailuresLeft: number;
  smtpUrl: string;
  smsUrl: string;
  close(): Promise<void>;
}

async function startReceivers(): Promise<Receivers> {
  const r = { mails: [] as string[], sms: [] as Receivers['sms'], smsFailuresLeft: 0 };
  const smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    onData(stream, _session, cb) {
      let raw = '';
      stream.on('data', (c: Buffer) => (raw += c.toString('utf8')));
      stream.on('end', () => {
        r.mails.push(raw);
        cb();
      });
    },
  });
  await new Promise<void>((res) => smtp.listen(0, '127.0.0.1', res));
  const web = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (r.smsFailuresLeft > 0) {
        r.smsFailuresLeft--;
        res.writeHead(503).end();
        return;
      }
      r.sms.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((res) => web.listen(0, '127.0.0.1', res));
  const smtpPort = (smtp.server.address() as AddressInfo).port;
  const webPort = (web.address() as AddressInfo).port;
  return Object.assign(r, {
    smtpUrl: `smtp://127.0.0.1:${smtpPort}?ignoreTLS=true`,
    smsUrl: `http://127.0.0.1:${webPort}/sms`,
    close: async () => {
      await new Promise((res) => smtp.close(() => res(null)));
      await new Promise((res) => web.close(() => res(null)));
    },
  });
}

describe.each(DB_KINDS)('outbox on %s', (kind) => {
  let t: TestApp;
  let rx: Receivers;
  let dispatcher: OutboxDispatcher;
  beforeAll(async () => {
    t = await createTestApp(kind);
    rx = await startReceivers();
    dispatcher = new OutboxDispatcher(t.ctx.db, { smtpUrl: rx.smtpUrl, mailFrom: 'Kura <no-reply@kura.test>', smsWebhookUrl: rx.smsUrl, smsSender: 'Kura' }, silent);
  });
  afterAll(async () => {
    await dispatcher.stop();
    await rx.close();
    await t.close();
  });

  it('sends e-mail over SMTP and SMS to the webhook, in the recipient language', async () => {
    const vars = { code: '123456', link: 'http://x/reset' };
    await enqueueMessage(t.ctx.db, { channel: 'email', recipient: 'anna@example.ch', template: 'emailActivationCode', vars, language: 'en' });
    await enqueueMessage(t.ctx.db, { channel: 'sms', recipient: '+41791234567', template: 'activationCode', vars, language: 'it' });
    await dispatcher.kick();
    expect(rx.mails).toHaveLength(1);
    expect(rx.mails[0]).toContain('To: anna@example.ch');
    expect(rx.mails[0]).toContain(`Subject: ${translate('en', 'messages.emailActivationCode.subject', vars)}`);
    expect(rx.mails[0]).toContain('123456');
    const itText = translate('it', 'messages.activationCode.sms', vars);
    expect(itText).not.toBe(translate('de', 'messages.activationCode.sms', vars));
    expect(rx.sms).toEqual([{ to: '+41791234567', text: itText, sender: 'Kura' }]);
    const rows = await t.ctx.db.select().from(outbox);
    expect(rows.map((r) => r.status).sort()).toEqual(['sent', 'sent']);
  });

  it('retries a failing SMS with back-off and delivers it once', async () => {
    rx.sms.length = 0;
    rx.smsFailuresLeft = 1;
    const id = await enqueueMessage(t.ctx.db, { channel: 'sms', recipient: '+41790000000', template: 'activationCode', vars: { code: '654321' }, language: 'de' });
    await dispatcher.kick();
    let [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row.status).toBe('pending');
    expect(row.attempts).toBe(1);
    expect(row.lastError).toContain('503');
    expect(row.nextAttemptAt.getTime()).toBeGreaterThan(Date.now());
    await t.ctx.db.update(outbox).set({ nextAttemptAt: new Date(Date.now() - 1000) }).where(eq(outbox.id, id));
    await dispatcher.kick();
    [row] = await t.ctx.db.select().from(outbox).where(eq(outbox.id, id));
    expect(row.status).toBe('sent');
    expect(rx.sms).toEqual([{ to: '+41790000000', text: translate('de', 'messages.activationCode.sms', { code: '654321' }), sender: 'Kura' }]);
    expect(rx.sms[0].text).toContain('654321');
  });

  it('sends nothing for a transaction that rolled back', async () => {
    rx.sms.length = 0;
    await expect(
      t.ctx.db.transaction(async (tx) => {
        await enqueueMessage(tx, { channel: 'sms', recipient: '+41791111111', template: 'activationCode', vars: { code: '111111' }, language: 'de' });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    await dispatcher.kick();
    expect(rx.sms).toEqual([]);
    expect(await t.ctx.db.select().from(outbox).where(eq(outbox.recipient, '+41791111111'))).toEqual([]);
  });
});
