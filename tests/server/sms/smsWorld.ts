/** Two clinics with clients for the bulk SMS tests, and a local SMS gateway that can fail on demand. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { contacts } from '../../../src/server/db/schema';
import type { TestApp } from '../support/testApp';

export interface SmsGateway {
  url: string;
  received: { to: string; text: string; sender: string }[];
  /** Answer 503 to every SMS while true. */
  failing: boolean;
  close(): Promise<void>;
}

export async function startSmsGateway(): Promise<SmsGateway> {
  const gw = { received: [] as SmsGateway['received'], failing: false };
  const server = http.createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      if (gw.failing) return void res.writeHead(503).end();
      gw.received.push(JSON.parse(body));
      res.writeHead(200).end('{}');
    });
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return Object.assign(gw, {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/sms`,
    close: () => new Promise<void>((r) => server.close(() => r())),
  });
}

export async function addContact(
  t: TestApp,
  centreId: string,
  values: { firstName: string; lastName: string; countryPhone?: string; phone?: string; status?: string },
): Promise<string> {
  const [row] = await t.ctx.db
    .insert(contacts)
    .values({ centreId, countryPhone: '+41', phone: '', ...values })
    .returning({ id: contacts.contactId });
  return row.id;
}
