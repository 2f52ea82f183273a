/**
 * List toolbars at 1280 and 1440 px in German and French (issue 13: they wrapped into two or three
 * ragged rows). On every list page the search, the always-shown filters and the action buttons share one
 * row: every button's top within a few pixels of the others', every control overlapping that row,
 * none reaching past the page's right edge or cutting its label.
 */
import { arriveAt } from './support/inAppNavigation';
import { LIST_PAGES, listPractice, setLanguage, type ListPractice } from './support/listPages';
import { openSignedIn } from './support/recordsAccount';
import { expect, test } from './support/test';

test.describe('list toolbars', () => {
  let practice: ListPractice;
  test.beforeAll(async ({ baseURL }) => {
    practice = await listPractice(baseURL as string);
  });

  for (const [language, width] of [['de', 1280], ['fr', 1280], ['de', 1440], ['fr', 1440]] as const) {
    test(`${language}: every list's toolbar is one row at ${width} px`, async ({ page, baseURL, snap }) => {
      test.setTimeout(240_000);
      await setLanguage(baseURL as string, practice, language);
      await page.setViewportSize({ width, height: 900 });
      // react-admin's list toolbar (filters and actions), or the shared ListToolbar on a page that is no react-admin list.
      const toolbars = '.RaList-actions, [data-testid="list-toolbar"]';
      for (const [i, path] of LIST_PAGES.entries()) {
        // The app starts once; then on from list to list through its router, as a user goes.
        // The toolbar of the list before is gone when arriveAt returns.
        await arriveAt(page, path, toolbars, i === 0 ? () => openSignedIn(page, practice.owner, path) : undefined);
        await expect(page).toHaveURL((url) => url.pathname === path);
        await expect(page.locator('html')).toHaveAttribute('lang', language);
        await expect(page.locator(toolbars).getByRole('button').first()).toBeVisible();
        // The row: the toolbar's buttons, the search box and the filters shown without "add filter".
        const row = await page
          .locator('.RaList-actions button, [data-testid="list-toolbar"] button, .MuiFormControl-root:has(input[name="q"]), .RaFilterForm-root .MuiFormControl-root')
          .evaluateAll((els) =>
            els.map((e) => {
              const r = e.getBoundingClientRect();
              return {
                what: `${e.tagName.toLowerCase()} ${e.getAttribute('name') ?? e.getAttribute('aria-label') ?? e.textContent?.trim()}`,
                button: e.tagName === 'BUTTON',
                top: r.top,
                bottom: r.bottom,
                right: r.right,
                cut: e.scrollWidth > e.clientWidth + 1,
              };
            }),
          );
        const buttons = row.filter((c) => c.button);
        expect(buttons.length, path).toBeGreaterThan(0);
        const tops = buttons.map((b) => b.top);
        expect(Math.max(...tops) - Math.min(...tops), `${path}: button tops ${JSON.stringify(buttons)}`).toBeLessThanOrEqual(4);
        // One row: every control starts above the bottom of every other.
        expect(Math.max(...row.map((c) => c.top)), `${path}: ${JSON.stringify(row)}`).toBeLessThan(Math.min(...row.map((c) => c.bottom)));
        expect(row.filter((c) => c.right > width || c.cut).map((c) => c.what), path).toEqual([]);
        expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(width);
        await snap(page, `${language}-${width}${path.replace(/\W+/g, '-')}`);
      }
    });
  }
});
