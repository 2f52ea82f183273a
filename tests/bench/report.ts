/**
 * The tables `npm run bench` prints (tests/bench/run.ts): load, start-up, contact import, and the
 * calendar figures beside the same run's baseline with their ratio to it and the issue's targets.
 */
import type { ImportBenchFigures } from './contactImport.bench';
import type { LoadFigures } from './load';
import type { CalendarResult } from './calendarPhase';
import { SLOT_TARGETS, type SlotsResult } from './slotsPhase';
import { RECURRENCE_TARGET_MS } from './recurrence.bench';
import { NAVIGATION_TARGET_MS } from './calendarBrowser';

export type Target = 'pglite' | 'postgres';

export interface TargetResult {
  target: Target;
  firstStartMs?: number;
  coldStartMs?: number[];
  coldStartMedianMs?: number;
  endpoints: Record<string, LoadFigures>;
  contactImport?: ImportBenchFigures;
  /** Contacts in the centre while the list scenarios ran. */
  listContacts?: number;
  calendar?: CalendarResult;
  slots?: SlotsResult;
}

export interface Settings {
  connections: number;
  durationSec: number;
  coldStarts: number;
}

function printRows(rows: string[][], rightAligned: number[]) {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  for (const [i, r] of rows.entries()) {
    process.stdout.write(`${r.map((c, j) => (rightAligned.includes(j) ? c.padStart(widths[j]) : c.padEnd(widths[j]))).join('  ')}\n`);
    if (i === 0) process.stdout.write(`${widths.map((w) => '-'.repeat(w)).join('  ')}\n`);
  }
}

export function printTables(results: TargetResult[], settings: Settings) {
  const load: string[][] = [['target', 'endpoint', 'req/s', 'p50 ms', 'p95 ms', 'p99 ms', 'errors/requests']];
  const starts: string[][] = [['target', `cold start to first answer (median of ${settings.coldStarts})`, 'runs ms', 'first start, empty database']];
  for (const r of results) {
    const endpoints = { ...r.endpoints, ...(r.calendar ? { 'baseline: GET /api/health': r.calendar.baseline.health } : {}) };
    for (const [name, f] of Object.entries(endpoints)) {
      const non2xx = Object.entries(f.statusCounts).filter(([s]) => !s.startsWith('2')).map(([s, n]) => `${s}×${n}`);
      load.push([r.target, name, f.reqPerSec.toFixed(1), f.p50Ms.toFixed(1), f.p95Ms.toFixed(1), f.p99Ms.toFixed(1), `${f.errors}/${f.total}${non2xx.length ? ` (${non2xx.join(', ')})` : ''}`]);
    }
    if (r.coldStartMs && r.coldStartMedianMs !== undefined && r.firstStartMs !== undefined) {
      starts.push([r.target, `${Math.round(r.coldStartMedianMs)} ms`, r.coldStartMs.map((m) => Math.round(m)).join(', '), `${Math.round(r.firstStartMs)} ms`]);
    }
  }
  process.stdout.write(`\nLoad: ${settings.connections} connections, ${settings.durationSec} s per endpoint\n`);
  printRows(load, [2, 3, 4, 5]);
  // Issue 3 §6 targets: contact list p95 ≤ 50 ms on PostgreSQL and ≤ 100 ms on PGlite.
  for (const r of results) {
    const limit = r.target === 'postgres' ? 50 : 100;
    for (const [name, f] of Object.entries(r.endpoints)) {
      // The issue sets the target for the list pages; search is measured and shown without one.
      if (!name.startsWith('contacts:') || name.includes('search')) continue;
      process.stdout.write(`target ${r.target} ${name}: p95 ${f.p95Ms.toFixed(1)} ms ${f.p95Ms <= limit ? '≤' : '>'} ${limit} ms ${f.p95Ms <= limit ? 'met' : 'MISSED'}\n`);
    }
  }
  if (starts.length > 1) {
    process.stdout.write('\nStart-up: spawn to the first 200 of /api/health\n');
    printRows(starts, [1]);
  }
  const imports: string[][] = [['target', 'rows', 'XLSX create ms', 'XLSX update ms', 'CSV create ms', 'target ms']];
  for (const r of results) {
    const f = r.contactImport;
    if (f) imports.push([r.target, String(f.rows), f.xlsxCreateMs.toFixed(0), f.xlsxUpdateMs.toFixed(0), f.csvCreateMs.toFixed(0), r.target === 'postgres' ? '3000' : '5000']);
  }
  for (const r of results) if (r.listContacts) process.stdout.write(`(${r.target}: the contact scenarios ran with ${r.listContacts.toLocaleString('en')} contacts in the centre)\n`);
  if (imports.length > 1) {
    process.stdout.write('\nContact import end to end (upload to answer)\n');
    printRows(imports, [1, 2, 3, 4, 5]);
  }
  for (const r of results) if (r.calendar) printCalendar(r.target, r.calendar);
  for (const r of results) if (r.slots) printSlots(r.target, r.slots);
}

