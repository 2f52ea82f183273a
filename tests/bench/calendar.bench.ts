/**
 * Calendar benchmark over HTTP (issue 9 §5, §9), against a running server holding the data of
 * calendarSeed.ts:
 * - a range as the calendar loads it: the appointment pages with their client names
 *   (src/client/api/calendarPaths.ts, the same calls as fetchRange: first page, then the rest in
 *   parallel) beside the schedule and busy time of the range; timed one load after another;
 * - 50 concurrent creates: distinct slots (throughput, p95) and one slot (1 × 201 + 49 × 409).
 */
import { busyPath, PAGE_SIZE, rangePath, schedulePath, totalOf } from '../../src/client/api/calendarPaths';
import { percentile } from './load';

export interface RangeLoadFigures {
  from: string;
  to: string;
  runs: number;
  appointments: number;
  /** Appointment pages only (what fetchRange does). */
  appointmentsP50Ms: number;
  appointmentsP95Ms: number;
  /** Everything the grid needs for the range, in the client's order. */
  rangeP50Ms: number;
  rangeP95Ms: number;
  /** Appointments with a client whose name the list answer carried. */
  named: number;
  withClient: number;
  requestsPerLoad: number;
}

interface Row {
  appointment_id: string;
  contact_fk?: string | null;
  contactName?: { firstName: string; lastName: string } | null;
}

const auth = (token: string) => ({ authorization: `Bearer ${token}` });

async function getJson<T>(url: string, token: string): Promise<{ body: T; res: Response }> {
  const res = await fetch(url, { headers: auth(token) });
  const text = await res.text();
  if (!res.ok) throw new Error(`GET ${url.slice(0, 160)} answered ${res.status}: ${text.slice(0, 300)}`);
  return { body: JSON.parse(text) as T, res };
}

/** fetchRange of the client, outside the browser. */
async function appointmentPages(base: string, token: string, centreId: string, from: string, to: string): Promise<{ rows: Row[]; requests: number }> {
  const first = await getJson<Row[]>(`${base}${rangePath(centreId, from, to)}`, token);
  const pages = Math.ceil(totalOf(first.res.headers.get('content-range'), first.body.length) / PAGE_SIZE);
  const rest = await Promise.all(Array.from({ length: Math.max(0, pages - 1) }, (_, i) => getJson<Row[]>(`${base}${rangePath(centreId, from, to, i + 1)}`, token)));
  return { rows: first.body.concat(...rest.map((r) => r.body)), requests: pages };
}

/** One load of a range: the appointment pages (names included) beside the schedule and the busy time. */
async function loadRange(base: string, token: string, centreId: string, from: string, to: string) {
  const t0 = performance.now();
  let appointmentsMs = 0;
  const [pages] = await Promise.all([
    appointmentPages(base, token, centreId, from, to).then((r) => {
      appointmentsMs = performance.now() - t0;
      return r;
    }),
    getJson(`${base}${schedulePath(centreId, from, to)}`, token),
    getJson(`${base}${busyPath(centreId, from, to)}`, token),
  ]);
  const withClient = pages.rows.filter((r) => r.contact_fk);
  const named = withClient.filter((r) => r.contactName && `${r.contactName.lastName}${r.contactName.firstName}`.length > 0).length;
  return { appointmentsMs, rangeMs: performance.now() - t0, count: pages.rows.length, withClient: withClient.length, named, requests: pages.requests + 2 };
}

export async function benchRangeLoad(base: string, token: string, centreId: string, from: string, to: string, runs: number): Promise<RangeLoadFigures> {
  await loadRange(base, token, centreId, from, to); // warm-up: compiled queries, caches
  const appointments: number[] = [];
  const range: number[] = [];
  let last = await loadRange(base, token, centreId, from, to);
  for (let i = 0; i < runs; i++) {
    if (i > 0) last = await loadRange(base, token, centreId, from, to);
    appointments.push(last.appointmentsMs);
    range.push(last.rangeMs);
  }
  return {
    from,
    to,
    runs,
    appointments: last.count,
    appointmentsP50Ms: percentile(appointments, 50),
    appointmentsP95Ms: percentile(appointments, 95),
    rangeP50Ms: percentile(range, 50),
    rangeP95Ms: percentile(range, 95),
    named: last.named,
    withClient: last.withClient,
    requestsPerLoad: last.requests,
  };
}

