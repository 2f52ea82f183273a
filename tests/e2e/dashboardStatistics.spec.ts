/**
 * The dashboard's statistics in a real browser (issue 9 §7): appointments seeded through the API
 * (today and yesterday, one cancelled, one complete), two new clients; the week's figures, the
 * charts drawn, and the period switch to the last day and this month.
 */
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';
import { seriousViolations } from './support/axe';

const de = (key: string, vars?: Record<string, string>) => tr('de', `dashboard:statistics.${key}`, vars);

/** A date in the practice's zone (the browser runs in Europe/Zurich too), `daysAgo` before today. */
const zurichDate = (daysAgo = 0) => new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Zurich', year: 'numeric', month: '2-digit', day: '2-digit' }).format(new Date(Date.now() - daysAgo * 86_400_000));

test.describe('dashboard statistics', () => {
  let owner: OwnerAccount;

  test.beforeAll(async ({ baseURL }) => {
    const base = baseURL as string;
    owner = await createOwner(base, 'Nina', 'Frei');
    const token = owner.tokens.signInToken;
    const me = await apiCall<{ user_id: string }>(base, 'GET', '/api/auth/getUserFromToken', undefined, token);
    const workingDays = [0, 1, 2, 3, 4, 5, 6].map((weekDay) => ({ weekDay, available: true, timeSlots: [{ centreId: owner.centreId, startTime: '08:00', endTime: '17:00' }] }));
    await apiCall(base, 'PUT', `/booking-api/providers/${me.user_id}/schedule-templates`, { workingDays }, token);
    const contact = async (firstName: string) => (await apiCall<{ contact_id: string }>(base, 'POST', `/api/clinics/${owner.centreId}/contacts`, { firstName, lastName: 'Muster' }, token)).contact_id;
    const lea = await contact('Lea');
    await contact('Tim');
    const appointment = async (date: string, startTime: string, endTime: string) =>
      (await apiCall<{ appointment_id: string }>(base, 'POST', '/api/appointments', { centre_fk: owner.centreId, contact_fk: lea, resourceId: me.user_id, date, startTime, endTime }, token)).appointment_id;
    await appointment(zurichDate(), '09:00', '10:00');
    const cancelled = await appointment(zurichDate(), '11:00', '12:00');
    await apiCall(base, 'GET', `/api/appointments/${cancelled}/updateType/current/cancel`, undefined, token);
    const done = await appointment(zurichDate(1), '14:00', '15:30');
    await apiCall(base, 'PATCH', `/booking-api/appointments/${done}/mark-complete`, {}, token);
  });

  test('shows the week, draws the charts and switches to the last day and this month', async ({ page, snap }) => {
    await openSignedIn(page, owner, '/dashboard');
    const section = page.locator('[data-section="statistics"]');
    await expect(section.getByRole('heading', { name: de('title') })).toBeVisible();
    await expect(section.getByRole('button', { name: de('period.week') })).toHaveAttribute('aria-pressed', 'true');
    await expect(section.getByTestId('statistics-summary')).toHaveText(de('summary', { count: '3', cancelled: '1', newClients: '2' }));
    await expect(section.getByText(de('scope.practice'), { exact: false })).toBeVisible();
    // The charts come in their own chunk; each draws its bars.
    for (const chart of ['appointments', 'newClients', 'utilisation']) await expect(section.locator(`[data-chart="${chart}"] svg`).first()).toBeVisible();
    const utilisation = section.getByRole('table', { name: de('tableCaption', { title: de('utilisation.title'), period: de('period.week') }) });
    await expect(utilisation.getByRole('row', { name: /Nina Frei/ })).toContainText('%');
    await snap(page, 'week');
    // With figures drawn, the section still has no serious accessibility violation (accessibility.spec.ts checks the empty page).
    expect(await seriousViolations(page, { include: '[data-section="statistics"]' })).toEqual([]);

    await section.getByRole('button', { name: de('period.day') }).click();
    await expect(section.getByRole('button', { name: de('period.day') })).toHaveAttribute('aria-pressed', 'true');
    const dayTable = section.getByRole('table', { name: de('tableCaption', { title: de('appointments.title'), period: de('period.day') }) });
    await expect(dayTable.locator('tbody tr')).toHaveCount(12);
    await expect(section.locator('[data-chart="appointments"] svg').first()).toBeVisible();
    await snap(page, 'last-day');

    await section.getByRole('button', { name: de('period.month') }).click();
    const monthTable = section.getByRole('table', { name: de('tableCaption', { title: de('appointments.title'), period: de('period.month') }) });
    await expect(monthTable.locator('tbody tr')).toHaveCount(Number(zurichDate().slice(8, 10)));
    await expect(section.locator('[data-chart="appointments"] svg').first()).toBeVisible();
    await snap(page, 'this-month');
  });
});
