/**
 * Contact list benchmark at 100,000 contacts (issue 3 §6): a sorted 25-row page with its total,
 * a filtered page, and full-text search, p50/p95/p99 and requests per second.
 *
 * For the runner (tests/bench/run.ts):
 *   1. create an account and read its centre id and access token (server running);
 *   2. stop the server and call seedContacts({dataDir} | {databaseUrl}, centreId) — PGlite allows
 *      one process per data directory, so seeding needs the server stopped;
 *   3. start the server again and call runContactBench(baseUrl, token, {centreId}).
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../src/server/db/client';
import { contacts } from '../../src/server/db/schema';
import { runLoad, type LoadFigures } from './load';

const FIRST = ['Anna', 'Beat', 'Chiara', 'Daniel', 'Élodie', 'Fritz', 'Gabriela', 'Hans', 'Ines', 'Jürg', 'Karin', 'Luca', 'Marie', 'Nicolas', 'Olivia', 'Peter', 'Rita', 'Stefan', 'Tanja', 'Urs', 'Vreni', 'Werner', 'Yvonne', 'Zoé'];
const LAST = ['Müller', 'Meier', 'Schmid', 'Keller', 'Weber', 'Huber', 'Schneider', 'Meyer', 'Steiner', 'Fischer', 'Gerber', 'Brunner', 'Baumann', 'Frei', 'Zimmermann', 'Moser', 'Widmer', 'Wyss', 'Graf', 'Roth', 'Rossi', 'Bernasconi', 'Favre', 'Rochat', 'Bianchi'];
const CITIES: [string, string][] = [['8001', 'Zürich'], ['3011', 'Bern'], ['4051', 'Basel'], ['1204', 'Genève'], ['1003', 'Lausanne'], ['6900', 'Lugano'], ['9000', 'St. Gallen'], ['6003', 'Luzern'], ['3600', 'Thun'], ['2502', 'Biel/Bienne']];

/** Deterministic pseudo-random numbers, so every run benchmarks the same data. */
function random(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

export interface SeedTarget {
  /** PostgreSQL URL; otherwise the PGlite directory. */
  databaseUrl?: string;
  dataDir?: string;
}

/** Inserts `count` contacts into a centre directly (batches of 2,000). The server must be stopped for PGlite. */
export async function seedContacts(target: SeedTarget, centreId: string, count = 100_000): Promise<{ ms: number }> {
  const started = Date.now();
  const database = await openDatabase({ databaseUrl: target.databaseUrl, dataDir: target.dataDir, migrate: true });
  try {
    const next = random(42);
    const pick = <T>(xs: T[]) => xs[Math.floor(next() * xs.length)];
    for (let done = 0; done < count; ) {
      const rows = [];
      for (let i = 0; i < 2000 && done < count; i++, done++) {
        const [firstName, lastName] = [pick(FIRST), pick(LAST)];
        const [zipcode, city] = pick(CITIES);
        const year = 1930 + Math.floor(next() * 90);
        rows.push({
          centreId,
          firstName,
          lastName,
          email: `${firstName}.${lastName}.${done}@example.ch`.toLowerCase(),
          phone: `079 ${String(1000000 + Math.floor(next() * 8999999)).replace(/(\d{3})(\d{2})(\d{2})/, '$1 $2 $3')}`,
          dateOfBirth: `${year}-${String(1 + Math.floor(next() * 12)).padStart(2, '0')}-${String(1 + Math.floor(next() * 28)).padStart(2, '0')}`,
          sex: pick(['Male', 'Female', 'Other']),
          addressZipcode: zipcode,
          addressCity: city,
          addressStreet: 'Bahnhofstrasse',
          addressBuilding: String(1 + Math.floor(next() * 120)),
          status: next() < 0.1 ? 'archived' : 'active',
        });
      }
      await database.db.insert(contacts).values(rows);
    }
    // Statistics and visibility map as autovacuum would leave them in production.
    await database.db.execute(sql`vacuum analyze contacts`);
  } finally {
    await database.close();
  }
  return { ms: Date.now() - started };
}

export interface ContactBenchOptions {
  /** Default: the token's user's active centre (GET /api/auth/getUserFromToken). */
  centreId?: string;
  durationSec?: number;
  connections?: number;
}

async function activeCentre(baseUrl: string, token: string): Promise<string> {
  const res = await fetch(`${baseUrl.replace(/\/$/, '')}/api/auth/getUserFromToken`, { headers: { authorization: `Bearer ${token}` } });
  const user = (await res.json()) as { UserSetting?: { activeCentre?: string | null } };
  const centre = user.UserSetting?.activeCentre;
  if (!res.ok || !centre) throw new Error(`runContactBench: no active centre for this token (${res.status})`);
  return centre;
}

/** The list scenarios, each an autocannon run against a running server. */
export async function runContactBench(baseUrl: string, token: string, opts: ContactBenchOptions = {}): Promise<Record<string, LoadFigures>> {
  const centreId = opts.centreId ?? (await activeCentre(baseUrl, token));
  const list = (q: { sort?: [string, string]; range: [number, number]; filter: Record<string, unknown> }) => {
    const p = new URLSearchParams({ filter: JSON.stringify(q.filter), range: JSON.stringify(q.range), ...(q.sort ? { sort: JSON.stringify(q.sort) } : {}) });
    return `${baseUrl.replace(/\/$/, '')}/api/clinics/${centreId}/contacts?${p.toString()}`;
  };
  const scenarios: Record<string, string> = {
    'contacts: 25 sorted by last name, with total': list({ sort: ['lastName', 'ASC'], range: [0, 24], filter: {} }),
    'contacts: page 40 of active, by city': list({ sort: ['Address.city', 'DESC'], range: [975, 999], filter: { status: 'active' } }),
    'contacts: search "mül zür"': list({ sort: ['lastName', 'ASC'], range: [0, 24], filter: { q: 'mül zür' } }),
    'contacts: search a rare e-mail': list({ range: [0, 24], filter: { q: 'anna.rossi.4' } }),
  };
  const results: Record<string, LoadFigures> = {};
  for (const [name, url] of Object.entries(scenarios)) {
    results[name] = await runLoad({
      url,
      method: 'GET',
      headers: { authorization: `Bearer ${token}` },
      durationSec: opts.durationSec ?? 10,
      connections: opts.connections ?? 10,
    });
  }
  return results;
}
