/**
 * Resolves once the first page of this visit has painted (README "Client bundle"): what the page
 * does not need to paint (the live socket's client) waits for it, so the browser spends the first
 * visit's bandwidth on the page. After `FALLBACK_MS` it resolves anyway (a page that never renders
 * through `lazyElement`, e.g. an error screen, must not keep the app offline).
 */
// Generous: on a busy two-core machine the first signed-in page has taken more than 4 s to paint.
const FALLBACK_MS = 10_000;

let resolvePainted: () => void = () => {};
export const firstPagePainted: Promise<void> = new Promise((resolve) => {
  resolvePainted = resolve;
});
setTimeout(() => resolvePainted(), FALLBACK_MS);

/** Called when a page's content has committed: resolves after the frame that paints it. */
export function notePagePainted(): void {
  // rAF runs before the paint; the task queued from it runs after the frame is painted.
  if (typeof requestAnimationFrame !== 'function') return resolvePainted();
  requestAnimationFrame(() => setTimeout(() => resolvePainted(), 0));
}
