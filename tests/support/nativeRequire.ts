/**
 * Node's own require, given by tests/support/nativeModulesEnvironment.cjs: for a test file that
 * declares `@jest-environment ./tests/support/nativeModulesEnvironment.cjs` and needs a module that
 * import()s at run time (ESLint's API), which jest's sandbox cannot do.
 */
export function nativeRequire<T>(id: string): T {
  const load = (globalThis as { nativeRequire?: (id: string) => unknown }).nativeRequire;
  if (!load) throw new Error('nativeRequire needs @jest-environment ./tests/support/nativeModulesEnvironment.cjs');
  return load(id) as T;
}
