/**
 * npm run bench: on PGlite and (when BENCH_DATABASE_URL or TEST_DATABASE_URL is set) on a fresh
 * PostgreSQL database, in phases (BENCH_ONLY=auth,contacts,calendar picks some; default all):
 * - auth: cold start, sign-in and getUserFromToken throughput/latency, the contact import;
 * - contacts: the contact list and search at 100,000 contacts;
 * - calendar: the same-run baseline (trivial endpoint, SQL round trip) and the calendar figures
 *   of issue 9 §9 (tests/bench/calendarPhase.ts);
 * - slots: the public booking API's free slots of a month (issue 10 §7, tests/bench/slotsPhase.ts);
 * - camt: parse a camt.054 of 5,000 payments and match it against 50,000 open invoices, in this
 *   process, once, and the whole import request on PGlite (tests/bench/camt.bench.ts).
 * - invoices: 1,000 invoices with QR-bill PDFs, single PDF and XML p95, driven over HTTP against a
 *   Kura server process on PGlite whose peak RSS is the figure (tests/bench/invoices.bench.ts).
 * Every run is bounded: autocannon stops after BENCH_DURATION seconds per endpoint and a
 * watchdog ends the whole benchmark after BENCH_BUDGET_SEC. Results: tables on stdout and
 * test-results/bench.json.
 */
import { execFile } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, startKura, type KuraProcess } from '../e2e/support/kuraProcess';
import { freshPostgres, type FreshPostgres } from '../support/freshPostgres';
import { startSmsReceiver, type SmsReceiver } from '../e2e/support/receivers';
import { createActivatedAccount } from './account';
import { runLoad } from './load';
import { runImportBench } from './contactImport.bench';
import { runContactBench, seedContacts } from './contacts.bench';
import { runCalendarPhase } from './calendarPhase';
import { runSlotsPhase } from './slotsPhase';
import { camtRows, runCamtBench, type CamtBenchFigures } from './camt.bench';
import { publicBundle, PUBLIC_BUNDLE_TARGET_KB, type PublicBundle } from './publicBundle';
import { calendarRows, printTables, slotRows, type Target, type TargetResult } from './report';
import { invoiceRows, printInvoiceRows, type InvoiceBenchFigures } from './invoices.bench';

/** The invoice bench in a process of its own (its peak RSS is the figure), answering its figures as JSON. */
function runInvoicePhase(): Promise<InvoiceBenchFigures> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--import', 'tsx', path.join(repoRoot, 'tests/bench/invoices.bench.ts'), '--json'], { cwd: repoRoot, maxBuffer: 16 * 2 ** 20 }, (err, stdout) => {
      if (err) return reject(err);
      try {
        resolve(JSON.parse(stdout.trim().split('\n').at(-1) ?? '') as InvoiceBenchFigures);
      } catch (e) {
        reject(e as Error);
      }
    });
    child.stderr?.pipe(process.stderr);
  });
}

const DURATION_SEC = Number(process.env.BENCH_DURATION ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 10);
const COLD_STARTS = 3;
/** Contacts seeded for the list scenarios (the import's rows come on top). */
const LIST_CONTACTS = Number(process.env.BENCH_LIST_CONTACTS ?? 100_000);
const BUDGET_SEC = Number(process.env.BENCH_BUDGET_SEC ?? 1500);
const PHASES = new Set((process.env.BENCH_ONLY ?? 'auth,contacts,calendar,slots,camt,invoices').split(',').map((p) => p.trim()));

const pgBase = process.env.BENCH_DATABASE_URL || process.env.TEST_DATABASE_URL;
const targets: Target[] = pgBase ? ['pglite', 'postgres'] : ['pglite'];

const live = new Set<KuraProcess>();
const median = (xs: number[]) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function start(env: Record<string, string>): Promise<KuraProcess> {
  const p = await startKura({ env, readyTimeoutMs: 90_000 });
  live.add(p);
  return p;
}

async function stop(p: KuraProcess): Promise<void> {
  const code = await p.stop('SIGTERM', 10_000);
  live.delete(p);
  if (code !== 0) throw new Error(`server exited with ${code} on SIGTERM:\n${p.output().slice(-2000)}`);
}

/** Each request looks like a different client behind the trusted proxy (TRUST_PROXY=true). */
function rotatingClientIp() {
  let i = 0;
  return () => {
    i = (i + 1) % 16_000_000;
    return { 'x-forwarded-for': `10.${(i >> 16) & 255}.${(i >> 8) & 255}.${i & 255}` };
  };
}

