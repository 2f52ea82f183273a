/**
 * The record forms under the real Content-Security-Policy (script-src 'self', no 'unsafe-eval'):
 * the contact profile, the service builder and a settings record form validate with the
 * validators npm run gen precompiled, so a wrong value shows its translated error and the page
 * reports no CSP violation. At the end the same page turns a string into code itself: the
 * browser must refuse it and the watch must report it, so a deaf watch cannot pass this test.
 */
import crypto from 'node:crypto';
import type { Page } from '@playwright/test';
import { tr } from './support/locales';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const de = (key: string) => tr('de', key);

/** Runs in the page before the app: what the CSP blocked. */
function watchCsp() {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
}

const violations = (page: Page): Promise<string[]> => page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? []);

test.describe('record forms under the CSP without unsafe-eval', () => {
  let owner: OwnerAccount;
  let contactId = '';
  let serviceId = '';

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(baseURL as string, method, path, body, owner.tokens.signInToken);
    contactId = (await api<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, { firstName: 'Lena', lastName: `Csp${crypto.randomBytes(3).toString('hex')}` })).contact_id;
    serviceId = (await api<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: 'Massage 60' })).service_id;
  });

  test('contact, service and settings forms show translated errors; nothing is blocked', async ({ page, snap }) => {
    const cspMessages: string[] = [];
    page.on('console', (m) => {
      if (/Content.Security.Policy|unsafe-eval|EvalError/i.test(m.text())) cspMessages.push(`${m.type()}: ${m.text()}`);
    });
    page.on('pageerror', (e) => cspMessages.push(`pageerror: ${e.message}`));
    await page.addInitScript(watchCsp);

    /** Opens a form page, checks the policy it came with, and returns the form. */
    const open = async (path: string, formId: string) => {
      const response = page.waitForResponse((r) => r.request().resourceType() === 'document');
      await openSignedIn(page, owner, path);
      const csp = (await response).headers()['content-security-policy'] ?? '';
      expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
      expect(csp).not.toContain("'unsafe-eval'");
      const form = page.locator(`form#${formId}`);
      await expect(form.locator('button[name="save"]')).toBeVisible();
      return form;
    };
    const fieldBox = (name: string) => page.locator(`[data-form-field="${name}"]`);
    const noViolations = async () => {
      expect(await violations(page)).toEqual([]);
      expect(cspMessages).toEqual([]);
    };

    await test.step('contact profile: AHV check digit and e-mail (Kura formats)', async () => {
      const form = await open(`/clients/profile/${contactId}`, 'contactProfile');
      await form.locator('input[name="ahvNumber"]').fill('7561234567890');
      await form.locator('input[name="email"]').fill('lena@example');
      await form.locator('button[name="save"]').click();
      await expect(fieldBox('ahvNumber')).toContainText(de('errors:invalidAhv'));
      await expect(fieldBox('email')).toContainText(de('errors:invalidEmail'));
      await snap(page, 'contact-errors');
      await noViolations();
    });

    await test.step('service builder: a count above the maximum', async () => {
      const form = await open(`/settings/clinic-builder/regular?id=${serviceId}`, 'serviceBuilder');
      await expect(form.locator('input[name="name"]')).toHaveValue('Massage 60');
      await form.locator('input[name="count"]').fill('20000');
      await form.locator('button[name="save"]').click();
      await expect(fieldBox('count')).toContainText(de('errors:tooLarge'));
      await snap(page, 'service-errors');
      await noViolations();
    });

    await test.step('invoicing settings (singleton record): a payment term above the maximum', async () => {
      const form = await open('/settings/invoicing', 'invoicingSettings');
      await form.locator('input[name="paymentTermDays"]').fill('400');
      await form.locator('button[name="save"]').click();
      await expect(fieldBox('paymentTermDays')).toContainText(de('errors:tooLarge'));
      await snap(page, 'settings-errors');
      await noViolations();
    });

    await test.step('control: code the page makes from a string is refused and reported', async () => {
      // From a timer, not inside page.evaluate: DevTools evaluations may eval despite the CSP.
      await page.evaluate(() => {
        (window.setTimeout as unknown as (code: string) => void)('window.__evalRan = 1');
      });
      await expect.poll(() => violations(page)).toEqual([expect.stringMatching(/^script-src\S* eval$/)]);
      expect(await page.evaluate(() => (window as unknown as { __evalRan?: number }).__evalRan)).toBeUndefined();
      await expect.poll(() => cspMessages.join('\n')).toMatch(/Content Security Policy/);
    });
  });
});