export interface CalendarRow {
  figure: string;
  value: string;
  /** The figure divided by the baseline it is compared with. */
  ratio: string;
  target: string;
  verdict: '' | 'met' | 'MISSED';
}

const ms = (x: number) => `${x.toFixed(x < 10 ? 2 : 1)} ms`;
const times = (x: number, of: number) => `${(x / of).toFixed(1)}×`;
const verdict = (ok: boolean): 'met' | 'MISSED' => (ok ? 'met' : 'MISSED');

/** The calendar figures as rows: value, ratio to the same run's baseline, the issue's target. */
export function calendarRows(c: CalendarResult): CalendarRow[] {
  const b = c.baseline;
  const req = b.healthSequentialP95Ms;
  const rows: CalendarRow[] = [];
  for (const [name, f] of [['week', c.week], ['month', c.month]] as const) {
    const names = `${f.named}/${f.withClient} named`;
    rows.push({ figure: `${name} of ${f.appointments} (${f.from}..${f.to}): appointment pages p95`, value: ms(f.appointmentsP95Ms), ratio: `${times(f.appointmentsP95Ms, req)} request`, target: '', verdict: '' });
    rows.push({ figure: `${name}: all the range's calls p95 (${f.requestsPerLoad} requests, ${names})`, value: ms(f.rangeP95Ms), ratio: `${times(f.rangeP95Ms, req)} request`, target: `every name`, verdict: verdict(f.named === f.withClient) });
  }
  for (const [name, e] of [['1,000 varied series', c.expansion.varied], ['1,000 daily ENDLESS series', c.expansion.dailyWorstCase]] as const) {
    rows.push({ figure: `expansion over 18 months, ${name} (${e.occurrences} occurrences), cold`, value: ms(e.coldMs), ratio: `${times(e.coldMs, b.sqlP95Ms)} SQL`, target: `≤ ${RECURRENCE_TARGET_MS} ms`, verdict: verdict(e.coldMs <= RECURRENCE_TARGET_MS) });
  }
  const d = c.createsDistinct;
  rows.push({ figure: `${d.perRound} concurrent creates, distinct slots (${d.rounds} rounds): throughput`, value: `${d.throughputPerSec.toFixed(1)}/s`, ratio: `${(d.throughputPerSec / b.health.reqPerSec).toFixed(3)}× health req/s`, target: '', verdict: '' });
  rows.push({ figure: `  … p95 of one create`, value: ms(d.p95Ms), ratio: `${times(d.p95Ms, req)} request`, target: `all 201`, verdict: verdict((d.statusCounts['201'] ?? 0) === d.rounds * d.perRound) });
  const s = c.createsSameSlot;
  const won = s.statusCounts['201'] ?? 0;
  const refused = s.statusCounts['409 appointmentOverlap'] ?? 0;
  rows.push({ figure: `${s.perRound} concurrent creates, one slot (${s.rounds} rounds): ${Object.entries(s.statusCounts).map(([k, n]) => `${k}×${n}`).join(', ')}`, value: ms(s.p95Ms), ratio: `${times(s.p95Ms, req)} request`, target: `1×201 + ${s.perRound - 1}×409 a round`, verdict: verdict(won === s.rounds && refused === s.rounds * (s.perRound - 1)) });
  for (const n of c.browser ?? []) {
    const target = n.view === 'week' ? `≤ ${NAVIGATION_TARGET_MS} ms` : '';
    rows.push({
      figure: `Chromium: "next" to the ${n.view} until painted, p95 of ${n.runs.length} (median ${ms(n.medianMs)}; main-thread CPU median ${ms(n.cpuMedianMs)}; ${n.elements} appointments, ${n.named} named)`,
      value: ms(n.p95Ms),
      ratio: `${times(n.p95Ms, req)} request`,
      target,
      verdict: n.view === 'week' ? verdict(n.p95Ms <= NAVIGATION_TARGET_MS && n.named === n.elements) : '',
    });
  }
  return rows;
}

