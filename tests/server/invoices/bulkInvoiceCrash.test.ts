/**
 * @jest-environment node
 *
 * A bulk run survives a kill -9 (issue 11 §2, §7): the real server (the bundle npm start runs) takes a
 * bulk run of 1,000 finished appointments (one client each, so 1,000 invoices) and is killed with
 * SIGKILL while it is creating them. While it is down the run's job reaches the end of its
 * expiry (pg-boss then retries it; here the clock is moved on instead of waiting 15 minutes). A
 * new server finishes the run: every appointment is billed exactly once, by one live invoice, and
 * the numbers are unique and without a gap. PGlite directory and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../src/server/db/client';
import { startKura, type KuraProcess } from '../../e2e/support/kuraProcess';
import { pgliteToDataDir } from '../../support/dbTemplates';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS } from '../support/testApp';
import { connect, subscribe } from '../realtime/support';
import { seedFinishedAppointments } from './support/finishedAppointments';
import { invoiceWorld, type InvoiceWorld } from './world';

const APPOINTMENTS = Number(process.env.BULK_CRASH_APPOINTMENTS ?? 1000);
/** Killed once this many invoices of the run are committed. */
const KILL_AFTER = Math.min(100, Math.floor(APPOINTMENTS / 4));

interface InvoiceWire {
  invoice_id: string;
  number: string;
  status: string;
  appointmentIds: string[];
}

