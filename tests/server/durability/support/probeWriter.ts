/**
 * A child process for the crash tests. It opens DATA_DIR exactly as the server does
 * (openDatabase: lock file, PGlite on disk, migrations), then
 *   write <dataDir> <firstN>  inserts rows n = firstN, firstN+1, … one transaction each and prints
 *                             `ack <n>` only after the commit returned, until it is killed;
 *   count <dataDir>           prints `rows <json array of n>` and closes cleanly.
 * Run as one process (bundled by crashKit runProbe; by hand `node --import tsx`), so the pid the
 * test kills is the one holding the database.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../../src/server/db/client';

const PROBE_TABLE = sql.raw('durability_probe');

async function main() {
  const [mode, dataDir, firstArg] = process.argv.slice(2);
  if (!dataDir || (mode !== 'write' && mode !== 'count')) {
    process.stderr.write('usage: probeWriter.ts write <dataDir> <firstN> | count <dataDir>\n');
    process.exit(2);
  }
  const database = await openDatabase({ dataDir });
  const { db } = database;
  await db.execute(sql`CREATE TABLE IF NOT EXISTS ${PROBE_TABLE} (n integer PRIMARY KEY, payload text NOT NULL, written_at timestamptz NOT NULL DEFAULT now())`);

  if (mode === 'count') {
    const result = (await db.execute(sql`SELECT n FROM ${PROBE_TABLE} ORDER BY n`)) as unknown as { rows: { n: number }[] };
    process.stdout.write(`rows ${JSON.stringify(result.rows.map((r) => r.n))}\n`);
    await database.close();
    return;
  }

  process.stdout.write('ready\n');
  // ~1 kB per row so the crash lands in WAL writes and page flushes, not only in tiny records.
  const payload = 'x'.repeat(1000);
  for (let n = Number(firstArg ?? 1); ; n++) {
    await db.transaction(async (tx) => {
      await tx.execute(sql`INSERT INTO ${PROBE_TABLE} (n, payload) VALUES (${n}, ${payload})`);
    });
    process.stdout.write(`ack ${n}\n`);
  }
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
