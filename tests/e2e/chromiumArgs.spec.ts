/**
 * The browser tests' Chromium switches do what chromiumArgs.ts says: Playwright's own disabled
 * features stay disabled (Chromium honours only the last --disable-features, ours), and the
 * hidden address-bar renderer is gone. Reads the browser's child processes from /proc.
 */
import fs from 'node:fs';
import { chromium, expect, test } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH, DISABLED_FEATURES } from './support/chromiumArgs';

/** Command lines of every process below `root` (Chromium rewrites its argv as one string). */
function descendants(root: number): string[] {
  const procs = fs
    .readdirSync('/proc')
    .filter((d) => /^\d+$/.test(d))
    .flatMap((pid) => {
      try {
        const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
        const ppid = Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
        return [{ pid: Number(pid), ppid, args: fs.readFileSync(`/proc/${pid}/cmdline`, 'utf8').replaceAll('\0', ' ') }];
      } catch {
        return []; // the process ended while we read it
      }
    });
  const below = (pid: number): string[] => procs.filter((p) => p.ppid === pid).flatMap((p) => [p.args, ...below(p.pid)]);
  return below(root);
}

/** The features a command line disables: Chromium takes the last --disable-features only. */
const featuresOf = (commandLine: string) => [...commandLine.matchAll(/--disable-features=(\S+)/g)].at(-1)?.[1].split(',') ?? [];

/** Launches Chromium with `args`, opens one page, and returns the launch and renderer command lines. */
async function launchAndOpen(args: string[]) {
  const server = await chromium.launchServer({ executablePath: CHROMIUM_PATH, args });
  try {
    const browser = await chromium.connect(server.wsEndpoint());
    const page = await browser.newPage();
    await page.goto('data:text/html,<p>Kura</p>');
    await expect(page.getByText('Kura')).toBeVisible();
    const renderers = descendants(server.process().pid!).filter((line) => line.includes('--type=renderer'));
    await browser.close();
    return { launch: server.process().spawnargs.join(' '), renderers };
  } finally {
    await server.close();
  }
}

test('our --disable-features keeps every feature Playwright disables and drops the hidden address-bar renderer', async () => {
  const defaults = await launchAndOpen(['--headless', '--no-sandbox']);
  const playwrights = featuresOf(defaults.launch);
  expect(playwrights.length).toBeGreaterThan(5);
  expect(DISABLED_FEATURES).toEqual(expect.arrayContaining(playwrights));
  // Without our switch Chromium 156 runs a top-chrome WebUI renderer; older builds may not.
  const hadTopChrome = defaults.renderers.some((a) => a.includes('--top-chrome-webui'));

  const ours = await launchAndOpen(CHROMIUM_ARGS);
  expect(ours.renderers.length).toBeGreaterThan(0);
  for (const renderer of ours.renderers) {
    expect(featuresOf(renderer)).toEqual(expect.arrayContaining(playwrights));
    expect(featuresOf(renderer)).toEqual(expect.arrayContaining(['WebUIOmniboxPopup', 'WebUIOmniboxAimPopup']));
    expect(renderer).not.toContain('--top-chrome-webui');
  }
  test.info().annotations.push({ type: 'top-chrome renderer without our switch', description: String(hadTopChrome) });
});
