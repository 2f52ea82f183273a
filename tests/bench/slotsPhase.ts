/**
 * The online-booking part of `npm run bench` (BENCH_ONLY=slots; issue 10 §7): the free slots of a
 * month from the public API, for one therapist with 5,000 appointments in the database (target
 * p95 ≤ 50 ms) and for "any" of 10 therapists (p95 ≤ 150 ms), one request after another, beside
 * the same run's baseline (/api/health one at a time), plus requests/s of both at the load
 * settings (10 connections by default).
 * Seeded straight into the database (the server is stopped): 10 therapists of their own working
 * Mon–Fri 08:00–12:00 and 13:00–18:00, bookable online, an online service offered by all,
 * online booking on.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { appointments, bookingCentres, centreProviders, onlinePresenceSettings, roles, scheduleTemplateDays, services, userSettings, users } from '../../src/server/db/schema';
import { localToday, singleTimes } from '../../src/server/services/appointments/times';
import { fromDayNumber, toDayNumber, weekDayOf } from '../../src/shared/recurrence/calendarDays';
import type { KuraProcess } from '../e2e/support/kuraProcess';
import type { SeedTarget } from './contacts.bench';
import { percentile, runLoad, type LoadFigures } from './load';
import { sequentialLatency } from './calendar.bench';

const THERAPISTS = 10;
const HEAVY_APPOINTMENTS = 5000;
const RUNS = Number(process.env.BENCH_SLOT_RUNS ?? 100);
export const SLOT_TARGETS = { oneMs: 50, anyMs: 150 } as const;
const HOURS = [8, 9, 10, 13, 14, 15];
const TZ = 'Europe/Zurich';

export interface SlotFigures {
  p50Ms: number;
  p95Ms: number;
  slots: number;
}

export interface SlotsResult {
  from: string;
  to: string;
  heavyAppointments: number;
  otherAppointments: number;
  seedMs: number;
  healthSequentialP95Ms: number;
  one: SlotFigures;
  any: SlotFigures;
  oneLoad: LoadFigures;
  anyLoad: LoadFigures;
  /** autocannon connections of the two load figures. */
  connections: number;
}

export interface SlotsPhaseDeps {
  target: SeedTarget;
  centreId: string;
  start(extraEnv: Record<string, string>): Promise<KuraProcess>;
  stop(p: KuraProcess): Promise<void>;
  log(line: string): void;
  durationSec: number;
  connections: number;
}

const weekdaysFrom = (first: number, count: number) => {
  const out: string[] = [];
  for (let d = first; out.length < count; d++) if (![0, 6].includes(weekDayOf(d))) out.push(fromDayNumber(d));
  return out;
};

