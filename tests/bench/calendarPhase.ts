/**
 * The calendar part of `npm run bench` for one database (issue 9 §9), with the same-run baseline
 * every figure is compared with: seed (server stopped), raw SQL round trip, then on a fresh
 * server the trivial endpoint (/api/health: req/s under load, sequential p95), the week of 500
 * and month of 2,000 as the calendar loads them, 50 concurrent creates, and Chromium's
 * "next week" / "next month". The recurrence expansion runs in this process (it is shared code).
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { repoRoot, type KuraProcess } from '../e2e/support/kuraProcess';
import type { TokenPair } from '../../src/shared/api/contracts';
import { percentile, runLoad, type LoadFigures } from './load';
import { BUSY_MONTH, BUSY_WEEK, QUIET_MONTH, QUIET_WEEK, seedCalendar, sqlRoundTrip } from './calendarSeed';
import { benchCreates, benchRangeLoad, sequentialLatency, type CreateFigures, type RangeLoadFigures } from './calendar.bench';
import { benchCalendarBrowser, type NavigationFigures } from './calendarBrowser';
import { runRecurrenceBench, type ExpansionFigures } from './recurrence.bench';
import type { SeedTarget } from './contacts.bench';

const THERAPISTS = 10;
const WEEK_APPOINTMENTS = 500;
const MONTH_APPOINTMENTS = 2000;
const RANGE_RUNS = Number(process.env.BENCH_RANGE_RUNS ?? 40);
const CREATE_ROUNDS = Number(process.env.BENCH_CREATE_ROUNDS ?? 5);
const BROWSER_RUNS = Number(process.env.BENCH_BROWSER_RUNS ?? 5);

export interface Baseline {
  /** /api/health under the load settings of the other endpoints. */
  health: LoadFigures;
  /** /api/health one request after another. */
  healthSequentialP50Ms: number;
  healthSequentialP95Ms: number;
  /** `select 1` on the database, from Node, one after another. */
  sqlP50Ms: number;
  sqlP95Ms: number;
}

export interface CalendarResult {
  baseline: Baseline;
  seed: { therapists: number; contacts: number; ms: number };
  week: RangeLoadFigures;
  month: RangeLoadFigures;
  createsDistinct: CreateFigures;
  createsSameSlot: CreateFigures;
  expansion: { varied: ExpansionFigures; dailyWorstCase: ExpansionFigures };
  /** Absent when the browser part was skipped (BENCH_BROWSER=0). */
  browser?: NavigationFigures[];
}

export interface CalendarPhaseDeps {
  target: SeedTarget;
  centreId: string;
  ownerId: string;
  signinBody: string;
  /** Starts the server of this database with `extraEnv` on top of its settings. */
  start(extraEnv: Record<string, string>): Promise<KuraProcess>;
  stop(p: KuraProcess): Promise<void>;
  log(line: string): void;
  durationSec: number;
  connections: number;
}

/**
 * The web client the browser part loads: scripts/ensure.mjs builds it when stale, and the server
 * serves a copy (as the browser tests do), so a rebuild meanwhile cannot pull files away.
 */
function builtClientCopy(): string {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/ensure.mjs').then((m) => m.ensureClientBuild())"], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-bench-client-'));
  fs.cpSync(path.join(repoRoot, 'dist', 'client'), dir, { recursive: true });
  return dir;
}

export async function runCalendarPhase(d: CalendarPhaseDeps): Promise<CalendarResult> {
  d.log(`calendar: seeding ${THERAPISTS} therapists, ${MONTH_APPOINTMENTS} clients, ${WEEK_APPOINTMENTS} + ${MONTH_APPOINTMENTS} appointments…`);
  const seeded = await seedCalendar(d.target, { centreId: d.centreId, ownerId: d.ownerId, therapists: THERAPISTS, contacts: MONTH_APPOINTMENTS, weekAppointments: WEEK_APPOINTMENTS, monthAppointments: MONTH_APPOINTMENTS });
  const sql = await sqlRoundTrip(d.target);
  d.log(`calendar: seeded in ${seeded.ms} ms; select 1 p95 ${percentile(sql, 95).toFixed(2)} ms`);
  const browserOn = process.env.BENCH_BROWSER !== '0';
  const staticDir = browserOn ? builtClientCopy() : undefined;

  const server = await d.start(staticDir ? { STATIC_DIR: staticDir } : {});
  try {
    const signin = await fetch(`${server.url}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: d.signinBody });
    const tokens = (await signin.json()) as TokenPair;
    const token = tokens.signInToken;

    d.log(`calendar: baseline GET /api/health for ${d.durationSec} s…`);
    const health = await runLoad({ url: `${server.url}/api/health`, method: 'GET', durationSec: d.durationSec, connections: d.connections });
    const sequential = await sequentialLatency(`${server.url}/api/health`, 300);
    const baseline: Baseline = {
      health,
      healthSequentialP50Ms: percentile(sequential, 50),
      healthSequentialP95Ms: percentile(sequential, 95),
      sqlP50Ms: percentile(sql, 50),
      sqlP95Ms: percentile(sql, 95),
    };

    d.log(`calendar: loading the week of ${WEEK_APPOINTMENTS} and the month of ${MONTH_APPOINTMENTS}, ${RANGE_RUNS} times each…`);
    const nextSunday = new Date(Date.parse(`${BUSY_WEEK}T00:00:00Z`) + 6 * 86_400_000).toISOString().slice(0, 10);
    const week = await benchRangeLoad(server.url, token, d.centreId, BUSY_WEEK, nextSunday, RANGE_RUNS);
    const month = await benchRangeLoad(server.url, token, d.centreId, BUSY_MONTH.viewFrom, BUSY_MONTH.viewTo, RANGE_RUNS);

    d.log(`calendar: ${CREATE_ROUNDS} rounds of 50 concurrent creates (distinct slots, then one slot)…`);
    const ctx = { base: server.url, token, centreId: d.centreId, therapistIds: seeded.therapistIds, contactIds: seeded.contactIds, serviceIds: seeded.serviceIds };
    const createsDistinct = await benchCreates(ctx, 'distinct', CREATE_ROUNDS, 50, '2027-06-01');
    const createsSameSlot = await benchCreates(ctx, 'sameSlot', CREATE_ROUNDS, 50, '2027-07-01');

    d.log('calendar: expanding 1,000 series over 18 months…');
    const expansion = runRecurrenceBench();

    let browser: NavigationFigures[] | undefined;
    if (browserOn) {
      d.log(`calendar: Chromium, "next" to the week of ${WEEK_APPOINTMENTS} and to the month of ${MONTH_APPOINTMENTS}, ${BROWSER_RUNS} runs each…`);
      const screenshotDir = path.join(repoRoot, 'test-results', 'bench');
      fs.mkdirSync(screenshotDir, { recursive: true });
      browser = await benchCalendarBrowser({ baseUrl: server.url, tokens, runs: BROWSER_RUNS, screenshotDir }, [
        { view: 'week', date: QUIET_WEEK, nextFrom: BUSY_WEEK, expected: WEEK_APPOINTMENTS },
        { view: 'month', date: QUIET_MONTH, nextFrom: BUSY_MONTH.viewFrom, expected: 1 },
      ]);
    }
    return { baseline, seed: { therapists: THERAPISTS, contacts: seeded.contactIds.length, ms: seeded.ms }, week, month, createsDistinct, createsSameSlot, expansion, browser };
  } finally {
    await d.stop(server);
    if (staticDir) fs.rmSync(staticDir, { recursive: true, force: true });
  }
}
