/**
 * Moving between pages inside the running app, for specs that visit many pages in a row: a
 * page.goto boots the whole app again (the list-toolbar spec did that 44 times), a user moves on
 * through the router.
 */
import type { Page, Request } from '@playwright/test';

/**
 * Runs `action` (a navigation) and resolves once none of the requests the page made from its start
 * has been in flight for `quietMs`: what Playwright's `networkidle` waits for, which a route change
 * inside the app does not wait for again. The request listeners live exactly as long as this call.
 */
export async function untilQuiet(page: Page, action: () => Promise<unknown>, quietMs = 500): Promise<void> {
  const inFlight = new Set<Request>();
  let changed = () => {};
  const add = (r: Request) => {
    inFlight.add(r);
    changed();
  };
  const remove = (r: Request) => {
    inFlight.delete(r);
    changed();
  };
  page.on('request', add);
  page.on('requestfinished', remove);
  page.on('requestfailed', remove);
  try {
    await action();
    await new Promise<void>((resolve) => {
      let timer: ReturnType<typeof setTimeout> | undefined;
      changed = () => {
        clearTimeout(timer);
        if (inFlight.size === 0) timer = setTimeout(resolve, quietMs);
      };
      changed();
    });
  } finally {
    page.off('request', add);
    page.off('requestfinished', remove);
    page.off('requestfailed', remove);
  }
}

/**
 * Goes to `path` through the app's router (react-router follows a popstate to the location the
 * history now holds, as on the browser's back button), without reloading the page. Elements that
 * match `stale` are marked first, so the caller can wait for the new page's own.
 */
export async function goInApp(page: Page, path: string, stale: string): Promise<void> {
  await page.evaluate(
    ({ to, selector }) => {
      for (const el of document.querySelectorAll(selector)) el.setAttribute('data-left-behind', '');
      window.history.pushState(null, '', to);
      window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    },
    { to: path, selector: stale },
  );
}
