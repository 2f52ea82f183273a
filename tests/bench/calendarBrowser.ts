/**
 * The calendar in Chromium (Debian's /usr/bin/chromium or CHROMIUM_PATH, as the browser tests):
 * from the click on "next" to the last appointment element painted, for the week of 500
 * (target ≤ 200 ms, issue 9 §9) and the month of 2,000. Each run opens the quieter period
 * before, waits until the grid has loaded and the next period has been prefetched (as a user
 * who looks at a week before moving on), then clicks "next" once.
 *
 * In the page a MutationObserver notes every change of an appointment element (added, its text
 * or attributes); after each such change a requestAnimationFrame + setTimeout marks the frame as
 * painted. The run ends when the expected number of elements is there and nothing changed for
 * QUIET_MS; the figure is the last paint mark minus the click, so titles that arrive late
 * (client names) count.
 */
import fs from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type CDPSession, type Page, type Response } from '@playwright/test';
import { TOKEN_KEYS } from '../../src/client/session/tokenStorage';
import type { TokenPair } from '../../src/shared/api/contracts';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/support/chromiumArgs';
import { percentile } from './load';

const QUIET_MS = 1000;
const RUN_TIMEOUT_MS = 20_000;
export const NAVIGATION_TARGET_MS = 200;

export interface NavigationFigures {
  view: 'week' | 'month';
  runs: number[];
  medianMs: number;
  p95Ms: number;
  /**
   * Main-thread CPU time of the renderer from the click until the grid settled (Chromium's
   * ThreadTime): the work itself, which other processes on the machine do not stretch.
   */
  cpuRuns: number[];
  cpuMedianMs: number;
  /** Appointment elements in the grid after the last run (days off not counted), and how many show a client name. */
  elements: number;
  named: number;
  screenshot: string;
}

/** Runs in the page as a string (tsx's name helpers must not reach the browser). */
const MEASURE_NEXT = `async ({ expected, quietMs, timeoutMs }) => {
  const grid = document.querySelector('[data-testid="calendar-grid"]');
  const next = grid.querySelector('.rbc-toolbar .rbc-btn-group').querySelectorAll('button')[2];
  let painted = 0;
  const isEvent = (n) => n && n.nodeType === 1 && (n.matches('.rbc-event') || n.querySelector('.rbc-event'));
  const inEvent = (n) => { const el = n && (n.nodeType === 1 ? n : n.parentElement); return Boolean(el && el.closest('.rbc-event')); };
  const observer = new MutationObserver((records) => {
    if (!records.some((r) => inEvent(r.target) || [...r.addedNodes].some(isEvent))) return;
    requestAnimationFrame(() => setTimeout(() => { painted = performance.now(); }, 0));
  });
  observer.observe(grid, { subtree: true, childList: true, characterData: true, attributes: true });
  const clicked = performance.now();
  next.click();
  await new Promise((resolve) => {
    const tick = () => {
      const now = performance.now();
      const n = grid.querySelectorAll('.rbc-event').length;
      if ((n >= expected && painted > 0 && now - painted >= quietMs) || now - clicked > timeoutMs) resolve();
      else setTimeout(tick, 25);
    };
    tick();
  });
  observer.disconnect();
  // Days off and holidays are grid entries too (class kura-day-off): only appointments carry a name.
  const events = [...grid.querySelectorAll('.rbc-event:not(.kura-day-off):not(.kura-busy)')];
  return { ms: painted - clicked, elements: events.length, named: events.filter((e) => (e.textContent || '').includes(' · ')).length, timedOut: performance.now() - clicked > timeoutMs };
}`;

export interface BrowserBenchSpec {
  baseUrl: string;
  tokens: TokenPair;
  runs: number;
  screenshotDir: string;
}

async function signIn(page: Page, baseUrl: string, tokens: TokenPair) {
  await page.goto(`${baseUrl}/users/signin`);
  await page.evaluate(
    ([keys, t]) => {
      window.localStorage.setItem(keys.access, t.signInToken);
      window.localStorage.setItem(keys.refresh, t.refreshToken);
      window.localStorage.setItem(keys.expiry, String(Date.now() + t.expiresIn * 1000));
    },
    [TOKEN_KEYS, tokens] as const,
  );
}

/** Opens `date` in `view`, waits for the grid and for the prefetch of `nextFrom`, then measures one "next". */
async function threadTimeMs(cdp: CDPSession): Promise<number> {
  const { metrics } = await cdp.send('Performance.getMetrics');
  return (metrics.find((m) => m.name === 'ThreadTime')?.value ?? Number.NaN) * 1000;
}