describe.each(DB_KINDS)('a bulk invoice run across a kill -9 of the server on %s', (kind) => {
  let w: InvoiceWorld;
  let dir: string;
  let env: Record<string, string>;
  const servers: KuraProcess[] = [];

  afterAll(async () => {
    for (const s of servers) if (s.proc.exitCode === null && s.proc.signalCode === null) await s.stop('SIGKILL');
    await w?.t.close();
    if (dir) fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    const s = await startKura({ env, readyTimeoutMs: 180_000 });
    servers.push(s);
    return s;
  };
  const api = async (s: KuraProcess, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${s.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${w.ia.owner.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(60_000),
    });
    return { status: res.status, headers: res.headers, json: (await res.json()) as unknown };
  };
  /** All invoices of the clinic, page by page. */
  const invoicesOf = async (s: KuraProcess): Promise<InvoiceWire[]> => {
    const all: InvoiceWire[] = [];
    for (;;) {
      const res = await api(s, 'GET', `/api/invoices/centre/${w.ia.centreId}/getAllFromCentre?range=${encodeURIComponent(JSON.stringify([all.length, all.length + 499]))}`);
      expect(res.status).toBe(200);
      const page = res.json as InvoiceWire[];
      all.push(...page);
      const total = Number(/\/(\d+)$/.exec(res.headers.get('content-range') ?? '')?.[1] ?? 0);
      if (page.length === 0 || all.length >= total) return all;
    }
  };
  const count = async (s: KuraProcess) => Number(/\/(\d+)$/.exec((await api(s, 'GET', `/api/invoices/centre/${w.ia.centreId}/getAllFromCentre?range=[0,0]`)).headers.get('content-range') ?? '')?.[1] ?? 0);
  const until = async (what: string, probe: () => Promise<boolean>, ms: number) => {
    const deadline = Date.now() + ms;
    while (!(await probe())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await new Promise((r) => setTimeout(r, 250));
    }
  };
  /** The clock moves on while the server is down: the run's job, active when its process died, is due for its retry now. */
  const expireRunningJob = async () => {
    const database = kind === 'postgres' ? w.t.database : await openDatabase({ dataDir: dir, migrate: false });
    try {
      const res = (await database.db.execute(sql`update pgboss.job set state = 'retry', start_after = now() where name = 'invoice-bulk' and state = 'active' returning id`)) as unknown as { rows: unknown[] };
      return res.rows.length;
    } finally {
      if (kind === 'pglite') await database.close();
    }
  };

  it(`bills each of ${APPOINTMENTS} appointments once, numbers gap-free`, async () => {
    w = await invoiceWorld(kind);
    const appointmentIds = await seedFinishedAppointments(w, APPOINTMENTS);
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-bulk-crash-'));
    env = { DATA_DIR: dir, JWT_SECRET: w.t.ctx.config.jwtSecret!, JOBS_POLL_SECONDS: '0.5', JOBS_WORKERS: 'true' };
    if (kind === 'postgres') env.DATABASE_URL = w.t.databaseUrl!;
    else {
      // The world, built in memory, becomes the server's data directory.
      await pgliteToDataDir(w.t.database, dir);
    }

    const first = await start();
    // The run's progress as the page hears it (the socket): reading the list would wait for the run on PGlite.
    const socket = await connect(first.url, w.ia.owner.token);
    expect(await subscribe(socket, w.ia.centreId)).toMatchObject({ ok: true });
    let done = 0;
    socket.on('invoice_bulk_progress', (p) => (done = Math.max(done, p.done)));
    if (process.env.DEBUG_CRASH) socket.onAny((name, p) => process.stdout.write(`event ${String(name)} ${JSON.stringify(p).slice(0, 200)}\n`));
    const sent = await api(first, 'POST', '/api/invoices/bulkInvoice', { appointments: appointmentIds });
    expect(sent.status).toBe(202);
    await until(`${KILL_AFTER} invoices`, async () => done >= KILL_AFTER, 300_000).catch((err) => {
      throw new Error(`${(err as Error).message}; server said: ${first.output().slice(-3000)}`);
    });
    first.proc.kill('SIGKILL');
    socket.disconnect();
    expect(await first.exited).toBe('SIGKILL');
    const atKill = await (async () => {
      // Read without a server: the committed invoices at the moment of the kill.
      if (kind === 'postgres') return Number(((await w.t.database.db.execute(sql`select count(*)::int as n from invoices where centre_id = ${w.ia.centreId}`)) as unknown as { rows: { n: number }[] }).rows[0].n);
      const database = await openDatabase({ dataDir: dir, migrate: false });
      try {
        return Number(((await database.db.execute(sql`select count(*)::int as n from invoices where centre_id = ${w.ia.centreId}`)) as unknown as { rows: { n: number }[] }).rows[0].n);
      } finally {
        await database.close();
      }
    })();
    expect(atKill).toBeLessThan(APPOINTMENTS);
    expect(await expireRunningJob()).toBe(1);

    const second = await start();
    await until(`all ${APPOINTMENTS} invoices`, async () => (await count(second)) >= APPOINTMENTS, 900_000);
    const invoices = await invoicesOf(second);
    expect(await second.stop()).toBe(0);

    const billed = invoices.flatMap((i) => i.appointmentIds);
    const numbers = invoices.map((i) => Number(i.number)).sort((a, b) => a - b);
    const gaps = numbers.filter((n, i) => i > 0 && n !== numbers[i - 1] + 1).length;
    process.stdout.write(`[bulk crash ${kind}] ${APPOINTMENTS} appointments; killed at ${atKill} invoices; after restart ${invoices.length} invoices, ${new Set(billed).size} appointments billed (${billed.length} lines), numbers ${numbers[0]}–${numbers.at(-1)} with ${gaps} gaps\n`);
    recordMetric({ id: 'invoicing', figure: `bulk run of ${APPOINTMENTS}, server killed (SIGKILL) at ${atKill}: invoices, appointments billed once, number gaps`, value: `${invoices.length}, ${new Set(billed).size}, ${gaps}`, threshold: `${APPOINTMENTS}, ${APPOINTMENTS}, 0`, pass: invoices.length === APPOINTMENTS && new Set(billed).size === APPOINTMENTS && gaps === 0, db: kind });
    expect(invoices).toHaveLength(APPOINTMENTS);
    expect(billed).toHaveLength(APPOINTMENTS);
    expect(new Set(billed)).toEqual(new Set(appointmentIds));
    expect(new Set(numbers).size).toBe(APPOINTMENTS);
    expect(gaps).toBe(0);
  }, 1_800_000);
});