export interface CreateFigures {
  rounds: number;
  perRound: number;
  /** Creates per second over a round (50 / time to the last answer), median of the rounds. */
  throughputPerSec: number;
  p50Ms: number;
  p95Ms: number;
  statusCounts: Record<string, number>;
}

export interface CreateContext {
  base: string;
  token: string;
  centreId: string;
  therapistIds: string[];
  contactIds: string[];
  serviceIds: string[];
}

async function createRound(ctx: CreateContext, bodies: Record<string, unknown>[]) {
  const started = performance.now();
  const answers = await Promise.all(
    bodies.map(async (body) => {
      const t0 = performance.now();
      const res = await fetch(`${ctx.base}/api/appointments`, { method: 'POST', headers: { ...auth(ctx.token), 'content-type': 'application/json' }, body: JSON.stringify(body) });
      const text = await res.text();
      const code = res.status === 409 ? (JSON.parse(text) as { code?: string }).code : undefined;
      return { status: res.status, code, ms: performance.now() - t0 };
    }),
  );
  return { answers, ms: performance.now() - started };
}

/**
 * `rounds` rounds of `perRound` creates sent together. Distinct: every create its own therapist
 * and hour (no clash). Same slot: all for one therapist's 10:00–11:00, so exactly one may win.
 */
export async function benchCreates(ctx: CreateContext, mode: 'distinct' | 'sameSlot', rounds: number, perRound = 50, firstDate = '2027-06-01'): Promise<CreateFigures> {
  const latencies: number[] = [];
  const throughput: number[] = [];
  const statusCounts: Record<string, number> = {};
  for (let round = 0; round < rounds; round++) {
    const date = new Date(Date.parse(`${firstDate}T00:00:00Z`) + round * 86_400_000).toISOString().slice(0, 10);
    const bodies = Array.from({ length: perRound }, (_, i) => {
      const resourceId = mode === 'sameSlot' ? ctx.therapistIds[0] : ctx.therapistIds[i % ctx.therapistIds.length];
      const hour = mode === 'sameSlot' ? 10 : 7 + Math.floor(i / ctx.therapistIds.length);
      if (hour > 22) throw new Error(`${perRound} distinct slots need more therapists`);
      const hh = String(hour).padStart(2, '0');
      return { centre_fk: ctx.centreId, resourceId, date, startTime: `${hh}:00`, endTime: `${hh}:50`, contact_fk: ctx.contactIds[(round * perRound + i) % ctx.contactIds.length], service_fk: ctx.serviceIds[i % ctx.serviceIds.length] };
    });
    const r = await createRound(ctx, bodies);
    throughput.push((perRound * 1000) / r.ms);
    for (const a of r.answers) {
      latencies.push(a.ms);
      const key = a.code ? `${a.status} ${a.code}` : String(a.status);
      statusCounts[key] = (statusCounts[key] ?? 0) + 1;
    }
  }
  return { rounds, perRound, throughputPerSec: percentile(throughput, 50), p50Ms: percentile(latencies, 50), p95Ms: percentile(latencies, 95), statusCounts };
}

/** Sequential round trips of a trivial endpoint: the floor under the timings above. */
export async function sequentialLatency(url: string, count: number): Promise<number[]> {
  for (let i = 0; i < 20; i++) await (await fetch(url)).text();
  const times: number[] = [];
  for (let i = 0; i < count; i++) {
    const t0 = performance.now();
    await (await fetch(url)).text();
    times.push(performance.now() - t0);
  }
  return times;
}
