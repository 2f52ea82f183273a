import { afterEach, describe, expect, it } from '@jest/globals';
import { spawnSync } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * scripts/bundleSize.mjs (the "client bundle size" phase of npm test) on made-up builds: random
 * bytes do not compress, so a file of n bytes weighs about n bytes gzipped.
 */
const SCRIPT = path.resolve(__dirname, '../../../scripts/bundleSize.mjs');
const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) fs.rmSync(dir, { recursive: true, force: true });
});

function build(sizes: { entry: number; app: number; calendar: number; socket?: number; publicPage?: number }) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-bundle-'));
  dirs.push(dir);
  fs.mkdirSync(path.join(dir, '.vite'), { recursive: true });
  fs.mkdirSync(path.join(dir, 'assets'));
  const file = (name: string, bytes: number) => {
    fs.writeFileSync(path.join(dir, 'assets', name), crypto.randomBytes(bytes));
    return `assets/${name}`;
  };
  const manifest = {
    // The entry in two files, as the real one (React apart), so neither passes the chunk budget.
    'index.html': { file: file('index.js', sizes.entry / 2), isEntry: true, imports: ['_react.js'] },
    '_react.js': { file: file('react.js', sizes.entry / 2) },
    'src/client/shell/FullApp.tsx': { file: file('FullApp.js', 5000), isDynamicEntry: true, imports: ['index.html'] },
    'src/client/AdminApp.tsx': { file: file('AdminApp.js', sizes.app), isDynamicEntry: true, imports: ['index.html'] },
    'src/client/pages/calendar/CalendarPage.tsx': { file: file('CalendarPage.js', sizes.calendar), isDynamicEntry: true, imports: ['src/client/AdminApp.tsx'] },
    'node_modules/socket.io-client/build/esm/index.js': { file: file('esm.js', sizes.socket ?? 1000), isDynamicEntry: true },
    // The tooltips' chunk group (vite.config.ts), also downloaded after the calendar painted.
    '_tooltip-x1.js': { file: file('tooltip.js', 500) },
    // The patients' pages: their own entry, sharing one small file of pure code with the admin app.
    'public.html': { file: file('public.js', (sizes.publicPage ?? 20_000) - 1000), isEntry: true, imports: ['_shared-languages-x1.js'] },
    '_shared-languages-x1.js': { file: file('shared-languages.js', 1000) },
  };
  fs.writeFileSync(path.join(dir, '.vite', 'manifest.json'), JSON.stringify(manifest));
  return spawnSync(process.execPath, [SCRIPT, dir], { encoding: 'utf8' });
}

describe('the client bundle budget', () => {
  it('passes a build within the budgets', () => {
    const run = build({ entry: 140_000, app: 70_000, calendar: 70_000 });
    expect(run.stderr).toBe('');
    expect(run.status).toBe(0);
  });

  it('prints the live socket client as downloaded after the calendar painted, outside its budget', () => {
    const run = build({ entry: 140_000, app: 70_000, calendar: 70_000, socket: 40_000 });
    expect(run.status).toBe(0);
    expect(run.stdout).toMatch(/then, after it has painted\s+40\.\d kB\s+\(assets\/esm\.js, assets\/tooltip\.js\)/);
  });

  it('fails when the calendar passes 300 kB', () => {
    const run = build({ entry: 140_000, app: 80_000, calendar: 80_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('calendar');
  });

  it('fails when the sign-in page passes 150 kB', () => {
    const run = build({ entry: 152_000, app: 50_000, calendar: 50_000 });
    expect(run.status).toBe(1);
    expect(run.stderr).toContain('sign-in');
  });

  it('fails when the public booking page passes 60 kB, its shared file counted', () => {
    const within = build({ entry: 140_000, app: 70_000, calendar: 70_000, publicPage: 59_000 });
    expect(within.status).toBe(0);
    expect(within.stdout).toMatch(/public booking \(\/booking, \/profile\)\s+59\.\d kB\s+budget 60 kB.*\(2 files\)/);
    const over = build({ entry: 140_000, app: 70_000, calendar: 70_000, publicPage: 61_500 });
    expect(over.status).toBe(1);
    expect(over.stderr).toContain('public booking');
  });

  it('fails when the calendar passes its budget, or a route chunk passes 100 kB', () => {
    const calendar = build({ entry: 149_000, app: 99_000, calendar: 99_000 });
    expect(calendar.status).toBe(1);
    expect(calendar.stderr).toContain('calendar');
    const chunk = build({ entry: 100_000, app: 20_000, calendar: 101_000 });
    expect(chunk.status).toBe(1);
    expect(chunk.stderr).toContain('CalendarPage.js');
  });
});
