/**
 * jest-light-runner calls test functions and hooks without jest's time limit, so a test that never
 * settles would hang the run until CI's limit. Each test and hook gets the limit jest gives it: its
 * own (the last argument) or the project's 60 s, and fails with jest's message when past it.
 */
type Fn = (...args: unknown[]) => unknown;
type TestLike = ((name: string, fn?: Fn, timeout?: number) => unknown) & Record<string, unknown>;
type HookLike = (fn: Fn, timeout?: number) => unknown;

export const DEFAULT_TIMEOUT_MS = 60_000;
/** Marks the limited test/it globals (the check that this file ran). */
export const LIMITED = Symbol.for('kura.limitedTest');

/** fn, failing once it has run `timeout` ms (or the default) without settling. */
export function limited(fn: Fn | undefined, timeout: number | undefined): Fn | undefined {
  if (typeof fn !== 'function') return fn;
  const ms = timeout ?? DEFAULT_TIMEOUT_MS;
  return function (this: unknown, ...args: unknown[]) {
    let timer: NodeJS.Timeout | undefined;
    const expired = new Promise((_, reject) => {
      timer = setTimeout(() => reject(new Error(`Exceeded timeout of ${ms} ms for a test or hook.`)), ms);
    });
    return Promise.race([Promise.resolve().then(() => fn.apply(this, args)), expired]).finally(() => clearTimeout(timer));
  };
}

/** test/it with its .each and .only limited too; .skip and .todo run nothing. */
function limitTest(original: TestLike): TestLike {
  const wrapped = ((name: string, fn?: Fn, timeout?: number) => original(name, limited(fn, timeout), timeout)) as TestLike;
  for (const [key, value] of Object.entries(original)) wrapped[key] = value;
  wrapped.each = (...table: unknown[]) => {
    const bound = (original.each as (...t: unknown[]) => TestLike)(...table);
    return (name: string, fn?: Fn, timeout?: number) => bound(name, limited(fn, timeout), timeout);
  };
  if (typeof original.only === 'function') wrapped.only = limitTest(original.only as TestLike);
  (wrapped as unknown as Record<symbol, boolean>)[LIMITED] = true;
  return wrapped;
}

const limitHook =
  (original: HookLike): HookLike =>
  (fn, timeout) =>
    original(limited(fn, timeout)!, timeout);

const g = globalThis as unknown as Record<string, unknown>;
for (const name of ['test', 'it']) g[name] = limitTest(g[name] as TestLike);
g.fit = (g.it as TestLike).only;
for (const name of ['beforeAll', 'afterAll', 'beforeEach', 'afterEach']) g[name] = limitHook(g[name] as HookLike);
