/**
 * A store for @fastify/rate-limit that keeps its counters in the database, so every server
 * process (SERVICES split, several machines) counts against the same limits and a restart does
 * not hand an attacker a fresh window. One upsert per limited request; these routes are few and
 * argon2-bound, so the extra round trip is small against the work they guard.
 */
import crypto from 'node:crypto';
import { lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rateLimitCounters } from '../../db/schema';

type Reply = { current: number; ttl: number };
type Callback = (err: Error | null, res?: Reply) => void;

/** Expired counters are swept after this many increments (a cheap, index-backed delete). */
const SWEEP_EVERY = 500;

type CounterRow = { count: number | string; ttl: number | string };
/** node-postgres and PGlite both answer `execute` with `{rows}`. */
const rowsOf = (result: unknown): CounterRow[] => (result as { rows?: CounterRow[] }).rows ?? [];
const reply = (row: CounterRow): Reply => ({ current: Number(row.count), ttl: Math.max(0, Number(row.ttl)) });

const hashKey = (namespace: string, key: string) => crypto.createHash('sha256').update(`${namespace}\u0000${key}`).digest('base64url');

export function databaseRateLimitStore(db: Db) {
  let increments = 0;

  async function increment(key: string, windowMs: number): Promise<Reply> {
    const result = await db.execute(sql`
      INSERT INTO rate_limit_counters (key, count, window_ends_at)
      VALUES (${key}, 1, now() + ${windowMs} * interval '1 millisecond')
      ON CONFLICT (key) DO UPDATE SET
        count = CASE WHEN rate_limit_counters.window_ends_at <= now() THEN 1 ELSE rate_limit_counters.count + 1 END,
        window_ends_at = CASE WHEN rate_limit_counters.window_ends_at <= now() THEN excluded.window_ends_at
                              ELSE rate_limit_counters.window_ends_at END
      RETURNING count, ceil(extract(epoch FROM (window_ends_at - now())) * 1000) AS ttl`);
    if (++increments % SWEEP_EVERY === 0) void sweep();
    return reply(rowsOf(result)[0]);
  }

  async function read(key: string): Promise<Reply> {
    const result = await db.execute(sql`
      SELECT count, ceil(extract(epoch FROM (window_ends_at - now())) * 1000) AS ttl
      FROM rate_limit_counters WHERE key = ${key} AND window_ends_at > now()`);
    const row = rowsOf(result)[0];
    return row ? reply(row) : { current: 0, ttl: 0 };
  }

  async function sweep() {
    try {
      await db.delete(rateLimitCounters).where(lt(rateLimitCounters.windowEndsAt, sql`now()`));
    } catch {
      // A failed sweep is retried with the next one; counters stay correct either way.
    }
  }

  /** The class shape @fastify/rate-limit instantiates (`new Store(options)`, `child`, `incr`, `read`). */
  return class DatabaseRateLimitStore {
    /** Each route counts on its own, like the plugin's in-memory store (one LRU per route). */
    private readonly namespace: string;

    constructor(options?: { routeInfo?: { method?: string | string[]; url?: string } }) {
      const route = options?.routeInfo;
      this.namespace = route?.url ? `${[route.method].flat().join(',')} ${route.url}` : '';
    }

    incr(key: string, cb: Callback, timeWindow: number) {
      increment(hashKey(this.namespace, key), timeWindow).then((r) => cb(null, r), (err: Error) => cb(err));
    }

    read(key: string, cb: Callback) {
      read(hashKey(this.namespace, key)).then((r) => cb(null, r), (err: Error) => cb(err));
    }

    child(routeOptions: { routeInfo?: { method?: string | string[]; url?: string } }) {
      return new DatabaseRateLimitStore(routeOptions);
    }
  };
}
