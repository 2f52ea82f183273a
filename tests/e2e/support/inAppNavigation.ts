/**
 * Moving between pages inside the running app, for specs that visit many pages in a row: a
 * page.goto boots the whole app again (the list-toolbar spec did that 44 times), a user moves on
 * through the router.
 */
import { expect, type Browser, type Page, type Request, type ViewportSize } from '@playwright/test';

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

/**
 * Goes to `path` (by `open` for the first page of a test, else through the router) and resolves
 * when the network is quiet and every element of the page before that matched `stale` is gone.
 */
export async function arriveAt(page: Page, path: string, stale: string, open?: () => Promise<unknown>): Promise<void> {
  await untilQuiet(page, () => (open ? open() : goInApp(page, path, stale)));
  await expect(page.locator('[data-left-behind]')).toHaveCount(0);
}

/** The fixtures a kept page is made from (the project's and the describe's `use` options). */
export interface PageFixtures {
  browser: Browser;
  baseURL: string | undefined;
  locale: string | undefined;
  timezoneId: string | undefined;
  viewport: ViewportSize | null;
}

/**
 * One page kept across the tests of a describe (they run in file order in one worker): the first
 * test signs in and starts the app, the next ones move on through its router, as a user does. A
 * failing test ends the worker, so the next test's worker starts with a new page. Close it in
 * afterAll.
 */
export function keptPage(signIn: (page: Page, path: string) => Promise<void>) {
  let kept: Page | undefined;
  return {
    /**
     * The page at `path`, its requests settled; elements matching `stale` (the page content's root)
     * are marked before leaving and are gone when this resolves.
     */
    async visit(fixtures: PageFixtures, path: string, stale: string): Promise<Page> {
      const fresh = !kept;
      const { browser, baseURL, locale, timezoneId, viewport } = fixtures;
      const page = (kept ??= await (await browser.newContext({ baseURL, locale, timezoneId, viewport })).newPage());
      await arriveAt(page, path, stale, fresh ? () => signIn(page, path) : undefined);
      return page;
    },
    async close(): Promise<void> {
      await kept?.context().close();
      kept = undefined;
    },
  };
}
