/**
 * The patients' pages (issue 10 §3) on a phone (390 × 844): the profile links to booking; the
 * booking flow by pointer and by keyboard alone; the page loads nothing of the admin app and
 * nothing from another site; a new patient books with the SMS code and moves and cancels through
 * the manage link. On both databases (playwright.config.ts BOTH_DATABASES): the booking writes
 * under a lock and the journey should show the same on PostgreSQL.
 */
import type { Page, Request } from '@playwright/test';
import { expect, test } from './support/test';
import { bookablePractice, type BookablePractice } from './support/bookablePractice';
import { tr } from './support/locales';
import { codeIn, waitForSms } from './support/inbox';
import { apiCall } from './support/recordsAccount';
import { seriousViolations } from './support/axe';

const de = (key: string, vars: Record<string, string> = {}) => tr('de', `publicBooking:${key}`, vars);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-CH' });

/** The first day of the visible month with free times, else the next month's. */
async function firstFreeDay(page: Page) {
  const free = page.locator('.month button.day:not([disabled])');
  await expect(page.locator('.month[aria-busy="false"]')).toBeVisible();
  if ((await free.count()) === 0) {
    await page.getByRole('button', { name: de('booking.day.nextMonth') }).first().click();
    await expect(page.locator('.month[aria-busy="false"]')).toBeVisible();
  }
  return free.first();
}

