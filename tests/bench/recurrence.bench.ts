/**
 * Recurrence benchmark: expands 1,000 varied series over the 18-month horizon (target ≤ 1 s,
 * issue 9) and, as a worst case, 1,000 ENDLESS daily series. The first run is cold (zone offsets
 * not cached yet); the warm figure is the median of five more. Part of `npm run bench`
 * (runRecurrenceBench); also runs alone: npx tsx tests/bench/recurrence.bench.ts
 */
import { pathToFileURL } from 'node:url';
import { expandSeries, horizonDate, type Repetition, type SeriesStart, type WeekDay } from '../../src/shared/recurrence';

const TODAY = '2026-11-21';
const SERIES = 1000;
/** Issue 9 §9: 1,000 series over 18 months in at most a second. */
export const RECURRENCE_TARGET_MS = 1000;
const until = horizonDate(TODAY);

/** A small seeded generator, so every run expands the same series. */
function random(seed: number) {
  let s = seed;
  return (n: number) => {
    s = (s * 1_103_515_245 + 12_345) % 2_147_483_648;
    return s % n;
  };
}

type Series = { start: SeriesStart; repetition: Repetition };

function variedSeries(): Series[] {
  const pick = random(42);
  const zones = ['Europe/Zurich', 'Europe/Zurich', 'Europe/Zurich', 'Europe/Berlin', 'America/New_York'];
  return Array.from({ length: SERIES }, (_, i) => {
    const minute = 7 * 60 + pick(24) * 30;
    const length = [30, 45, 60, 90][pick(4)];
    const hhmm = (m: number) => `${String(Math.floor(m / 60) % 24).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
    const start: SeriesStart = {
      date: `2026-${pick(2) ? 11 : 12}-${String(1 + pick(28)).padStart(2, '0')}`,
      startTime: hhmm(minute),
      endTime: hhmm(minute + length),
      timeZone: zones[pick(zones.length)],
    };
    const frequency = (['WEEKLY', 'WEEKLY', 'WEEKLY', 'DAILY', 'MONTHLY'] as const)[i % 5];
    const end = (['ENDLESS', 'ENDLESS', 'EXACT_DATE', 'OCCURRENCES'] as const)[pick(4)];
    const repetition: Repetition = { frequency, interval: 1 + pick(frequency === 'DAILY' ? 3 : 4), end };
    if (frequency === 'WEEKLY') repetition.weekDays = [...new Set([1 + pick(5), 1 + pick(5)])] as WeekDay[];
    if (end === 'EXACT_DATE') repetition.endDate = `2028-0${1 + pick(9)}-15`;
    if (end === 'OCCURRENCES') repetition.occurrences = 10 + pick(200);
    return { start, repetition };
  });
}

function dailySeries(): Series[] {
  const daily: Repetition = { frequency: 'DAILY', interval: 1, end: 'ENDLESS' };
  return Array.from({ length: SERIES }, (_, i) => ({ start: { date: '2026-11-23', startTime: `${String(7 + (i % 12)).padStart(2, '0')}:00`, endTime: '20:00' }, repetition: daily }));
}

function run(series: Series[]): { ms: number; occurrences: number } {
  const t0 = performance.now();
  let occurrences = 0;
  for (const s of series) occurrences += expandSeries(s.start, s.repetition, { until }).length;
  return { ms: performance.now() - t0, occurrences };
}

export interface ExpansionFigures {
  series: number;
  occurrences: number;
  until: string;
  coldMs: number;
  /** Median of five warm runs. */
  warmMs: number;
}

function measure(series: Series[]): ExpansionFigures {
  const cold = run(series);
  const warm = Array.from({ length: 5 }, () => run(series).ms).sort((a, b) => a - b)[2];
  return { series: series.length, occurrences: cold.occurrences, until, coldMs: cold.ms, warmMs: warm };
}

/** Both cases, in this process (the expansion is the server's code, not a request). */
export function runRecurrenceBench(): { varied: ExpansionFigures; dailyWorstCase: ExpansionFigures } {
  return { varied: measure(variedSeries()), dailyWorstCase: measure(dailySeries()) };
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const r = runRecurrenceBench();
  for (const [name, f] of [['varied', r.varied], ['daily (worst case)', r.dailyWorstCase]] as const) {
    console.log(`${name}: ${f.series} series → ${f.occurrences} occurrences through ${f.until}; cold ${f.coldMs.toFixed(0)} ms, warm ${f.warmMs.toFixed(0)} ms (${((f.warmMs * 1000) / f.occurrences).toFixed(2)} µs per occurrence)`);
  }
}
