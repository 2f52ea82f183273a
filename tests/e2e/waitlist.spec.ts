/**
 * The waitlist journey (issue 10 §6, §7) on a phone: a patient waits for a full day; the practice
 * cancels an appointment; the job offers the freed time to the first in line by SMS; the patient
 * opens the link and takes it. The server's own job queue does the offering.
 */
import crypto from 'node:crypto';
import { expect, test } from './support/test';
import { bookablePractice } from './support/bookablePractice';
import { apiCall } from './support/recordsAccount';
import { tr } from './support/locales';
import { codeIn, waitForSms } from './support/inbox';

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

  // A patient joins the waitlist for that day with the SMS code.
  const phone = `79${crypto.randomInt(1_000_000, 9_999_999)}`;
  const since = Date.now();
  await apiCall(base, 'POST', '/booking-api/public/verification-codes', { countryPhone: '+41', phone, lang: 'de' });
  const code = codeIn((await waitForSms(`+41${phone}`, { since })).text);
  const body = { serviceId: practice.services.consult, providerId: practice.providerId, from: day, to: day, firstName: 'Wanda', lastName: 'Warten', email: `wanda.${phone}@example.ch`, countryPhone: '+41', phone, code, lang: 'de' };
  await apiCall(base, 'POST', `/booking-api/public/centres/${cid}/waitlist`, body);

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