function printCalendar(target: Target, c: CalendarResult) {
  const b = c.baseline;
  process.stdout.write(`\nCalendar on ${target} (${c.seed.therapists} therapists, ${c.seed.contacts} clients; seeded in ${c.seed.ms} ms)\n`);
  process.stdout.write(
    `baseline: GET /api/health ${b.health.reqPerSec.toFixed(0)} req/s (p95 ${ms(b.health.p95Ms)} under load; one at a time p50 ${ms(b.healthSequentialP50Ms)}, p95 ${ms(b.healthSequentialP95Ms)}); select 1 p50 ${ms(b.sqlP50Ms)}, p95 ${ms(b.sqlP95Ms)}\n`,
  );
  process.stdout.write('("× request": the figure divided by one /api/health round trip (p95, one at a time); "× SQL": by one select 1 round trip (p95))\n');
  printRows([['figure', 'value', 'vs baseline', 'target', ''], ...calendarRows(c).map((r) => [r.figure, r.value, r.ratio, r.target, r.verdict])], [1, 2]);
}

/** The online-booking figures as rows, each beside one /api/health round trip of the same run. */
export function slotRows(s: SlotsResult): CalendarRow[] {
  const req = s.healthSequentialP95Ms;
  const l = s.oneLoad;
  return [
    { figure: `slots of a month, one therapist with ${s.heavyAppointments.toLocaleString('en')} appointments (${s.one.slots} slots): p95`, value: ms(s.one.p95Ms), ratio: `${times(s.one.p95Ms, req)} request`, target: `≤ ${SLOT_TARGETS.oneMs} ms`, verdict: verdict(s.one.p95Ms <= SLOT_TARGETS.oneMs) },
    { figure: `  … p50`, value: ms(s.one.p50Ms), ratio: `${times(s.one.p50Ms, req)} request`, target: '', verdict: '' },
    { figure: `slots of a month, any of 10 therapists (${s.any.slots} slots): p95`, value: ms(s.any.p95Ms), ratio: `${times(s.any.p95Ms, req)} request`, target: `≤ ${SLOT_TARGETS.anyMs} ms`, verdict: verdict(s.any.p95Ms <= SLOT_TARGETS.anyMs) },
    { figure: `  … p50`, value: ms(s.any.p50Ms), ratio: `${times(s.any.p50Ms, req)} request`, target: '', verdict: '' },
    { figure: `one therapist's month at ${s.connections} connections: req/s (p95 ${ms(l.p95Ms)}, errors ${l.errors}/${l.total})`, value: `${l.reqPerSec.toFixed(1)}/s`, ratio: '', target: '', verdict: '' },
    { figure: `any of 10 therapists' month at ${s.connections} connections: req/s (p95 ${ms(s.anyLoad.p95Ms)}, errors ${s.anyLoad.errors}/${s.anyLoad.total})`, value: `${s.anyLoad.reqPerSec.toFixed(1)}/s`, ratio: '', target: '', verdict: '' },
  ];
}

function printSlots(target: Target, s: SlotsResult) {
  process.stdout.write(`\nOnline booking slots on ${target} (${s.from}..${s.to}; ${s.heavyAppointments} + ${s.otherAppointments} appointments; seeded in ${s.seedMs} ms)\n`);
  process.stdout.write(`baseline: GET /api/health one at a time p95 ${ms(s.healthSequentialP95Ms)} ("× request": the figure divided by it)\n`);
  printRows([['figure', 'value', 'vs baseline', 'target', ''], ...slotRows(s).map((r) => [r.figure, r.value, r.ratio, r.target, r.verdict])], [1, 2]);
}
