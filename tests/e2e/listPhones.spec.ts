/**
 * List tables on a 390 px phone (issue 13: they were cut off at the right). Each main list shows
 * its two or three key columns, nothing on the page reaches past the screen's edge, and a row's
 * detail shows the columns the row hides.
 */
import type { Page } from '@playwright/test';
import { listPractice, type ListPractice } from './support/listPages';
import { exactly, tr } from './support/locales';
import { keptPage } from './support/inAppNavigation';
import { openSignedIn } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string) => tr('de', key);

interface PhoneList {
  path: string;
  /** Headers of the key columns (locale keys). */
  shown: string[];
  /** A header the row hides and a value of it that the row's detail shows. */
  hidden: { header: string; value: string | RegExp };
  /** The row to open. */
  row: string;
}

const LISTS: PhoneList[] = [
  {
    path: '/clients/clientlist',
    shown: ['records:contact.firstName', 'records:contact.lastName', 'records:contact.phone'],
    hidden: { header: 'records:contact.email', value: 'bea.lists@example.ch' },
    row: 'Müller-Lüdenscheidt',
  },
  {
    path: '/settings/clinic-service-list',
    shown: ['records:service.name', 'services:list.price'],
    hidden: { header: 'records:service.duration', value: '45 Min.' },
    row: 'Physiotherapie Grundbehandlung',
  },
  { path: '/settings/vat', shown: ['records:vatRate.name', 'records:vatRate.rate', 'records:vatRate.validFrom'], hidden: { header: 'records:vatRate.code', value: /^CH-(normal|reduced|special)$/ }, row: '01.01.2024' },
  { path: '/coupons', shown: ['records:coupon.name', 'records:coupon.code'], hidden: { header: 'records:coupon.discountType', value: de('records:coupon.discountTypeOptions.percent') }, row: 'SPRING25' },
  {
    path: '/settings/clinic-therapists',
    shown: ['settings:therapists.columns.name', 'settings:therapists.columns.role'],
    hidden: { header: 'settings:therapists.columns.status', value: de('settings:therapists.active') },
    row: 'Anna Meier',
  },
  {
    path: '/appointments/deleted',
    shown: ['appointments:deleted.column.date', 'appointments:deleted.column.client'],
    hidden: { header: 'appointments:deleted.column.therapist', value: 'Anna Meier' },
    row: 'Müller-Lüdenscheidt',
  },
  {
    // {contactId}: the practice's client.
    path: '/clients/appointments/{contactId}',
    shown: ['appointments:fields.date', 'appointments:fields.status'],
    hidden: { header: 'appointments:fields.therapist', value: 'Anna Meier' },
    row: '14:00 – 15:00',
  },
  {
    path: '/settings/audit-log',
    shown: ['settings:auditLog.at', 'settings:auditLog.user', 'settings:auditLog.action'],
    hidden: { header: 'settings:auditLog.role', value: de('settings:auditLog.roles.OWNER') },
    row: de('settings:auditLog.actions.create'),
  },
];

/** Elements whose right edge is past the screen's (not inside the closed side menu or the collapsed, zero-height bulk actions bar). */
const pastTheEdge = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll<HTMLElement>('body *')]
      .filter((e) => {
        const r = e.getBoundingClientRect();
        return r.width > 0 && r.height > 0 && r.right > window.innerWidth + 1 && getComputedStyle(e).visibility !== 'hidden' && !e.closest('.MuiDrawer-root, .RaBulkActionsToolbar-collapsed');
      })
      .map((e) => `${e.tagName.toLowerCase()}.${String(e.className).split(' ')[0]} ${e.textContent?.slice(0, 30)}`),
  );

test.describe('lists on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  let practice: ListPractice;
  // The app starts once, then goes from list to list through its router (it booted once per list before).
  const kept = keptPage((page, path) => openSignedIn(page, practice.owner, path));
  test.beforeAll(async ({ baseURL }) => {
    practice = await listPractice(baseURL as string);
  });
  test.afterAll(() => kept.close());

  for (const list of LISTS) {
    test(`${list.path}: the key columns fit the screen; a row's detail shows the rest`, async ({ browser, baseURL, locale, timezoneId, viewport, snap }) => {
      const path = list.path.replace('{contactId}', practice.contactId);
      const page = await kept.visit({ browser, baseURL, locale, timezoneId, viewport }, path, '#main-content > *');
      await expect(page).toHaveURL((url) => url.pathname === path);
      const row = page.getByRole('row').filter({ hasText: list.row }).first();
      await expect(row).toBeVisible();
      for (const key of list.shown) {
        const header = page.getByRole('columnheader').filter({ hasText: exactly(de(key)) }).first();
        await expect(header).toBeVisible();
        const box = await header.boundingBox();
        expect((box?.x ?? 0) + (box?.width ?? 0), key).toBeLessThanOrEqual(390);
      }
      await expect(page.getByRole('columnheader').filter({ hasText: exactly(de(list.hidden.header)) })).toHaveCount(0);
      expect(await pastTheEdge(page)).toEqual([]);
      await snap(page, `${list.path.replace(/\W+/g, '-').slice(1)}-rows`);
      // A selected row brings the bulk actions (send SMS, delete): they fit too.
      const select = row.getByRole('checkbox');
      if ((await select.count()) > 0) {
        await select.check();
        await expect(page.locator('.RaBulkActionsToolbar-toolbar:not(.RaBulkActionsToolbar-collapsed)')).toBeVisible();
        expect(await pastTheEdge(page)).toEqual([]);
        await snap(page, `${list.path.replace(/\W+/g, '-').slice(1)}-selected`);
        await select.uncheck();
      }

      await row.getByRole('button', { name: de('ra:action.expand') }).click();
      const detail = page.getByTestId('row-detail').first();
      await expect(detail).toBeVisible();
      await expect(detail.getByText(exactly(de(list.hidden.header)))).toBeVisible();
      await expect(detail.getByText(list.hidden.value instanceof RegExp ? list.hidden.value : exactly(list.hidden.value)).first()).toBeVisible();
      expect(await pastTheEdge(page)).toEqual([]);
      await snap(page, `${list.path.replace(/\W+/g, '-').slice(1)}-detail`);
    });
  }
});
