/**
 * Counters kept per world (per database): "a day no other call used" needs to hold within one
 * database only. Server test files share a process under jest-light-runner (jest.config.js), so a
 * module-level counter would carry on from the files before and move one file's dates by another's.
 */
export function sequencePer<K extends object>(): (key: K) => number {
  const last = new WeakMap<K, number>();
  return (key) => {
    const n = (last.get(key) ?? 0) + 1;
    last.set(key, n);
    return n;
  };
}
