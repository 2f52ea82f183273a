/**
 * Pointer helpers for react-big-calendar's week grid (the calendar and the special-days editor,
 * both from 06:00 in half-hour slots, one column per day when no therapist columns are shown).
 */
import type { Locator, Page } from '@playwright/test';

const FIRST_HOUR = 6;

/** The half-hour slot of weekday `day` (0 = Monday) at `time` inside `within` (a page or a grid). */
export function slot(within: Page | Locator, day: number, time: string): Locator {
  const [h, m] = time.split(':').map(Number);
  return within.locator('.rbc-time-content .rbc-day-slot').nth(day).locator('.rbc-timeslot-group').nth(h - FIRST_HOUR).locator('.rbc-time-slot').nth(m === 30 ? 1 : 0);
}

/** The centre of `box` where it is now, and its height. */
export async function centreOf(box: Locator) {
  const b = await box.boundingBox();
  if (!b) throw new Error('not visible');
  return { x: b.x + b.width / 2, y: b.y + b.height / 2, height: b.height };
}

/** Presses at `from` and releases at `to` in small steps, as a hand does. */
export async function drag(page: Page, from: { x: number; y: number }, to: { x: number; y: number }) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  await page.mouse.move(from.x + 3, from.y + 3, { steps: 3 });
  await page.mouse.move(to.x, to.y, { steps: 12 });
  await page.mouse.up();
}