async function seed(target: SeedTarget, centreId: string, from: string, to: string) {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: true });
  const { db } = database;
  try {
    const ids: string[] = [];
    for (let i = 0; i < THERAPISTS; i++) {
      const [u] = await db
        .insert(users)
        .values({ email: `slots.${i}.${crypto.randomBytes(3).toString('hex')}@example.ch`, passwordHash: 'x', firstName: 'Slot', lastName: `Therapeut ${i}`, activatedAt: new Date() })
        .returning({ id: users.id });
      await db.insert(userSettings).values({ userId: u.id, language: 'de', activeCentreId: centreId });
      await db.insert(roles).values({ userId: u.id, centreId, name: 'PROVIDER' });
      await db.insert(centreProviders).values({ userId: u.id, centreId, permission: [{}] });
      await db.insert(bookingCentres).values({ userId: u.id, centreId });
      const slots = [{ startTime: '08:00', endTime: '12:00' }, { startTime: '13:00', endTime: '18:00' }];
      await db.insert(scheduleTemplateDays).values([0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ centreId, userId: u.id, weekDay, available: weekDay >= 1 && weekDay <= 5, timeSlots: slots })));
      ids.push(u.id);
    }
    await db.insert(onlinePresenceSettings).values({ centreId, bookingEnabled: true }).onConflictDoUpdate({ target: onlinePresenceSettings.centreId, set: { bookingEnabled: true } });
    const [service] = await db.insert(services).values({ centreId, name: 'Online-Termin', duration: 45, bufferTime: 15, onlineBooking: true, resourceIds: ids }).returning({ id: services.serviceId });
    // The heavy therapist: six one-hour appointments a week day from two years before the month on.
    const heavyDays = weekdaysFrom(toDayNumber(from) - 730, Math.ceil(HEAVY_APPOINTMENTS / HOURS.length));
    const rows: (typeof appointments.$inferInsert)[] = [];
    const add = (resourceId: string, date: string, hour: number) => {
      const hh = String(hour).padStart(2, '0');
      const times = singleTimes(date, `${hh}:00`, `${hh}:50`, TZ, { startBufferTime: 0, endBufferTime: 10 });
      rows.push({ centreId, resourceId, startTime: `${hh}:00`, endTime: `${hh}:50`, endBufferTime: 10, serviceFk: service.id, status: 'CONFIRMED', postedAt: new Date(), ...times });
    };
    for (const date of heavyDays) for (const hour of HOURS) if (rows.length < HEAVY_APPOINTMENTS) add(ids[0], date, hour);
    // The others: half their hours taken around the month.
    const around = weekdaysFrom(toDayNumber(from) - 30, 66).filter((d) => d <= fromDayNumber(toDayNumber(to) + 30));
    for (const [t, id] of ids.slice(1).entries()) for (const [k, date] of around.entries()) for (const hour of HOURS) if ((k + t + hour) % 2 === 0) add(id, date, hour);
    for (let i = 0; i < rows.length; i += 500) await db.insert(appointments).values(rows.slice(i, i + 500));
    await db.execute(sql`vacuum analyze appointments`);
    return { ids, serviceId: service.id, others: rows.length - HEAVY_APPOINTMENTS };
  } finally {
    await database.close();
  }
}

async function timeSlots(url: string, runs: number): Promise<SlotFigures> {
  let slots = 0;
  const fetchOnce = async () => {
    const res = await fetch(url);
    const text = await res.text();
    if (res.status !== 200) throw new Error(`GET ${url} answered ${res.status}: ${text.slice(0, 300)}`);
    slots = (JSON.parse(text) as { slots: unknown[] }).slots.length;
  };
  for (let i = 0; i < 5; i++) await fetchOnce();
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    const t0 = performance.now();
    await fetchOnce();
    times.push(performance.now() - t0);
  }
  return { p50Ms: percentile(times, 50), p95Ms: percentile(times, 95), slots };
}

export async function runSlotsPhase(d: SlotsPhaseDeps): Promise<SlotsResult> {
  const from = fromDayNumber(toDayNumber(localToday(TZ)) + 14);
  const to = fromDayNumber(toDayNumber(from) + 30);
  d.log(`slots: seeding ${THERAPISTS} therapists, ${HEAVY_APPOINTMENTS.toLocaleString('en')} appointments of one, the others' around ${from}..${to}…`);
  const started = Date.now();
  const seeded = await seed(d.target, d.centreId, from, to);
  const seedMs = Date.now() - started;
  const server = await d.start({});
  try {
    const health = await sequentialLatency(`${server.url}/api/health`, 300);
    const base = `${server.url}/booking-api/public/centres/${d.centreId}/slots?serviceId=${seeded.serviceId}&from=${from}&to=${to}`;
    d.log(`slots: one therapist, a month, ${RUNS} requests one after another…`);
    const one = await timeSlots(`${base}&providerId=${seeded.ids[0]}`, RUNS);
    d.log(`slots: any of ${THERAPISTS}, a month, ${RUNS} requests…`);
    const any = await timeSlots(base, RUNS);
    d.log(`slots: one therapist under load, ${d.connections} connections for ${d.durationSec} s…`);
    const oneLoad = await runLoad({ url: `${base}&providerId=${seeded.ids[0]}`, method: 'GET', durationSec: d.durationSec, connections: d.connections });
    d.log(`slots: any of ${THERAPISTS} under load, ${d.connections} connections for ${d.durationSec} s…`);
    const anyLoad = await runLoad({ url: base, method: 'GET', durationSec: d.durationSec, connections: d.connections });
    return { from, to, heavyAppointments: HEAVY_APPOINTMENTS, otherAppointments: seeded.others, seedMs, healthSequentialP95Ms: percentile(health, 95), one, any, oneLoad, anyLoad, connections: d.connections };
  } finally {
    await d.stop(server);
  }
}
