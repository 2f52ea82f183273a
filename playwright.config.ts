/**
 * Browser tests in Debian's Chromium (never a downloaded browser: stack-notes §3.3, G16).
 * globalSetup starts the local SMTP/SMS receivers and one Kura server per database; every
 * project (pglite, and postgres when TEST_DATABASE_URL is set) runs all specs against its own.
 * Run them through `node scripts/test.mjs e2e`, which builds the client first.
 */
import { defineConfig } from '@playwright/test';
import { E2E_TARGETS } from './tests/e2e/support/targets';

const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export default defineConfig({
  testDir: './tests/e2e',
  testMatch: '**/*.spec.ts',
  outputDir: './test-results/e2e',
  globalSetup: './tests/e2e/support/globalSetup.ts',
  timeout: 120_000,
  expect: { timeout: 10_000 },
  fullyParallel: false,
  forbidOnly: !!process.env.CI,
  retries: 0,
  // Two cores here; one worker per database target keeps the servers from starving each other.
  workers: E2E_TARGETS.length,
  reporter: [['list'], ['json', { outputFile: './test-results/e2e-report.json' }]],
  use: {
    locale: 'de-CH',
    timezoneId: 'Europe/Zurich',
    viewport: { width: 1280, height: 900 },
    screenshot: 'on',
    // A failed test keeps its trace (actions, DOM snapshots, network) but without the screencast:
    // recording frames for every test was half of the browser tests' CPU time on two cores.
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: true, sources: true },
    actionTimeout: 15_000,
    navigationTimeout: 30_000,
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: chromiumArgs,
    },
  },
  // The receivers' own checks do not touch a database: run them once.
  projects: E2E_TARGETS.map((name, i) => ({ name, testIgnore: i === 0 ? [] : ['**/receivers.spec.ts'] })),
});
