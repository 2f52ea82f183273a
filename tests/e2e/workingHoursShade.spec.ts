/**
 * Working hours and a special day edited in the settings screens, and the calendar's shade of
 * non-working time following both (issue 9 §4, §9), in a real browser on both databases: the
 * weekly hours on /settings/clinic-therapist/{id}, a special day made in the week editor of
 * /settings/holidays-special-days by selecting a range, dragging it to another day and stretching
 * it by its lower edge, then
 * /calendar?date= of that week.
 */
import type { Locator } from '@playwright/test';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';
import { centreOf, drag, slot } from './support/weekGrid';

/** The owner signed up in German: the text a German user reads. */
const de = (key: string, vars?: Record<string, string>) => tr('de', key, vars);

/** A week wholly in next year (the editor opens a year on the week of 1 January; this is the one after). */
const YEAR = new Date().getFullYear() + 1;
const jan1 = new Date(Date.UTC(YEAR, 0, 1));
const monday = new Date(jan1.getTime() + (((8 - jan1.getUTCDay()) % 7) || 7) * 86_400_000);
const day = (offset: number) => new Date(monday.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
const MONDAY = day(0);
const THURSDAY = day(3);

/** Scrolls a week grid so that `time` is at its top (the columns are taller than the grid, spec §9). */
async function scrollGridTo(grid: Locator, time: string) {
  const group = slot(grid, 0, time).locator('xpath=..');
  await grid.locator('.rbc-time-content').evaluate((el, top) => { el.scrollTop = top; }, await group.evaluate((g) => (g as HTMLElement).offsetTop));
  await grid.scrollIntoViewIfNeeded();
}

test.describe('working hours and special days shade the calendar', () => {
  let owner: OwnerAccount;
  let userId: string;
  /** The therapist page's {providerId} is the practice membership's id (centreProvider_id). */
  let providerId: string;

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string, 'Nina', 'Frei');
    userId = (await apiCall<{ user_id: string }>(baseURL as string, 'GET', '/api/auth/getUserFromToken', undefined, owner.tokens.signInToken)).user_id;
    const providers = await apiCall<{ centreProvider_id: string; user_fk: string }[]>(baseURL as string, 'GET', `/api/centres/${owner.centreId}/settings/providers`, undefined, owner.tokens.signInToken);
    providerId = providers.find((p) => p.user_fk === userId)!.centreProvider_id;
  });

  test('hours set on the therapist page and a special day selected, moved and stretched in the week editor', async ({ page, baseURL, snap }) => {
    page.on('pageerror', (e) => process.stdout.write(`[pageerror] ${e.message}\n`));
    await page.setViewportSize({ width: 1440, height: 1100 });

    await test.step('working hours: Monday 08:00–12:00, no other day', async () => {
      await openSignedIn(page, owner, `/settings/clinic-therapist/${providerId}`);
      await page.locator('input[name="workingHours.1.available"]').check();
      await page.locator('select[name="workingHours.1.0.startTime"]').selectOption('08:00');
      await page.locator('select[name="workingHours.1.0.endTime"]').selectOption('12:00');
      await page.locator('button[name="saveWorkingHours"]').click();
      await expect(page.getByText(de('settings:therapist.workingHours.saved'))).toBeVisible();
    });

    const grid = page.getByTestId('special-days-grid');
    await test.step('a special day: select Wednesday 13:00–15:00, name it, drag it to Thursday 14:00, stretch it to 17:00', async () => {
      await page.goto('/settings/holidays-special-days');
      await page.getByRole('tab', { name: de('specialDays:tab') }).click();
      await page.locator('select[name="year"]').selectOption(String(YEAR));
      await page.getByRole('button', { name: de('specialDays:nextWeek') }).click();
      // The week of MONDAY ("4. Jan. – 10. Jan. 2027"), not the first week of the year.
      await expect(page.getByTestId('special-days-week')).toHaveText(new RegExp(`^${monday.getUTCDate()}\\. .*${YEAR}$`));
      await expect(grid).toHaveAttribute('data-dnd', 'true');
      await expect(slot(grid, 0, '06:00')).toBeAttached();

      // 240 % column height (spec §9): the day columns are taller than the visible grid, which scrolls.
      const heights = await grid.locator('.rbc-time-content').evaluate((el) => ({ visible: el.clientHeight, column: (el.querySelector('.rbc-day-slot') as HTMLElement).offsetHeight }));
      expect(heights.column / heights.visible).toBeCloseTo(2.4, 1);

      await scrollGridTo(grid, '12:00');
      await drag(page, await centreOf(slot(grid, 2, '13:00')), await centreOf(slot(grid, 2, '14:30')));
      const dialog = page.getByRole('dialog', { name: new RegExp(de('specialDays:entry.title', { date: '' })) });
      await expect(dialog).toBeVisible();
      await expect(dialog.locator('select[name="entryStart"]')).toHaveValue('13:00');
      await expect(dialog.locator('select[name="entryEnd"]')).toHaveValue('15:00');
      await dialog.locator('input[name="entryEvent"]').fill('Weiterbildung');
      await snap(page, 'special-day-selected');
      await dialog.getByRole('button', { name: de('specialDays:entry.apply') }).click();
      await expect(dialog).toBeHidden();

      const entry = grid.locator('.rbc-event').filter({ hasText: 'Weiterbildung' });
      await expect(entry).toBeVisible();
      await scrollGridTo(grid, '12:00');
      // Grab the entry just below its top and let go a third into Thursday's 14:00 slot: the addon
      // keeps the grab offset and takes the slot under the entry's new top (rounding down).
      const box = (await entry.boundingBox())!;
      const target = (await slot(grid, 3, '14:00').boundingBox())!;
      const from = { x: box.x + box.width / 2, y: box.y + 6 };
      await drag(page, from, { x: target.x + target.width / 2, y: target.y + 6 + target.height / 3 });
      await expect(grid.locator('.rbc-day-slot').nth(3).locator('.rbc-event')).toContainText('14:00 – 16:00Weiterbildung');
      await expect(page.getByText(de('settings:holidays.unsaved'))).toBeVisible();

      // Stretch it by the lower edge (the handle shows on hover) to 17:00: the end is the start of the slot let go in.
      const moved = grid.locator('.rbc-day-slot').nth(3).locator('.rbc-event');
      await moved.hover();
      const edge = moved.locator('.rbc-addons-dnd-resize-ns-icon').last();
      await expect(edge).toBeVisible();
      const handle = (await edge.boundingBox())!;
      const until = (await slot(grid, 3, '17:00').boundingBox())!;
      await drag(page, { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 }, { x: handle.x + handle.width / 2, y: until.y + until.height / 3 });
      await expect(moved).toContainText('14:00 – 17:00Weiterbildung');

      await page.locator('button[name="saveSpecialDays"]').click();
      await expect(page.getByText(de('specialDays:saved'))).toBeVisible();
      await snap(page, 'special-day-saved');
      const stored = await apiCall<{ specialDays: { date: string; timeSlots: unknown[] }[] }>(
        baseURL as string, 'GET', `/api/providers/${userId}/centres/${owner.centreId}/special-days?year=${YEAR}`, undefined, owner.tokens.signInToken,
      );
      expect(stored.specialDays).toEqual([expect.objectContaining({ date: THURSDAY, timeSlots: [{ startTime: '14:00', endTime: '17:00', event: 'Weiterbildung' }] })]);
    });

    await test.step('the calendar shades what is not working time', async () => {
      await page.goto(`/calendar?date=${MONDAY}`);
      const calendar = page.getByTestId('calendar-grid');
      await expect(calendar).toHaveAttribute('data-loaded', 'true');
      // The drag-and-drop grid replaces the first one after it painted: act on that one.
      await expect(calendar).toHaveAttribute('data-dnd', 'true');
      await slot(calendar, 3, '16:00').scrollIntoViewIfNeeded();
      // Monday: the weekly hours.
      await expect(slot(calendar, 0, '09:00')).not.toHaveClass(/kura-off-hours/);
      await expect(slot(calendar, 0, '13:00')).toHaveClass(/kura-off-hours/);
      // Wednesday (no hours, the special day moved away) and Thursday (the special day only).
      await expect(slot(calendar, 2, '13:00')).toHaveClass(/kura-off-hours/);
      await expect(slot(calendar, 3, '09:00')).toHaveClass(/kura-off-hours/);
      await expect(slot(calendar, 3, '14:00')).not.toHaveClass(/kura-off-hours/);
      await expect(slot(calendar, 3, '16:30')).not.toHaveClass(/kura-off-hours/);
      await expect(slot(calendar, 3, '17:00')).toHaveClass(/kura-off-hours/);
      await snap(page, 'calendar-shade');
    });
  });
});
