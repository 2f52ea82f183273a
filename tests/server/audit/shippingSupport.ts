/** Helpers of the H2 shipping and retention tests: chains written with chosen times, archives read back. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { asc } from 'drizzle-orm';
import type { Db } from '../../../src/server/db/client';
import { auditEvents } from '../../../src/server/db/schema';
import { chainHead, eventHash, lockChain } from '../../../src/server/services/audit/auditChain';
import { ARCHIVE_FILE } from '../../../src/server/services/audit/shipping/archiveTarget';
import { toShipped, type ShippedEvent } from '../../../src/server/services/audit/shipping/shippedEvent';

export const DAY_MS = 24 * 3600 * 1000;
export const daysAgo = (days: number) => new Date(Date.now() - days * DAY_MS);

/** A silent logger that keeps its warnings, for assertions. */
export function recordingLog() {
  const warnings: string[] = [];
  const log = {
    warnings,
    info() {},
    error() {},
    debug() {},
    trace() {},
    fatal() {},
    warn(a: unknown, b?: string) {
      warnings.push(typeof a === 'string' ? a : (b ?? ''));
    },
    child() {
      return log;
    },
    level: 'warn',
  };
  return log;
}

/** Appends `count` events to a chain, stamped `at`, exactly as the service chains them. */
export async function appendEvents(db: Db, centreId: string | null, count: number, at = new Date()): Promise<number[]> {
  return db.transaction(async (tx) => {
    await lockChain(tx, centreId);
    let prevHash = await chainHead(tx, centreId);
    const ids: number[] = [];
    for (let i = 0; i < count; i++) {
      const fields = { at, centreId, userId: null, role: null, action: 'read' as const, objectType: 'contact', objectId: `c${i}`, detail: { n: i } };
      const hash = eventHash(prevHash, fields);
      const [row] = await tx.insert(auditEvents).values({ ...fields, prevHash, hash }).returning({ id: auditEvents.id });
      ids.push(row.id);
      prevHash = hash;
    }
    return ids;
  });
}

/** Every stored event in id order, as shipped. */
export async function storedEvents(db: Db): Promise<ShippedEvent[]> {
  return (await db.select().from(auditEvents).orderBy(asc(auditEvents.id))).map(toShipped);
}

export const tempDir = (prefix: string) => fs.mkdtempSync(path.join(os.tmpdir(), prefix));

/** The archive's lines in file-name then line order (empty lines left out), parsed. */
export function readArchive(dir: string): ShippedEvent[] {
  return fs
    .readdirSync(dir)
    .filter((f) => ARCHIVE_FILE.test(f))
    .sort()
    .flatMap((f) => fs.readFileSync(path.join(dir, f), 'utf8').split('\n'))
    .filter((line) => line.trim() !== '')
    .map((line) => JSON.parse(line) as ShippedEvent);
}
