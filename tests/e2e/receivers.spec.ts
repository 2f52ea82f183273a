/**
 * The local receivers read back exactly what the app's transports send: nodemailer with the
 * same SMTP_URL the servers get (plain local SMTP), and the SMS webhook contract.
 */
import crypto from 'node:crypto';
import nodemailer from 'nodemailer';
import { test, expect } from './support/test';
import { linksIn, waitForMail, waitForSms } from './support/inbox';

const smtpUrl = () => process.env.KURA_E2E_SMTP_URL!;
const smsWebhook = () => process.env.KURA_E2E_SMS_WEBHOOK!;
const unique = () => crypto.randomBytes(4).toString('hex');

const umlautText =
  'Grüezi Frau Müller\n\nSie wurden in die Praxis «Physio Zürich – Seefeld» eingeladen. Öffnen Sie diesen Link, um Ihr Konto zu erstellen: ' +
  'https://kura.example.ch/users/accept-invitation?id=0b7e2a4c-1f00-4b0e-9d52-5e6f7a8b9c0d&email=anna.mueller%40example.ch\n\n' +
  'Freundliche Grüsse, Ihr Kura-Team – façade, naïve, 日本語, emoji 🩺';

for (const textEncoding of ['quoted-printable', 'base64'] as const) {
  test(`an UTF-8 mail sent by nodemailer (${textEncoding}) is decoded intact`, async () => {
    const to = `anna.${unique()}@example.ch`;
    const since = Date.now();
    const transport = nodemailer.createTransport(smtpUrl());
    await transport.sendMail({
      from: 'Kura <no-reply@kura.local>',
      to: `"Müller, Anna" <${to}>`,
      subject: 'Einladung zur Praxis «Physio Zürich» – bitte bestätigen Sie Ihre Teilnahme als Therapeutin',
      text: umlautText,
      textEncoding,
    });
    transport.close();
    const mail = await waitForMail(to, { since });
    expect(mail.envelope.to).toEqual([to]);
    expect(mail.to).toEqual([to]);
    expect(mail.subject).toBe('Einladung zur Praxis «Physio Zürich» – bitte bestätigen Sie Ihre Teilnahme als Therapeutin');
    expect(mail.text.trim()).toBe(umlautText);
    expect(linksIn(mail.text)).toEqual([
      'https://kura.example.ch/users/accept-invitation?id=0b7e2a4c-1f00-4b0e-9d52-5e6f7a8b9c0d&email=anna.mueller%40example.ch',
    ]);
    expect(mail.html).toBeNull();
  });
}

test('a multipart mail yields both its text and its html part', async () => {
  const to = `multi.${unique()}@example.ch`;
  const transport = nodemailer.createTransport(smtpUrl());
  await transport.sendMail({ from: 'a@kura.local', to, subject: 'Bestätigung', text: 'Nur Text: Grüsse', html: '<p>Grüsse</p>' });
  transport.close();
  const mail = await waitForMail(to);
  expect(mail.text.trim()).toBe('Nur Text: Grüsse');
  expect(mail.html).toContain('<p>Grüsse</p>');
});

test('waitForMail only returns mail for the asked address', async () => {
  const to = `nobody.${unique()}@example.ch`;
  await expect(waitForMail(to, { timeoutMs: 800 })).rejects.toThrow(`No e-mail for ${to}`);
});

test('the SMS webhook stores {to, text, sender} once per idempotency key', async () => {
  const phone = `+4179${crypto.randomInt(1_000_000, 9_999_999)}`;
  const post = (body: unknown, key?: string) =>
    fetch(smsWebhook(), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(key ? { 'idempotency-key': key } : {}) },
      body: JSON.stringify(body),
    });
  const key = crypto.randomUUID();
  expect((await post({ to: phone, text: 'Ihr Code: 482913', sender: 'Kura' }, key)).status).toBe(200);
  expect((await post({ to: phone, text: 'Ihr Code: 482913', sender: 'Kura' }, key)).status).toBe(200);
  expect((await post({ to: phone }, crypto.randomUUID())).status).toBe(400);

  // Found under the national form of the number too.
  const sms = await waitForSms(`0${phone.slice(3)}`);
  expect(sms).toMatchObject({ to: phone, text: 'Ihr Code: 482913', sender: 'Kura', idempotencyKey: key });
  const all = await (await fetch(`${process.env.KURA_E2E_SMS_API}/messages?to=${encodeURIComponent(phone)}`)).json();
  expect(all).toHaveLength(1);
});
