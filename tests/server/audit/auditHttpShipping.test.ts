/**
 * H2 shipping to an HTTP collector (a SIEM's input), played by a local server: batches arrive as
 * JSON with the bearer token, a failed POST is retried and the position moves only after a 2xx,
 * and a collector that stays down loses nothing: the next pass ships from the same place.
 */
import crypto from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { auditShipping } from '../../../src/server/db/schema';
import { HttpCollectorTarget } from '../../../src/server/services/audit/shipping/httpTarget';
import { AuditShipper } from '../../../src/server/services/audit/shipping/auditShipper';
import type { ShippedEvent } from '../../../src/server/services/audit/shipping/shippedEvent';
import { recordMetric } from '../../support/metrics';
import { createTestApp, DB_KINDS, type TestApp } from '../support/testApp';
import { appendEvents, recordingLog, storedEvents } from './shippingSupport';

interface Received {
  auth?: string;
  key?: string;
  events: ShippedEvent[];
}

describe.each(DB_KINDS)('audit shipping to an HTTP collector on %s', (kind) => {
  let t: TestApp;
  let server: http.Server;
  let url: string;
  /** Status codes the collector answers with next; 200 once they are used up. */
  let answers: number[] = [];
  const accepted: Received[] = [];
  let requests = 0;
  const token = crypto.randomBytes(16).toString('hex');
  const shipper = () =>
    new AuditShipper(t.ctx.db, [new HttpCollectorTarget(url, token, { attempts: 3, baseDelayMs: 5, timeoutMs: 5000 })], recordingLog() as never, { batch: 5 });
  const position = async () => (await t.ctx.db.select().from(auditShipping).where(eq(auditShipping.target, 'http')))[0]?.lastEventId ?? 0;

  beforeAll(async () => {
    t = await createTestApp(kind);
    server = http.createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => (body += chunk));
      req.on('end', () => {
        requests++;
        const status = answers.shift() ?? 200;
        if (status === 200) {
          accepted.push({ auth: req.headers.authorization, key: req.headers['idempotency-key'] as string, events: JSON.parse(body).events });
        }
        res.writeHead(status, { 'content-type': 'application/json' }).end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/audit`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  it('retries a failed POST and ships every event once, in order, with the bearer token', async () => {
    await appendEvents(t.ctx.db, crypto.randomUUID(), 7);
    answers = [503];
    const [report] = (await shipper().kick())!;
    const stored = await storedEvents(t.ctx.db);
    expect(report).toMatchObject({ target: 'http', shipped: stored.length, position: stored.at(-1)!.id });
    expect(requests).toBe(accepted.length + 1);
    expect(accepted.flatMap((r) => r.events)).toEqual(stored);
    expect(accepted.every((r) => r.auth === `Bearer ${token}`)).toBe(true);
    expect(accepted[0].key).toBe(`kura-audit-${stored[0].id}-${stored[Math.min(4, stored.length - 1)].id}`);
    expect(await position()).toBe(stored.at(-1)!.id);
    recordMetric({ id: 'H2', figure: 'HTTP collector: events shipped after one failed POST (retried)', value: `${accepted.flatMap((r) => r.events).length} of ${stored.length}`, threshold: 'all, once', pass: report.shipped === stored.length, db: kind });
  });

  it('keeps its position while the collector stays down and ships from there when it is back', async () => {
    const before = await position();
    const received = accepted.length;
    await appendEvents(t.ctx.db, null, 3);
    answers = [500, 500, 500];
    const [down] = (await shipper().kick())!;
    expect(down.error).toMatch(/HTTP 500/);
    expect(down.shipped).toBe(0);
    expect(await position()).toBe(before);
    expect(accepted).toHaveLength(received);

    const [back] = (await shipper().kick())!;
    expect(back.shipped).toBe(3);
    expect(accepted.flatMap((r) => r.events)).toEqual(await storedEvents(t.ctx.db));
  });
});