async function benchTarget(target: Target, sms: SmsReceiver): Promise<TargetResult> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `kura-bench-${target}-`));
  let pgDb: FreshPostgres | null = null;
  try {
    const env: Record<string, string> = {
      DATA_DIR: dataDir,
      SMS_WEBHOOK_URL: sms.webhookUrl,
      TRUST_PROXY: 'true',
      LOG_LEVEL: 'error',
    };
    if (target === 'postgres') {
      pgDb = await freshPostgres({ baseUrl: pgBase!, prefix: 'kura_bench' });
      env.DATABASE_URL = pgDb.url;
    }
    const seedTarget = target === 'postgres' ? { databaseUrl: env.DATABASE_URL } : { dataDir };
    const result: TargetResult = { target, endpoints: {} };
    const endpoints = result.endpoints;
    if (PHASES.has('auth')) {
      log(`${target}: first start (empty database, migrations)…`);
      const first = await start(env);
      result.firstStartMs = first.readyMs;
      await stop(first);
      const coldStartMs: number[] = [];
      for (let i = 0; i < COLD_STARTS; i++) {
        const p = await start(env);
        coldStartMs.push(p.readyMs);
        await stop(p);
      }
      log(`${target}: cold starts ${coldStartMs.map((m) => Math.round(m)).join(', ')} ms`);
      Object.assign(result, { coldStartMs, coldStartMedianMs: median(coldStartMs) });
    }

    const server = await start(env);
    let signinBody = '';
    let centreId = '';
    let ownerId = '';
    try {
      const account = await createActivatedAccount(server.url, sms);
      signinBody = JSON.stringify({ email: account.email, password: account.password });
      const probe = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signinBody });
      if (probe.status !== 200) throw new Error(`sign-in of the bench account answered ${probe.status}: ${await probe.text()}`);
      const me = (await (await fetch(`${server.url}/api/auth/getUserFromToken`, { headers: { authorization: `Bearer ${account.tokens.signInToken}` } })).json()) as { user_id: string; UserSetting: { activeCentre: string } };
      centreId = me.UserSetting.activeCentre;
      ownerId = me.user_id;

      if (PHASES.has('auth')) {
        log(`${target}: POST /api/auth/signin for ${DURATION_SEC} s…`);
        endpoints['POST /api/auth/signin'] = await runLoad({
          url: `${server.url}/api/auth/signin`,
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: signinBody,
          perRequestHeaders: rotatingClientIp(),
          durationSec: DURATION_SEC,
          connections: CONNECTIONS,
        });
        log(`${target}: GET /api/auth/getUserFromToken for ${DURATION_SEC} s…`);
        endpoints['GET /api/auth/getUserFromToken'] = await runLoad({
          url: `${server.url}/api/auth/getUserFromToken`,
          method: 'GET',
          headers: { authorization: `Bearer ${account.tokens.signInToken}` },
          durationSec: DURATION_SEC,
          connections: CONNECTIONS,
        });
        log(`${target}: contact import of 9,999 rows (XLSX create, XLSX update, CSV create)…`);
        result.contactImport = await runImportBench(server.url, account.tokens.signInToken, centreId);
      }
    } finally {
      await stop(server);
    }

    if (PHASES.has('contacts')) {
      // Contact list and search at 100,000 contacts (issue 3 §6). Seeding opens the database itself,
      // so the server is stopped first (PGlite allows one process per data directory).
      log(`${target}: seeding ${LIST_CONTACTS.toLocaleString('en')} contacts…`);
      const seeded = await seedContacts(seedTarget, centreId, LIST_CONTACTS);
      log(`${target}: seeded in ${seeded.ms} ms; contact list scenarios for ${DURATION_SEC} s each…`);
      const listServer = await start(env);
      try {
        const signin = await fetch(`${listServer.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: signinBody });
        const { signInToken } = (await signin.json()) as { signInToken: string };
        const head = await fetch(`${listServer.url}/api/clinics/${centreId}/contacts?range=[0,0]`, { headers: { authorization: `Bearer ${signInToken}` } });
        result.listContacts = Number(head.headers.get('content-range')?.split('/')[1] ?? 0);
        Object.assign(endpoints, await runContactBench(listServer.url, signInToken, { centreId, durationSec: DURATION_SEC, connections: CONNECTIONS }));
      } finally {
        await stop(listServer);
      }
    }

    if (PHASES.has('calendar')) {
      result.calendar = await runCalendarPhase({
        target: seedTarget,
        centreId,
        ownerId,
        signinBody,
        start: (extraEnv) => start({ ...env, ...extraEnv }),
        stop,
        log: (line) => log(`${target}: ${line}`),
        durationSec: DURATION_SEC,
        connections: CONNECTIONS,
      });
    }
    if (PHASES.has('slots')) {
      result.slots = await runSlotsPhase({
        target: seedTarget,
        centreId,
        start: (extraEnv) => start({ ...env, ...extraEnv }),
        stop,
        log: (line) => log(`${target}: ${line}`),
        durationSec: DURATION_SEC,
        connections: CONNECTIONS,
      });
    }
    return result;
  } finally {
    fs.rmSync(dataDir, { recursive: true, force: true });
    await pgDb?.drop();
  }
}

function log(line: string) {
  process.stderr.write(`[bench] ${line}\n`);
}

async function main() {
  const watchdog = setTimeout(() => {
    log(`budget of ${BUDGET_SEC} s exceeded: stopping`);
    for (const p of live) p.proc.kill('SIGKILL');
    process.exit(2);
  }, BUDGET_SEC * 1000);
  watchdog.unref();

  let camt: CamtBenchFigures | null = null;
  if (PHASES.has('camt')) {
    log('camt: parse 5,000 payments, match against 50,000 open invoices (in process)…');
    camt = await runCamtBench();
  }
  let invoices: InvoiceBenchFigures | null = null;
  if (PHASES.has('invoices')) {
    log('invoices: 1,000 invoices with QR-bill PDFs, single PDF and XML p95 (a server process, PGlite)…');
    invoices = await runInvoicePhase();
  }
  const sms = await startSmsReceiver();
  const results: TargetResult[] = [];
  try {
    for (const target of targets) results.push(await benchTarget(target, sms));
  } finally {
    await sms.close();
    for (const p of live) p.proc.kill('SIGKILL');
  }
  printTables(results, { connections: CONNECTIONS, durationSec: DURATION_SEC, coldStarts: COLD_STARTS });
  if (camt) {
    process.stdout.write('\nBank files (camt, in process)\n');
    const rows = camtRows(camt);
    const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
    for (const r of rows) process.stdout.write(`${r.map((c, j) => (j === 1 || j === 2 ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join('  ')}\n`);
  }
  if (invoices) {
    process.stdout.write('\nInvoices (issue 11 §7; a Kura server process, PGlite in it, over HTTP)\n');
    printInvoiceRows(invoiceRows(invoices));
  }
  // The patients' booking page download (issue 10 §7), with the slots figures.
  let bundle: PublicBundle | null = null;
  if (PHASES.has('slots')) {
    bundle = publicBundle();
    const kb = bundle.gzipBytes / 1000;
    process.stdout.write(`\nPublic booking page JavaScript, gzipped: ${kb.toFixed(1)} kB in ${bundle.files.length} files (target ≤ ${PUBLIC_BUNDLE_TARGET_KB} kB) ${kb <= PUBLIC_BUNDLE_TARGET_KB ? 'ok' : 'OVER'}\n`);
  }
  if (!pgBase) process.stdout.write('\n(PostgreSQL skipped: set BENCH_DATABASE_URL or TEST_DATABASE_URL)\n');
  const out = path.join(repoRoot, 'test-results', 'bench.json');
  fs.mkdirSync(path.dirname(out), { recursive: true });
  const cpus = os.cpus();
  const machine = { cpus: cpus.length, cpuModel: cpus[0]?.model ?? '', memoryGb: Math.round(os.totalmem() / 2 ** 30), node: process.version };
  // Each calendar figure is written with its ratio to the same run's baseline and its target, as printed.
  const withRows = results.map((r) => {
    const out = r.calendar ? { ...r, calendar: { ...r.calendar, rows: calendarRows(r.calendar) } } : r;
    return r.slots ? { ...out, slots: { ...r.slots, rows: slotRows(r.slots) } } : out;
  });
  fs.writeFileSync(out, JSON.stringify({ at: new Date().toISOString(), machine, durationSec: DURATION_SEC, connections: CONNECTIONS, phases: [...PHASES], results: withRows, publicBundle: bundle, ...(camt ? { camt: { ...camt, rows: camtRows(camt) } } : {}), ...(invoices ? { invoices: { ...invoices, rows: invoiceRows(invoices) } } : {}) }, null, 2));
  process.stdout.write(`\nWritten to ${path.relative(process.cwd(), out)}\n`);
}

main().then(
  () => process.exit(0),
  (err) => {
    process.stderr.write(`bench failed: ${(err as Error).stack ?? err}\n`);
    for (const p of live) p.proc.kill('SIGKILL');
    process.exit(1);
  },
);
