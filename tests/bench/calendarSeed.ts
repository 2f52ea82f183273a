/**
 * Calendar data for the benchmark (issue 9 §5 "smooth at 500 / 2,000"), written straight into the
 * database (the server must be stopped for PGlite): further therapists in the centre, clients, and
 * CONFIRMED appointments with a client and a service each: a busy week of 500 and a busy month
 * of 2,000. A therapist cannot hold overlapping appointments (the exclusion constraint checks
 * these inserts too), so each week day gives every therapist at most ten one-hour slots.
 */
import crypto from 'node:crypto';
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { appointments, centreProviders, contacts, roles, services, userSettings, users } from '../../src/server/db/schema';
import { hashPassword } from '../../src/server/services/auth/passwords';
import { singleTimes } from '../../src/server/services/appointments/times';
import type { SeedTarget } from './contacts.bench';

/** Mondays of the scenarios: the week before the busy one is quiet, so "next" lands on 500. */
export const QUIET_WEEK = '2027-01-04';
export const BUSY_WEEK = '2027-01-11';
/** March 2027 starts on a Monday: the month view shows 2027-03-01..2027-04-04. */
export const BUSY_MONTH = { first: '2027-03-01', last: '2027-03-31', viewFrom: '2027-03-01', viewTo: '2027-04-04' } as const;
export const QUIET_MONTH = '2027-02-01';
const TIME_ZONE = 'Europe/Zurich';

export interface CalendarSeedSpec {
  centreId: string;
  /** The owner is the first therapist; the others are added. */
  ownerId: string;
  therapists: number;
  contacts: number;
  weekAppointments: number;
  monthAppointments: number;
}

export interface CalendarSeed {
  therapistIds: string[];
  serviceIds: string[];
  contactIds: string[];
  ms: number;
}

const FIRST = ['Anna', 'Beat', 'Chiara', 'Daniel', 'Élodie', 'Fritz', 'Gabriela', 'Hans', 'Ines', 'Jürg', 'Karin', 'Luca', 'Marie', 'Nicolas', 'Olivia', 'Peter'];
const LAST = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Rossi', 'Favre'];

const addDays = (date: string, n: number) => new Date(Date.parse(`${date}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
const isWeekday = (date: string) => ![0, 6].includes(new Date(`${date}T00:00:00Z`).getUTCDay());
const hh = (h: number) => `${String(h).padStart(2, '0')}:00`;

/** `count` one-hour slots (45 or 60 minutes long) on the week days of first..last, spread over the therapists. */
function slots(first: string, last: string, therapists: string[], count: number) {
  const days: string[] = [];
  for (let d = first; d <= last; d = addDays(d, 1)) if (isWeekday(d)) days.push(d);
  const perDay = Math.ceil(count / (days.length * therapists.length));
  if (perDay > 10) throw new Error(`${count} appointments do not fit ${days.length} week days of ${therapists.length} therapists`);
  const out: { date: string; startTime: string; endTime: string; resourceId: string }[] = [];
  // Round robin over days and therapists first, so every day and column fills evenly.
  for (let hour = 0; out.length < count; hour++) {
    for (const date of days) {
      for (const resourceId of therapists) {
        if (out.length >= count) break;
        out.push({ date, startTime: hh(8 + hour), endTime: (out.length % 3 === 0 ? `${hh(8 + hour).slice(0, 2)}:45` : hh(9 + hour)), resourceId });
      }
    }
  }
  return out;
}

export async function seedCalendar(target: SeedTarget, spec: CalendarSeedSpec): Promise<CalendarSeed> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: true });
  const { db } = database;
  try {
    const passwordHash = await hashPassword(crypto.randomBytes(12).toString('base64url'));
    const therapistIds = [spec.ownerId];
    for (let i = 1; i < spec.therapists; i++) {
      const [u] = await db
        .insert(users)
        .values({ email: `therapist.${i}.${crypto.randomBytes(3).toString('hex')}@example.ch`, passwordHash, firstName: FIRST[i % FIRST.length], lastName: `Therapeut ${i}`, countryPhone: '+41', phone: '791234567', activatedAt: new Date() })
        .returning({ id: users.id });
      await db.insert(userSettings).values({ userId: u.id, language: 'de', activeCentreId: spec.centreId });
      await db.insert(roles).values({ userId: u.id, centreId: spec.centreId, name: 'PROVIDER' });
      await db.insert(centreProviders).values({ userId: u.id, centreId: spec.centreId, permission: [{}] });
      therapistIds.push(u.id);
    }

    const serviceRows = [['Massage', 60], ['Physiotherapie', 45], ['Lymphdrainage', 60]] as const;
    const serviceIds = (await db.insert(services).values(serviceRows.map(([name, duration]) => ({ centreId: spec.centreId, name, duration, resourceIds: therapistIds }))).returning({ id: services.serviceId })).map((r) => r.id);

    const contactIds: string[] = [];
    for (let done = 0; done < spec.contacts; ) {
      const rows = [];
      for (let i = 0; i < 1000 && done < spec.contacts; i++, done++) {
        rows.push({ centreId: spec.centreId, firstName: FIRST[done % FIRST.length], lastName: `${LAST[Math.floor(done / FIRST.length) % LAST.length]}-${done}`, status: 'active' });
      }
      const inserted = await db.insert(contacts).values(rows).returning({ id: contacts.contactId });
      contactIds.push(...inserted.map((r) => r.id));
    }

    const week = slots(BUSY_WEEK, addDays(BUSY_WEEK, 6), therapistIds, spec.weekAppointments);
    const month = slots(BUSY_MONTH.first, BUSY_MONTH.last, therapistIds, spec.monthAppointments);
    const all = [...week, ...month].map((s, i) => {
      const times = singleTimes(s.date, s.startTime, s.endTime, TIME_ZONE, { startBufferTime: 0, endBufferTime: 0 });
      // Every appointment of a range has its own client: the worst case for resolving names.
      return { centreId: spec.centreId, ...s, ...times, contactFk: contactIds[i % contactIds.length], serviceFk: serviceIds[i % serviceIds.length], status: 'CONFIRMED', postedAt: new Date() };
    });
    for (let i = 0; i < all.length; i += 500) await db.insert(appointments).values(all.slice(i, i + 500));
    // Statistics as autovacuum would leave them in production.
    await db.execute(sql`vacuum analyze appointments`);
    await db.execute(sql`vacuum analyze contacts`);
    return { therapistIds, serviceIds, contactIds, ms: Date.now() - started };
  } finally {
    await database.close();
  }
}

/** Round trips of `select 1` on a fresh connection: the floor under every request's queries. */
export async function sqlRoundTrip(target: SeedTarget, count = 500): Promise<number[]> {
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: false });
  try {
    for (let i = 0; i < 20; i++) await database.db.execute(sql`select 1`);
    const times: number[] = [];
    for (let i = 0; i < count; i++) {
      const t0 = performance.now();
      await database.db.execute(sql`select 1`);
      times.push(performance.now() - t0);
    }
    return times;
  } finally {
    await database.close();
  }
}
