/**
 * Creates the queues pg-boss does not have yet, all in one statement under an advisory lock.
 * pg-boss's createQueue attaches a partition to its job table; two processes starting together
 * and creating the same queues that way deadlock (seen with two app nodes on one PostgreSQL).
 * One DO block is one transaction: it either creates them all or nothing, and a failure leaves
 * no session inside an aborted transaction.
 */
import type PgBoss from 'pg-boss';
import type { QueueDefinition } from './queueDefinition';

const lit = (s: string) => `'${s.replace(/'/g, "''")}'`;

export async function createQueues(boss: PgBoss, schema: string, queues: [string, QueueDefinition][]): Promise<void> {
  const calls = queues.map(([name, def]) => {
    if (!/^[\w-]+$/.test(name)) throw new Error(`jobs: queue name ${name} may hold letters, digits, _ and - only`);
    // The options object of pg-boss's createQueue (its create_queue function reads these keys).
    const options = {
      policy: def.policy,
      retryLimit: def.retryLimit,
      retryDelay: def.retryDelaySeconds,
      retryBackoff: def.retryBackoff,
      expireInSeconds: def.expireInSeconds,
    };
    return `PERFORM ${schema}.create_queue(${lit(name)}, ${lit(JSON.stringify(options))}::json);`;
  });
  if (calls.length === 0) return;
  await boss.getDb().executeSql(`DO $kura$ BEGIN PERFORM pg_advisory_xact_lock(hashtext(${lit(`kura-jobs ${schema} create queues`)})); ${calls.join(' ')} END $kura$;`, []);
}
