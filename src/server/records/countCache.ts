/**
 * The count strategy of record lists: the total of a list (centre, table, filter) is counted
 * exactly, then reused for a few seconds. Every write through the record operations drops the centre's
 * totals at once, so in one process a list never shows a stale total; other processes (scale-out)
 * see a change within TTL_MS. Code that writes record tables directly (imports) calls
 * recordCountsChanged(). Counting 100,000 rows costs more than the page itself, so repeated
 * paging, sorting and refetching of the same list reuse one count.
 */
import type { SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';

const TTL_MS = 5_000;
const MAX_ENTRIES = 10_000;
const dialect = new PgDialect();

interface Entry {
  total: number;
  expires: number;
}

class CountCache {
  private readonly entries = new Map<string, Entry>();

  key(centreId: string, table: string, where: SQL): string {
    const q = dialect.sqlToQuery(where);
    return `${centreId}\u0000${table}\u0000${q.sql}\u0000${JSON.stringify(q.params)}`;
  }

  get(key: string): number | undefined {
    const e = this.entries.get(key);
    if (!e) return undefined;
    if (e.expires < Date.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return e.total;
  }

  set(key: string, total: number): void {
    if (this.entries.size >= MAX_ENTRIES) this.entries.delete(this.entries.keys().next().value as string);
    this.entries.set(key, { total, expires: Date.now() + TTL_MS });
  }

  invalidateCentre(centreId: string): void {
    const prefix = `${centreId}\u0000`;
    for (const k of this.entries.keys()) if (k.startsWith(prefix)) this.entries.delete(k);
  }
}

/** One cache per database handle (each app, and each test app, has its own). */
const caches = new WeakMap<object, CountCache>();

export function countCache(db: object): CountCache {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = new CountCache()));
  return cache;
}

/** Call after writing record rows of a centre outside the record operations (e.g. a contact import). */
export function recordCountsChanged(db: object, centreId: string): void {
  caches.get(db)?.invalidateCentre(centreId);
}
