/**
 * The server tests' runner (jest-light-runner) has no time limit of its own; tests/server/support/
 * testTimeouts.ts gives every test and hook jest's. This checks the limit, and that it is installed.
 */
import { DEFAULT_TIMEOUT_MS, LIMITED, limited } from './support/testTimeouts';

const never = () => new Promise(() => undefined);

describe('time limits of server tests', () => {
  test('a test that does not settle fails after its own limit, with the limit in the message', async () => {
    const started = Date.now();
    await expect(limited(never, 50)!()).rejects.toThrow('Exceeded timeout of 50 ms');
    expect(Date.now() - started).toBeGreaterThanOrEqual(45);
  });

  test('a test that settles in time keeps its result and its error', async () => {
    await expect(limited(async () => 'done', 1_000)!()).resolves.toBe('done');
    await expect(
      limited(async () => {
        throw new Error('own failure');
      }, 1_000)!(),
    ).rejects.toThrow('own failure');
  });

  test("without a limit of its own a test gets jest's default", () => {
    expect(DEFAULT_TIMEOUT_MS).toBe(60_000);
  });

  test('the globals are the limited ones (setupFilesAfterEnv ran)', () => {
    expect((test as unknown as Record<symbol, boolean>)[LIMITED]).toBe(true);
    expect((it as unknown as Record<symbol, boolean>)[LIMITED]).toBe(true);
    expect(typeof test.each).toBe('function');
    expect(typeof test.skip).toBe('function');
  });
});
