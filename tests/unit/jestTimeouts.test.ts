/**
 * The unit project's tests get jest.config.js's 60 s, not jest-circus's 5 s default: a project's
 * own testTimeout is ignored, and two UI tests once failed at 5 s on a busy machine. Reads the
 * limit jest-circus applies from its state (a symbol on globalThis, named JEST_STATE_SYMBOL).
 */
function circusState(): { testTimeout: number } {
  const key = Object.getOwnPropertySymbols(globalThis).find((s) => s.description === 'JEST_STATE_SYMBOL');
  if (!key) throw new Error("jest-circus's state is no longer on globalThis: update this test");
  return (globalThis as unknown as Record<symbol, { testTimeout: number }>)[key];
}

test("a unit test without a limit of its own gets jest.config.js's 60 s", () => {
  expect(circusState().testTimeout).toBe(60_000);
});
