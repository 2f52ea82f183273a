/**
 * The waitlist journey (issue 10 §6, §7) on a phone: a patient finds no time on the booking page
 * and joins the waitlist there for a full day (SMS code, keyboard); the practice cancels an
 * appointment; the job offers the freed time to the first in line by SMS; the patient opens the
 * link and takes it. The server's own job queue does the offering.
 */
import crypto from 'node:crypto';
import { expect, test } from './support/test';
import { bookablePractice } from './support/bookablePractice';
import { apiCall } from './support/recordsAccount';
import { tr } from './support/locales';
import { codeIn, waitForSms } from './support/inbox';
import { seriousViolations } from './support/axe';

const de = (key: string, vars: Record<string, string> = {}) => tr('de', `publicBooking:${key}`, vars);

test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true, locale: 'de-CH' });

/** The calendar date `days` from now in Zurich. */
const zurichDate = (days: number) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich' }).format(new Date(Date.now() + days * 86_400_000));

test('a cancellation frees a slot, the first waitlisted patient gets the offer and takes it', async ({ page, baseURL, snap }) => {
  const base = baseURL as string;
  const practice = await bookablePractice(base, 'Praxis Warteliste');
  const token = practice.owner.tokens.signInToken;
  const cid = practice.owner.centreId;
  const day = zurichDate(3);
  // The day is full for the therapist: 08:00–12:00 and 12:00–17:00.
  const contact = await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${cid}/contacts`, { firstName: 'Bea', lastName: 'Beispiel' }, token);
  const slot = (startTime: string, endTime: string) => ({ centre_fk: cid, resourceId: practice.providerId, date: day, startTime, endTime, contact_fk: contact.contact_id });
  const morning = await apiCall<{ appointment_id: string }>(base, 'POST', '/api/appointments', slot('08:00', '12:00'), token);
  await apiCall(base, 'POST', '/api/appointments', slot('12:00', '17:00'), token);

  // On the booking page no time suits: the patient joins the waitlist for that day with the SMS code.
  await page.goto(`/booking/${cid}/${practice.providerId}/0`);
  await page.getByRole('button', { name: /Erstberatung/ }).click();
  await expect(page.getByRole('heading', { name: de('booking.day.title') })).toBeVisible();
  await expect(page.locator('.month[aria-busy="false"]')).toBeVisible();
  // By keyboard: the link opens the form, whose heading takes the focus.
  await page.getByRole('button', { name: de('waitlist.noSuitableTime') }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { name: de('waitlist.title') })).toBeFocused({ timeout: 30_000 });
  await expect(page.getByLabel(de('booking.summary.service'))).toHaveValue(practice.services.consult);
  await page.getByLabel(de('waitlist.from')).fill(day);
  await page.getByLabel(de('waitlist.to')).fill(day);
  await page.getByLabel(de('booking.details.firstName')).fill('Wanda');
  await page.keyboard.press('Tab');
  await expect(page.getByLabel(de('booking.details.lastName'))).toBeFocused();
  await page.keyboard.type('Warten');
  const phone = `79${crypto.randomInt(1_000_000, 9_999_999)}`;
  await page.getByLabel(de('booking.details.email')).fill(`wanda.${phone}@example.ch`);
  await page.getByLabel(de('booking.details.phone')).fill(phone);
  await snap(page, 'waitlist-form');
  expect(await seriousViolations(page)).toEqual([]);
  const since = Date.now();
  await page.getByRole('button', { name: de('booking.details.sendCode') }).click();
  const code = codeIn((await waitForSms(`+41${phone}`, { since })).text);
  await page.getByLabel(de('booking.code.label')).fill(code);
  await page.keyboard.press('Enter');
  await expect(page.getByTestId('waitlist-joined')).toBeVisible({ timeout: 30_000 });
  await expect(page.getByRole('heading', { name: de('waitlist.doneTitle') })).toBeVisible();
  await snap(page, 'waitlist-joined');
  const waiting = await apiCall<{ firstName: string; from: string; to: string; status: string }[]>(base, 'GET', `/api/waitlist?centreId=${cid}`, undefined, token);
  expect(waiting.map((e) => [e.firstName, e.from, e.to, e.status])).toEqual([['Wanda', day, day, 'waiting']]);

  // The practice cancels the morning: the offer job sends the link.
  await apiCall(base, 'GET', `/api/appointments/${morning.appointment_id}/updateType/current/cancel`, undefined, token);
  const offerSms = await waitForSms(`+41${phone}`, { since, where: (m) => m.text.includes('/booking/offer/'), timeoutMs: 60_000 });
  const link = /https?:\/\/\S+\/booking\/offer\/[A-Za-z0-9_-]+/.exec(offerSms.text)?.[0];
  expect(link).toBeTruthy();

  await page.goto(new URL(link as string).pathname);
  await expect(page.getByRole('heading', { name: de('offer.title') })).toBeVisible();
  await expect(page.getByText('08:00–08:30')).toBeVisible();
  await expect(page.getByText('Erstberatung')).toBeVisible();
  await snap(page, 'waitlist-offer');
  await page.getByRole('button', { name: de('offer.take') }).click();
  await expect(page.getByTestId('offer-booked')).toBeVisible();
  await expect(page.getByRole('link', { name: de('booking.done.manage') })).toBeVisible();
  await snap(page, 'waitlist-booked');

  // Booked once: the time is the patient's now, and the link is spent.
  const slots = await apiCall<{ slots: { startTime: string }[] }>(base, 'GET', `/booking-api/public/centres/${cid}/slots?serviceId=${practice.services.consult}&providerId=${practice.providerId}&from=${day}&to=${day}`);
  expect(slots.slots.map((s) => s.startTime)).not.toContain('08:00');
  await page.reload();
  await expect(page.getByText(de('offer.gone'))).toBeVisible();
});
