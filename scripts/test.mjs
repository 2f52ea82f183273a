// npm test: install what is missing (npm packages, Debian's Chromium), then typecheck, unit + server tests, browser tests.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { ensureClientBuild, ensureDependencies, root, run } from './ensure.mjs';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);

function ensureChromium() {
  const found = CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
  if (found) return found;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    process.stdout.write("Installing Debian's chromium for the browser tests (apt-get)…\n");
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', 'chromium'], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return '/usr/bin/chromium';
  }
  process.stderr.write(
    'No Chromium found for the browser tests. Install it (Debian: `sudo apt-get install chromium`) ' +
      'or set CHROMIUM_PATH to a Chromium binary, then run npm test again.\n',
  );
  process.exit(1);
}

const only = process.argv[2]; // optional: "unit" or "e2e"
ensureDependencies();
const chromium = only === 'unit' ? null : ensureChromium();

if (!only || only === 'unit') {
  run(process.execPath, ['node_modules/typescript/bin/tsc', '-p', '.', '--noEmit']);
  run(process.execPath, ['scripts/jest.mjs', '--ci']);
}
if (!only || only === 'e2e') {
  ensureClientBuild();
  const r = spawnSync(process.execPath, ['node_modules/@playwright/test/cli.js', 'test'], {
    stdio: 'inherit',
    cwd: root,
    env: { ...process.env, CHROMIUM_PATH: chromium },
  });
  process.exit(r.status ?? 1);
}
