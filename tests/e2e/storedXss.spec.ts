/**
 * Stored XSS (security plan C8): script payloads stored through the API in a contact's names,
 * company, website, notes and tags, in service names, saved-filter names and the centre's name,
 * then every view that shows them opened in Chromium with the real Content-Security-Policy.
 * On each view the payload must show as text; nothing may run (window.__xss, dialogs), no element
 * may be injected (img[src=x], svg[onload], inline script), and the CSP must report nothing.
 */
import type { Page } from '@playwright/test';
import { recordMetric } from '../support/metrics';
import { apiCall, createOwner, openSignedIn, type OwnerAccount } from './support/recordsAccount';
import { expect, test } from './support/test';

const PAYLOADS = [
  '<img src=x onerror="window.__xss=1">',
  '<script>window.__xss=1</script>',
  '"><svg onload=window.__xss=1>',
  'javascript:window.__xss=1',
];

interface Probe {
  xss: unknown;
  injected: number;
  violations: string[];
}

/** Runs in the page before the app: collects what the CSP blocked. */
function watchCsp() {
  const w = window as unknown as { __csp: string[] };
  w.__csp = [];
  document.addEventListener('securitypolicyviolation', (e) => w.__csp.push(`${e.violatedDirective} ${e.blockedURI}`));
}

const probe = (page: Page): Promise<Probe> =>
  page.evaluate(() => ({
    xss: (window as unknown as { __xss?: unknown }).__xss,
    injected: document.querySelectorAll('img[src="x"], svg[onload], [onerror], [onload], script:not([src])').length,
    violations: (window as unknown as { __csp?: string[] }).__csp ?? [],
  }));

/** How often the payload is shown: as text on the page, or as a form field's value. */
const shown = (page: Page, payload: string): Promise<number> =>
  page.evaluate((p) => {
    const inText = document.body.innerText.split(p).length - 1;
    const inFields = [...document.querySelectorAll<HTMLInputElement | HTMLTextAreaElement>('input, textarea')].filter((e) => e.value.includes(p)).length;
    return inText + inFields;
  }, payload);

test.describe('stored XSS', () => {
  let owner: OwnerAccount;
  const contactIds: string[] = [];
  const serviceIds: string[] = [];
  let centreName = '';

  test.beforeAll(async ({ baseURL }) => {
    owner = await createOwner(baseURL as string);
    const api = <T>(method: string, path: string, body?: unknown) => apiCall<T>(baseURL as string, method, path, body, owner.tokens.signInToken);
    for (const p of PAYLOADS) {
      const contact = await api<{ contact_id: string }>('POST', `/api/clinics/${owner.centreId}/contacts`, {
        firstName: p,
        lastName: p,
        company: p,
        website: p,
        notes: [p],
        tags: [p],
      });
      contactIds.push(contact.contact_id);
      const service = await api<{ service_id: string }>('POST', `/api/clinics/${owner.centreId}/services`, { name: p });
      serviceIds.push(service.service_id);
      await api('POST', `/api/centre/${owner.centreId}/createQueryList`, { name: p, resource: 'contacts', filter: { q: p } });
    }
    centreName = `${PAYLOADS[0]} ${PAYLOADS[2]}`;
    await api('PATCH', `/api/centre/${owner.centreId}/updateCentre`, { name: centreName });
  });

  test('payloads show as text on every view and never run', async ({ page, snap }, testInfo) => {
    const views: { path: string; name: string; payloads: string[]; minShown?: number }[] = [
      { path: '/clients/clientlist', name: 'client-list', payloads: PAYLOADS },
      ...contactIds.map((id, i) => ({ path: `/clients/profile/${id}`, name: `client-profile-${i}`, payloads: [PAYLOADS[i]], minShown: 4 })),
      { path: '/settings/clinic-service-list', name: 'service-list', payloads: PAYLOADS },
      ...serviceIds.map((id, i) => ({ path: `/settings/clinic-builder/regular?id=${id}`, name: `service-builder-${i}`, payloads: [PAYLOADS[i]] })),
      { path: '/tags', name: 'tags', payloads: PAYLOADS },
      { path: '/query-lists', name: 'saved-filters', payloads: PAYLOADS },
      { path: '/settings/business-info', name: 'business-info', payloads: [centreName] },
    ];
    const dialogs: string[] = [];
    const consoleErrors: string[] = [];
    page.on('dialog', (d) => {
      dialogs.push(`${d.type()}: ${d.message()}`);
      void d.dismiss();
    });
    page.on('console', (m) => {
      if (m.type() === 'error') consoleErrors.push(m.text());
    });
    await page.addInitScript(watchCsp);

    const problems: string[] = [];
    let checks = 0;
    let executions = 0;
    for (const view of views) {
      await test.step(view.name, async () => {
        const response = page.waitForResponse((r) => r.request().resourceType() === 'document');
        await openSignedIn(page, owner, view.path);
        const csp = (await response).headers()['content-security-policy'] ?? '';
        expect(csp).toMatch(/(^|;)\s*script-src 'self'\s*(;|$)/);
        expect(csp).not.toContain("'unsafe-eval'");
        expect(csp).toContain("object-src 'none'");
        expect(csp).toContain("base-uri 'none'");
        expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
        for (const p of view.payloads) {
          await expect.poll(() => shown(page, p), { message: `${view.name} shows ${p}` }).toBeGreaterThanOrEqual(view.minShown ?? 1);
        }
        await snap(page, view.name);
        const seen = await probe(page);
        checks += view.payloads.length;
        if (seen.xss !== undefined) executions++;
        if (seen.xss !== undefined || seen.injected > 0 || seen.violations.length > 0) problems.push(`${view.name}: ${JSON.stringify(seen)}`);
      });
    }
    process.stdout.write(`[C8 ${testInfo.project.name}] ${checks} payloads × views, ${executions} executions, ${dialogs.length} dialogs\n`);
    recordMetric({ id: 'C8', figure: 'payloads × views, script executions', value: `${checks}, ${executions + dialogs.length}`, threshold: 'executions = 0', pass: executions + dialogs.length === 0 && problems.length === 0, db: testInfo.project.name });
    expect(problems).toEqual([]);
    expect(dialogs).toEqual([]);
    expect(consoleErrors.filter((e) => /Content Security Policy|Refused to/i.test(e))).toEqual([]);

    await test.step('control: a payload put into the page as HTML is seen, and the CSP stops its handler', async () => {
      await page.evaluate((html) => document.body.insertAdjacentHTML('beforeend', html), PAYLOADS[0]);
      await expect.poll(async () => (await probe(page)).violations.join()).toContain('script-src');
      const seen = await probe(page);
      expect(seen.injected).toBeGreaterThan(0);
      expect(seen.xss).toBeUndefined();
    });
  });
});