test.describe('public booking page', () => {
  test.describe.configure({ mode: 'serial' });
  let practice: BookablePractice;

  test.beforeAll(async ({ baseURL }) => {
    practice = await bookablePractice(baseURL as string, 'Praxis Lindenhof');
  });

  test('the profile page shows the practice and links to booking', async ({ page, snap }) => {
    const requests: Request[] = [];
    page.on('request', (r) => requests.push(r));
    await page.goto(`/profile/${practice.owner.centreId}`);
    await expect(page.getByRole('heading', { level: 1, name: 'Praxis Lindenhof' })).toBeVisible();
    await expect(page.getByText('Klassische Massage')).toBeVisible();
    await expect(page.getByText('Lara Brunner', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The practice's default opening hours (Monday to Friday 8 to 18).
    await expect(page.getByRole('row', { name: /Montag/ })).toContainText('08:00–18:00');
    await snap(page, 'profile-phone');
    // Only our own origin, and nothing of the admin app (React, MUI).
    const origin = new URL(page.url()).origin;
    expect(requests.filter((r) => !r.url().startsWith(origin) && !r.url().startsWith('data:')).map((r) => r.url())).toEqual([]);
    expect(requests.map((r) => r.url()).filter((u) => /\/assets\/(react|mui|app|index)-/.test(u))).toEqual([]);
    await page.getByRole('link', { name: de('profile.book') }).first().click();
    await expect(page).toHaveURL(new RegExp(`/booking/${practice.owner.centreId}/0/0$`));
    await expect(page.getByRole('heading', { name: de('booking.service.title') })).toBeVisible();
  });

  test('a patient chooses service, day and time and reaches the code step', async ({ page, snap }) => {
    const slotRequests: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/slots?')) slotRequests.push(r.url());
    });
    await page.goto(`/booking/${practice.owner.centreId}/${practice.providerId}/0`);
    await expect(page.getByRole('heading', { name: de('booking.service.title') })).toBeVisible();
    await expect(page.getByRole('button', { name: /Klassische Massage/ })).toContainText('120.00');
    await snap(page, 'services');
    await page.getByRole('button', { name: /Klassische Massage/ }).click();
    // One therapist offers it: straight to the days.
    await expect(page.getByRole('heading', { name: de('booking.day.title') })).toBeVisible();
    const day = await firstFreeDay(page);
    await day.click();
    await snap(page, 'day-and-times');
    expect(await seriousViolations(page)).toEqual([]);
    // One request per month shown.
    expect(new Set(slotRequests.map((u) => new URL(u).searchParams.get('from')?.slice(0, 7))).size).toBe(slotRequests.length);
    await page.locator('.time-list button').first().click();
    await expect(page.getByRole('heading', { name: de('booking.details.title') })).toBeVisible();
    await page.getByLabel(de('booking.details.firstName')).fill('Eva');
    await page.getByLabel(de('booking.details.lastName')).fill('Steiner');
    await page.getByLabel(de('booking.details.email')).fill('eva.steiner@example.ch');
    await page.getByRole('button', { name: de('booking.details.sendCode') }).click();
    // The page checks before it sends: the phone is missing.
    await expect(page.getByLabel(de('booking.details.phone'))).toBeFocused();
    await expect(page.getByText(de('errors.required'))).toBeVisible();
    await snap(page, 'details-error');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('the flow works with the keyboard alone', async ({ page }) => {
    await page.goto(`/booking/${practice.owner.centreId}/0/0`);
    await expect(page.getByRole('heading', { name: de('booking.service.title') })).toBeVisible();
    // Tab from the top: the language switch, then the services by name.
    await page.keyboard.press('Tab');
    await expect(page.getByRole('combobox', { name: de('common.language') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Erstberatung/ })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: /Klassische Massage/ })).toBeFocused();
    await page.keyboard.press('Enter');
    const heading = page.getByRole('heading', { name: de('booking.day.title') });
    await expect(heading).toBeFocused();
    const day = await firstFreeDay(page);
    await day.focus();
    await page.keyboard.press('Enter');
    await expect(day).toHaveAttribute('aria-pressed', 'true');
    await page.locator('.time-list button').first().focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: de('booking.details.title') })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(page.getByLabel(de('booking.details.firstName'))).toBeFocused();
    // The focus is visible (the focus ring of public.css).
    const outline = await page.getByLabel(de('booking.details.firstName')).evaluate((el) => getComputedStyle(el).outlineStyle);
    expect(outline).not.toBe('none');
  });

  test('a new patient books with the SMS code, then moves and cancels through the manage link', async ({ page, baseURL, snap }) => {
    // Booking notice and cancellation limit are both 24 hours by default: the earliest free time
    // can pass the limit while the patient books. A 12-hour limit keeps move and cancel open.
    await apiCall(baseURL as string, 'PATCH', `/api/clinics/${practice.owner.centreId}/settings/online-presence`, { cancellationLimit: { amount: 12, unit: 'hours' } }, practice.owner.tokens.signInToken);
    const phone = `79${String(Date.now()).slice(-7)}`;
    await page.goto(`/booking/${practice.owner.centreId}/0/0`);
    await page.getByRole('button', { name: /Erstberatung/ }).click();
    const day = await firstFreeDay(page);
    await day.click();
    await page.locator('.time-list button').first().click();
    await page.getByLabel(de('booking.details.firstName')).fill('Nora');
    await page.getByLabel(de('booking.details.lastName')).fill('Gerber');
    await page.getByLabel(de('booking.details.email')).fill(`nora.${phone}@example.ch`);
    await page.getByLabel(de('booking.details.phone')).fill(`0${phone.slice(0, 2)} ${phone.slice(2, 5)} ${phone.slice(5, 7)} ${phone.slice(7)}`);
    const since = Date.now();
    await page.getByRole('button', { name: de('booking.details.sendCode') }).click();
    await expect(page.getByRole('heading', { name: de('booking.code.title') })).toBeFocused();
    const code = codeIn((await waitForSms(`+41${phone}`, { since })).text);
    // A wrong code is refused at the code field, nothing booked.
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel(de('booking.code.label')).fill(wrong);
    await page.getByRole('button', { name: de('booking.code.book') }).click();
    await expect(page.getByText(de('errors.invalidCode'))).toBeVisible();
    await expect(page.getByLabel(de('booking.code.label'))).toBeFocused();
    await snap(page, 'code-wrong');
    await page.getByLabel(de('booking.code.label')).fill(code);
    await page.getByRole('button', { name: de('booking.code.book') }).click();
    await expect(page.getByRole('heading', { name: de('booking.done.confirmedTitle') })).toBeVisible();
    const ics = page.getByRole('link', { name: de('booking.done.addToCalendar') });
    const icsResponse = await page.request.get((await ics.getAttribute('href')) as string);
    expect(icsResponse.status()).toBe(200);
    expect(await icsResponse.text()).toContain('BEGIN:VEVENT');
    await snap(page, 'done');
    // The waitlist for an earlier time opens right there, the service and the details filled in.
    await page.getByRole('button', { name: de('waitlist.earlierTime') }).click();
    await expect(page.getByRole('heading', { name: de('waitlist.title') })).toBeFocused({ timeout: 30_000 });
    await expect(page.getByLabel(de('booking.summary.service'))).toHaveValue(practice.services.consult);
    await expect(page.getByLabel(de('booking.details.firstName'))).toHaveValue('Nora');
    expect(await seriousViolations(page)).toEqual([]);
    await snap(page, 'done-waitlist');
    await page.getByRole('button', { name: de('waitlist.cancel') }).click();
    await expect(page.getByRole('heading', { name: de('waitlist.title') })).toHaveCount(0);

    await page.getByRole('link', { name: de('booking.done.manage') }).click();
    await expect(page.getByRole('heading', { name: de('manage.title') })).toBeVisible();
    await expect(page.getByText('Erstberatung')).toBeVisible();
    await expect(page.getByText(de('manage.statuses.CONFIRMED'), { exact: true })).toBeVisible();
    const before = await page.locator('.summary-row').nth(2).textContent();
    await page.getByRole('button', { name: de('manage.move') }).click();
    await expect(page.getByRole('heading', { name: de('manage.moveTitle') })).toBeVisible();
    await (await firstFreeDay(page)).click();
    await page.locator('.time-list button').last().click();
    await expect(page.getByText(de('manage.moved'))).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.locator('.summary-row').nth(2).textContent()).not.toBe(before);
    await snap(page, 'manage-moved');
    await page.getByRole('button', { name: de('manage.cancel'), exact: true }).click();
    await page.getByRole('button', { name: de('manage.cancelYes') }).click();
    await expect(page.getByText(de('manage.cancelled'))).toBeVisible();
    await expect(page.getByText(de('manage.statuses.CANCELLED'), { exact: true })).toBeVisible();
    await snap(page, 'manage-cancelled');
  });

  test('a patient books a place in a group class the practice scheduled', async ({ page, baseURL, snap }) => {
    const base = baseURL as string;
    const token = practice.owner.tokens.signInToken;
    const cid = practice.owner.centreId;
    const pilates = (await apiCall<{ service_id: string }>(base, 'POST', `/api/clinics/${cid}/services`, { name: 'Pilates', duration: 60, ppu: 3000, onlineBooking: true, groupEvent: true, resourceIds: [practice.providerId] }, token)).service_id;
    const leader = await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${cid}/contacts`, { firstName: 'Gabi', lastName: 'Gruppe' }, token);
    const date = new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() + 4 * 86_400_000));
    await apiCall(base, 'POST', '/api/appointments', { centre_fk: cid, resourceId: practice.providerId, service_fk: pilates, date, startTime: '10:00', endTime: '11:00', contact_fk: leader.contact_id, numberOfPeople: 4, isEmail: false, isSms: false }, token);

    const phone = `78${String(Date.now()).slice(-7)}`;
    await page.goto(`/booking/${cid}/0/0`);
    await expect(page.getByRole('button', { name: /Pilates/ })).toContainText(de('booking.service.groupClass'));
    await page.getByRole('button', { name: /Pilates/ }).click();
    await expect(page.getByText(de('booking.day.groupClassHint'))).toBeVisible();
    // The scheduled class is the only time offered.
    await (await firstFreeDay(page)).click();
    await expect(page.locator('.time-list button')).toHaveText(['10:00']);
    await snap(page, 'group-class-day');
    await page.locator('.time-list button').first().click();
    await page.getByLabel(de('booking.details.firstName')).fill('Petra');
    await page.getByLabel(de('booking.details.lastName')).fill('Platz');
    await page.getByLabel(de('booking.details.email')).fill(`petra.${phone}@example.ch`);
    await page.getByLabel(de('booking.details.phone')).fill(phone);
    const since = Date.now();
    await page.getByRole('button', { name: de('booking.details.sendCode') }).click();
    const code = codeIn((await waitForSms(`+41${phone}`, { since })).text);
    await page.getByLabel(de('booking.code.label')).fill(code);
    await page.getByRole('button', { name: de('booking.code.book') }).click();
    await expect(page.getByRole('heading', { name: de('booking.done.confirmedTitle') })).toBeVisible();
    await snap(page, 'group-class-booked');
  });

  test('the language switch turns the page into French and keeps it', async ({ page }) => {
    await page.goto(`/booking/${practice.owner.centreId}/0/0`);
    await page.getByRole('combobox', { name: de('common.language') }).selectOption('fr');
    await expect(page.getByRole('heading', { name: tr('fr', 'publicBooking:booking.service.title') })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await page.reload();
    await expect(page.getByRole('heading', { name: tr('fr', 'publicBooking:booking.service.title') })).toBeVisible();
  });

  test('an unknown practice says so', async ({ page }) => {
    await page.goto('/booking/00000000-0000-4000-8000-000000000000/0/0');
    await expect(page.getByRole('heading', { name: de('errors.notFoundTitle') })).toBeVisible();
  });
});