async function measureOnce(page: Page, cdp: CDPSession, baseUrl: string, view: 'week' | 'month', date: string, nextFrom: string, expected: number, profileTo?: string) {
  // The next period's appointments, schedule and busy time (useCalendarData prefetches all three).
  const nextCall = (path: string) => (r: Response) => r.url().includes(path) && decodeURIComponent(r.url()).includes(nextFrom);
  const prefetched = Promise.all(['/api/appointments?', '/api/providers/schedule?', '/api/providers/busy?'].map((p) => page.waitForResponse(nextCall(p), { timeout: 60_000 }).then((r) => r.finished())));
  prefetched.catch(() => undefined); // awaited below; a failure before that must not go unhandled
  await page.goto(`${baseUrl}/calendar?date=${date}&view=${view}`);
  const grid = page.getByTestId('calendar-grid');
  await grid.and(page.locator('[data-loaded="true"][data-dnd="true"]')).waitFor({ timeout: 60_000 });
  await prefetched;
  // The prefetched answer is in the cache once react-query has settled: give it a frame.
  await page.evaluate('new Promise((r) => requestAnimationFrame(() => setTimeout(r, 50)))');
  const cpuBefore = await threadTimeMs(cdp);
  if (profileTo) await cdp.send('Profiler.start');
  const r = (await page.evaluate(`(${MEASURE_NEXT})(${JSON.stringify({ expected, quietMs: QUIET_MS, timeoutMs: RUN_TIMEOUT_MS })})`)) as { ms: number; elements: number; named: number; timedOut: boolean };
  const cpuMs = (await threadTimeMs(cdp)) - cpuBefore;
  if (profileTo) fs.writeFileSync(profileTo, JSON.stringify((await cdp.send('Profiler.stop')).profile));
  if (r.timedOut) throw new Error(`${view}: the grid did not settle within ${RUN_TIMEOUT_MS} ms (${r.elements} elements of ${expected})`);
  return { ...r, cpuMs };
}

export async function benchCalendarBrowser(spec: BrowserBenchSpec, scenarios: { view: 'week' | 'month'; date: string; nextFrom: string; expected: number }[]): Promise<NavigationFigures[]> {
  const browser: Browser = await chromium.launch({
    // The browser tests' switches (without the hidden address-bar renderer, which cost CPU time here too).
    executablePath: CHROMIUM_PATH,
    args: CHROMIUM_ARGS,
  });
  try {
    const context = await browser.newContext({ locale: 'de-CH', timezoneId: 'Europe/Zurich', viewport: { width: 1440, height: 1000 } });
    const page = await context.newPage();
    const errors: string[] = [];
    const requests: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('response', (r) => requests.push(`${r.status()} ${decodeURIComponent(r.url()).slice(0, 200)}`));
    await signIn(page, spec.baseUrl, spec.tokens);
    const cdp = await context.newCDPSession(page);
    await cdp.send('Performance.enable', { timeDomain: 'threadTicks' });
    if (process.env.BENCH_CPU_PROFILE) {
      await cdp.send('Profiler.enable');
      await cdp.send('Profiler.setSamplingInterval', { interval: 100 });
    }
    const out: NavigationFigures[] = [];
    for (const s of scenarios) {
      const runs: number[] = [];
      const cpuRuns: number[] = [];
      let last = { elements: 0, named: 0 };
      for (let i = 0; i < spec.runs; i++) {
        // BENCH_CPU_PROFILE=dir: the last run's main-thread CPU profile (open in Chromium's DevTools).
        const profileTo = process.env.BENCH_CPU_PROFILE && i === spec.runs - 1 ? path.join(process.env.BENCH_CPU_PROFILE, `calendar-${s.view}.cpuprofile`) : undefined;
        const r = await measureOnce(page, cdp, spec.baseUrl, s.view, s.date, s.nextFrom, s.expected, profileTo).catch(async (e: Error) => {
          await page.screenshot({ path: `${spec.screenshotDir}/calendar-${s.view}-failed.png` });
          throw new Error(`${e.message}\nlast responses:\n${requests.slice(-15).join('\n')}\npage errors: ${errors.join(' | ')}`);
        });
        runs.push(r.ms);
        cpuRuns.push(r.cpuMs);
        last = r;
      }
      const screenshot = `${spec.screenshotDir}/calendar-${s.view}.png`;
      await page.screenshot({ path: screenshot });
      out.push({ view: s.view, runs, medianMs: percentile(runs, 50), p95Ms: percentile(runs, 95), cpuRuns, cpuMedianMs: percentile(cpuRuns, 50), elements: last.elements, named: last.named, screenshot });
    }
    if (errors.length) throw new Error(`errors in the page: ${errors.slice(0, 3).join(' | ')}`);
    return out;
  } finally {
    await browser.close();
  }
}
