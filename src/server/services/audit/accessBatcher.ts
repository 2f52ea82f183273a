/**
 * Reads and exports are logged after the fact, and under load many arrive at once (each contact
 * list call is one). Appending each in its own transaction cost the PGlite list 40 ms at p95
 * (one connection, so every extra round trip queues the next request). Events that arrive while
 * a batch is being written wait for the next batch: one transaction, one chain lock and one
 * multi-row insert per centre. An idle server writes a lone event at once, and every caller's
 * promise resolves only when its event is stored, so a read is never answered unlogged.
 */
import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import type { AuditAction } from '../../db/schema';
import { chainHead, eventHash, insertChainEvents, lockChain, type ChainedFields } from './auditChain';
import { groupBy } from '../../../shared/groupBy';

/** An event's stored fields, as its hash covers them. */
export type AuditFields = ChainedFields & { action: AuditAction };

/** Events per transaction at most (keeps one batch's insert statement small). */
const MAX_BATCH = 500;

interface Waiting {
  fields: AuditFields;
  resolve(): void;
  reject(err: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  writing: boolean;
}

const queues = new WeakMap<Db, Queue>();

/** Appends events to their centres' chains inside one transaction, in arrival order per centre. */
async function appendBatch(tx: Tx, batch: Waiting[]): Promise<void> {
  const byCentre = groupBy(batch, (w): string | null => w.fields.centreId, (w): AuditFields => w.fields);
  for (const [centreId, events] of byCentre) {
    await lockChain(tx, centreId);
    let prevHash = await chainHead(tx, centreId);
    const rows = events.map((fields) => {
      const hash = eventHash(prevHash, fields);
      const row = { ...fields, prevHash, hash };
      prevHash = hash;
      return row;
    });
    await insertChainEvents(tx, centreId, rows);
  }
}

async function drain(db: Db, queue: Queue): Promise<void> {
  queue.writing = true;
  while (queue.waiting.length > 0) {
    const batch = queue.waiting.splice(0, MAX_BATCH);
    try {
      await db.transaction(async (tx) => {
        // No wait for the disk flush: a crash may lose the last fraction of a second of read
        // events, never break the chain (WAL order is kept). Writes log in their own transaction.
        await tx.execute(sql`set local synchronous_commit to off`);
        await appendBatch(tx, batch);
      });
      for (const w of batch) w.resolve();
    } catch (err) {
      for (const w of batch) w.reject(err);
    }
  }
  queue.writing = false;
}

/** Resolves once the event is stored (in a batch with the events that came meanwhile). */
export function appendAccessEvent(db: Db, fields: AuditFields): Promise<void> {
  let queue = queues.get(db);
  if (!queue) queues.set(db, (queue = { waiting: [], writing: false }));
  const q = queue;
  return new Promise<void>((resolve, reject) => {
    q.waiting.push({ fields, resolve, reject });
    if (!q.writing) void drain(db, q);
  });
}
