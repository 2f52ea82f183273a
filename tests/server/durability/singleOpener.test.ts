/**
 * @jest-environment node
 *
 * Security plan F4: PGlite must never be opened by two processes (pglite#1106 corrupts it).
 * A second server on the same DATA_DIR is refused fast with a clear message, the first keeps
 * serving, and the directory still opens cleanly afterwards.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { freePort, spawnKura, startKura, type KuraProcess } from '../../e2e/support/kuraProcess';
import { countProbeRows } from './support/crashKit';
import { seedPgliteDataDir } from '../../support/dbTemplates';
import { recordMetric } from '../../support/metrics';

const TRIALS = 5;
const REFUSE_WITHIN_MS = 15_000;

describe('PGlite single opener', () => {
  let dataDir: string;
  let first: KuraProcess;
  beforeAll(async () => {
    dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-lock-'));
    // Already migrated: this is about the lock, and the crash test covers a first start on an empty directory.
    await seedPgliteDataDir(dataDir);
    first = await startKura({ env: { DATA_DIR: dataDir } });
  });
  afterAll(async () => {
    await first?.stop();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  it(`refuses a second server on the same DATA_DIR (${TRIALS} trials) while the first keeps serving`, async () => {
    const refusedMs: number[] = [];
    for (let trial = 1; trial <= TRIALS; trial++) {
      const port = await freePort();
      const t0 = performance.now();
      const second = spawnKura({ DATA_DIR: dataDir, PORT: String(port) });
      const timer = setTimeout(() => second.proc.kill('SIGKILL'), REFUSE_WITHIN_MS);
      const code = await second.exited;
      clearTimeout(timer);
      refusedMs.push(Math.round(performance.now() - t0));

      expect({ trial, code }).toEqual({ trial, code: 3 });
      expect(second.output()).toContain(`Kura cannot start: The embedded database in ${dataDir} is already open in process ${first.pid}.`);
      // It never got as far as listening.
      await expect(fetch(`http://127.0.0.1:${port}/api/health`)).rejects.toThrow();
      const health = await fetch(`${first.url}/api/health`);
      expect(health.status).toBe(200);
      expect(fs.readFileSync(path.join(dataDir, 'kura.lock'), 'utf8')).toBe(String(first.pid));
    }
    recordMetric({ id: 'F4', figure: `second opener refused (max ${Math.max(...refusedMs, 0)} ms)`, value: `${refusedMs.length}/${TRIALS}`, threshold: 'all', pass: refusedMs.length === TRIALS, db: 'pglite' });
    process.stdout.write(`F4: second open refused ${refusedMs.length}/${TRIALS}, in ms ${refusedMs.join(', ')}\n`);
  });

  it('the directory opens cleanly once the first server has stopped', async () => {
    expect(await first.stop()).toBe(0);
    // Restarting runs the migration check against the files, then a probe reads and writes them.
    const again = await startKura({ env: { DATA_DIR: dataDir } });
    expect(await again.stop()).toBe(0);
    expect(await countProbeRows(dataDir)).toEqual([]);
  });
});
