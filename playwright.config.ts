/**
 * Browser tests in Debian's Chromium (never a downloaded browser: stack-notes §3.3, G16).
 * globalSetup starts the local SMTP/SMS receivers and one Kura server per database; every
 * project (pglite, and postgres when TEST_DATABASE_URL is set) runs all specs against its own.
 * Run them through `node scripts/test.mjs e2e`, which builds the client first.
 */
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './tests/e2e/support/chromiumArgs';
import { E2E_TARGETS } from './tests/e2e/support/targets';

// KURA_E2E_EVERY_SPEC_ON_BOTH=1 runs every spec on both databases, as every spec ran until 26 Nov
// (scripts/runSuiteOf.mjs uses it to compare like for like with a clone of that time).
const EVERY_SPEC_ON_BOTH = process.env.KURA_E2E_EVERY_SPEC_ON_BOTH === '1';
const BOTH_DATABASES = ['calendar', 'workingHoursShade', 'appointmentPanel', 'contactImport', 'journey', 'publicBooking', 'inbox', 'waitlist', 'financeInvoices', 'financePayments', 'financeDashboard', 'financeSending', 'clientCredit', 'tariff590Wizard'];

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
      executablePath: CHROMIUM_PATH,
      args: CHROMIUM_ARGS,
    },
  },
  // Every journey runs on PGlite; on PostgreSQL too only where the database shapes what the user
  // sees (the server tests cover every call on both): BOTH_DATABASES above, e.g. the calendar week
  // (live changes, series, concurrency of moves), a large import, booking, invoices and payments.
  projects: E2E_TARGETS.map((name, i) => ({
    name,
    ...(i === 0 ? {} : EVERY_SPEC_ON_BOTH ? { testIgnore: ['**/receivers.spec.ts'] } : { testMatch: BOTH_DATABASES.map((spec) => `**/${spec}.spec.ts`) }),
  })),
});
