/**
 * A child process for the job-queue crash test. It opens the database exactly as the server
 * does (openDatabase: lock file, PGlite on disk or a PostgreSQL URL) and starts the JobQueue
 * with the probe queues, then
 *   schedule <target> <delayMs>  sends one probe-once job due in delayMs and prints
 *                                `scheduled <id>` once the send returned (committed); it keeps
 *                                running (without workers) until it is killed;
 *   work <target> <id>           works the queues, prints `ran <id>` when that job's handler ran,
 *                                then `done <id> <state> <runs> <runs after a sentinel> <all runs>`
 *                                once pg-boss marked it finished, and exits cleanly;
 *   die-after-effect <target> x  sends a probe-effect job and works it: the handler commits its
 *                                effect (runOnce) and the process kills itself with SIGKILL
 *                                before pg-boss hears that the job is done;
 *   work-effect <target> <id>    works probe-effect (pg-boss maintenance every second, so the
 *                                dead run expires soon) and prints `done <id> <state> <effects> <attempts>`.
 * <target> is a PGlite DATA_DIR or a postgres:// URL. The tests run it bundled (crashKit runProbe); by hand `node --import tsx`.
 */
import { sql } from 'drizzle-orm';
import { openDatabase } from '../../../../src/server/db/client';
import { createProbeTable, eventually, probeAttempts, probeQueue, probeRuns } from './probeQueues';

async function main() {
  const [mode, target, arg] = process.argv.slice(2);
  if (!target || !arg || !['schedule', 'work', 'die-after-effect', 'work-effect'].includes(mode)) {
    process.stderr.write('usage: jobProbe.ts schedule <target> <delayMs> | work <target> <jobId> | die-after-effect <target> x | work-effect <target> <jobId>\n');
    process.exit(2);
  }
  const database = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target, poolSize: 2 } : { dataDir: target });
  await createProbeTable(database.db);
  const instance = `pid-${process.pid}`;

  if (mode === 'die-after-effect' || mode === 'work-effect') {
    const effects = probeQueue(database, instance, {
      queues: ['probe-effect'],
      maintenanceSeconds: mode === 'work-effect' ? 1 : undefined,
      afterEffect: () => {
        if (mode !== 'die-after-effect') return;
        process.stdout.write('effect committed\n');
        process.kill(process.pid, 'SIGKILL');
      },
    });
    await effects.start();
    if (mode === 'die-after-effect') {
      process.stdout.write(`scheduled ${await effects.send('probe-effect', { n: 1 })}\n`);
      return; // killed by its own handler
    }
    const state = await eventually(async () => {
      const job = await effects.get('probe-effect', arg);
      return job && ['completed', 'failed', 'cancelled'].includes(job.state) ? job.state : null;
    }, 60_000, `job ${arg} finished`);
    const effectRows = (await probeRuns(database.db)).filter((r) => r.job_id === arg).length;
    process.stdout.write(`done ${arg} ${state} ${effectRows} ${await probeAttempts(database.db, arg)}\n`);
    await effects.stop();
    await database.close();
    return;
  }

  // The scheduler only sends (as a process that dies right after its request): the job can only run after the restart.
  const jobs = probeQueue(database, instance, { queues: ['probe-once'], workers: mode === 'work' });
  await jobs.start();

  if (mode === 'schedule') {
    const id = await jobs.send('probe-once', { n: 1 }, { startAfter: new Date(Date.now() + Number(arg)) });
    process.stdout.write(`scheduled ${id}\n`);
    return; // stays alive (pg-boss's workers) until killed
  }

  const ran = await eventually(async () => (await probeRuns(database.db)).some((r) => r.job_id === arg), 60_000, `job ${arg}`);
  if (ran) process.stdout.write(`ran ${arg}\n`);
  const state = await eventually(async () => {
    const job = await jobs.get('probe-once', arg);
    return job && job.state !== 'created' && job.state !== 'active' && job.state !== 'retry' ? job.state : null;
  }, 60_000, `job ${arg} finished`);
  const runs = (await probeRuns(database.db)).filter((r) => r.job_id === arg).length;
  // A second job, due now, is worked after it: had the first been due again, it would have run by then.
  const sentinel = (await jobs.send('probe-once', { n: 2 }))!;
  await eventually(async () => (await probeRuns(database.db)).some((r) => r.job_id === sentinel), 60_000, 'the sentinel');
  const runsAfter = (await probeRuns(database.db)).filter((r) => r.job_id === arg).length;
  const all = (await database.db.execute(sql`select count(*)::int as n from job_probe_runs where n = 1`)) as unknown as { rows: { n: number }[] };
  process.stdout.write(`done ${arg} ${state} ${runs} ${runsAfter} ${all.rows[0].n}\n`);
  await jobs.stop();
  await database.close();
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
