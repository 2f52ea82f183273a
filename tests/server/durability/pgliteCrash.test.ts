/**
 * @jest-environment node
 *
 * Security plan F3 (reduced to a few trials so the suite stays fast): SIGKILL the process that
 * embeds PGlite right after acknowledged commits, reopen the same DATA_DIR, and require that it
 * opens, that the dead process's lock file is taken over, and that no acknowledged row is lost.
 * Kill points come from a logged seed (KURA_CRASH_SEED replays a run).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startKura } from '../../e2e/support/kuraProcess';
import { countProbeRows, killProbes, runProbe, seededRandom } from './support/crashKit';
import { recordMetric } from '../../support/metrics';

const TRIALS = Number(process.env.KURA_CRASH_TRIALS ?? 5);
/** A wait for a probe's line: its start (PGlite on disk, migrations) takes 2–10 s here; generous for two busy cores. */
const PROBE_WAIT_MS = 90_000;
/** Each trial starts two processes that open PGlite on disk (the first also runs initdb and the migrations): slow on two busy cores. */
const TRIALS_TIMEOUT_MS = 2 * PROBE_WAIT_MS + TRIALS * 30_000;

describe('PGlite after kill -9', () => {
  let dataDir: string;
  beforeAll(() => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-crash-'));
  });
  // A trial that fails midway leaves its writer holding the directory; the next test must not inherit it.
  afterEach(killProbes);
  afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

  it(`keeps every acknowledged commit over ${TRIALS} kills on the same directory`, async () => {
    const seed = Number(process.env.KURA_CRASH_SEED ?? Date.now() % 1_000_000);
    const random = seededRandom(seed);
    process.stdout.write(`pgliteCrash seed=${seed} (KURA_CRASH_SEED=${seed} replays it)\n`);
    let nextN = 1;
    let ackedTotal = 0;
    let lost = 0;
    let reopenOk = 0;
    const reopenMs: number[] = [];

    for (let trial = 1; trial <= TRIALS; trial++) {
      const killAfter = 5 + Math.floor(random() * 150);
      const started = performance.now();
      const writer = runProbe(['write', dataDir, String(nextN)]);
      await writer.waitForLine((l) => l === 'ready', PROBE_WAIT_MS);
      const readyMs = Math.round(performance.now() - started);
      const lastLine = await writer.waitForLine((l) => l === `ack ${nextN + killAfter - 1}`, PROBE_WAIT_MS);
      process.stdout.write(`trial ${trial}: writer ready ${readyMs} ms, ${killAfter} commits ${Math.round(performance.now() - started - readyMs)} ms\n`);
      writer.proc.kill('SIGKILL');
      const { signal } = await writer.exited;
      expect(signal).toBe('SIGKILL');
      const lastAcked = Number(lastLine.slice(4));

      // The dead process left its lock behind; the next opener must take it over.
      const lockFile = path.join(dataDir, 'kura.lock');
      expect(fs.readFileSync(lockFile, 'utf8')).toBe(String(writer.proc.pid));

      const t0 = performance.now();
      const rows = new Set(await countProbeRows(dataDir));
      reopenMs.push(Math.round(performance.now() - t0));
      reopenOk++;
      const missing: number[] = [];
      for (let n = 1; n <= lastAcked; n++) if (!rows.has(n)) missing.push(n);
      lost += missing.length;
      expect({ trial, seed, missing }).toEqual({ trial, seed, missing: [] });
      ackedTotal = lastAcked;
      nextN = Math.max(lastAcked, ...rows) + 1;
    }

    recordMetric({ id: 'F3', figure: `kill -9 trials (seed ${seed}), reopen ok`, value: `${reopenOk}/${TRIALS}`, threshold: 'all', pass: reopenOk === TRIALS, db: 'pglite' });
    recordMetric({ id: 'F3', figure: `acknowledged commits (${ackedTotal}), lost`, value: lost, threshold: '= 0', pass: lost === 0, db: 'pglite' });
    process.stdout.write(`F3: reopen ok ${reopenOk}/${TRIALS}; acked ${ackedTotal}, lost ${lost}; reopen ms ${reopenMs.join(', ')}\n`);
  }, TRIALS_TIMEOUT_MS);

  it('the server itself restarts on the directory after being killed with SIGKILL', async () => {
    const first = await startKura({ env: { DATA_DIR: dataDir } });
    first.proc.kill('SIGKILL');
    expect(await first.exited).toBe('SIGKILL');
    expect(fs.readFileSync(path.join(dataDir, 'kura.lock'), 'utf8')).toBe(String(first.pid));

    const second = await startKura({ env: { DATA_DIR: dataDir } });
    try {
      expect(fs.readFileSync(path.join(dataDir, 'kura.lock'), 'utf8')).toBe(String(second.pid));
      const health = await fetch(`${second.url}/api/health`);
      expect(health.status).toBe(200);
      recordMetric({ id: 'F3', figure: 'server ready after kill -9, ms', value: Math.round(second.readyMs), pass: true, db: 'pglite' });
    } finally {
      expect(await second.stop()).toBe(0);
    }
    // A clean stop removes the lock file.
    expect(fs.existsSync(path.join(dataDir, 'kura.lock'))).toBe(false);
    // Two server starts on disk (the first also creates the job queue's schema): near a minute on two busy cores.
  }, 150_000);
});
