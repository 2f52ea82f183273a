/**
 * The `test` every browser spec imports: baseURL comes from the server globalSetup started
 * for this project's database, and `snap()` keeps a named full-page screenshot per step.
 */
import { test as base, expect, type Page } from '@playwright/test';
import { targetEnvName } from './targets';

export const test = base.extend<{ snap: (page: Page, name: string) => Promise<void> }>({
  baseURL: async ({}, use, testInfo) => {
    const url = process.env[targetEnvName(testInfo.project.name)];
    if (!url) throw new Error(`No Kura server for project "${testInfo.project.name}" (globalSetup did not start one)`);
    await use(url);
  },
  snap: async ({}, use, testInfo) => {
    let n = 0;
    await use(async (page, name) => {
      n += 1;
      const file = testInfo.outputPath(`${String(n).padStart(2, '0')}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      await testInfo.attach(name, { path: file, contentType: 'image/png' });
    });
  },
});

export { expect };
