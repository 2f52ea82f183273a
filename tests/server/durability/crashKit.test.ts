/**
 * @jest-environment node
 *
 * The crash tests' line reader: a line that arrived in the same chunk as the one a previous wait
 * matched is still found by the next wait (CI once waited 60 s for an `ack` that had come along
 * with `ready`), and a probe a failed test leaves running is killed.
 */
import path from 'node:path';
import { killProbes, runProbe } from './support/crashKit';

const BURST = path.join('tests', 'server', 'durability', 'support', 'burstProbe.ts');

afterEach(killProbes);

it('finds a line that came in the same chunk as the previous match, and each line once', async () => {
  const probe = runProbe([], BURST);
  expect(await probe.waitForLine((l) => l === 'ready', 30_000)).toBe('ready');
  expect(await probe.waitForLine((l) => l.startsWith('ack '), 30_000)).toBe('ack 1');
  expect(await probe.waitForLine((l) => l === 'ack 2', 30_000)).toBe('ack 2');
  await expect(probe.waitForLine((l) => l === 'ready', 500)).rejects.toThrow(/no matching line within 500 ms \(probe .* last line "ack 2"\)/);
}, 60_000);

it('kills a probe left running', async () => {
  const probe = runProbe([], BURST);
  await probe.waitForLine((l) => l === 'ready', 30_000);
  await killProbes();
  expect((await probe.exited).signal).toBe('SIGKILL');
}, 60_000);
