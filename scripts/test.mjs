// npm test: install what is missing (npm packages, Debian's Chromium), then typecheck and lint
// (side by side), unit + server tests (jest), and the browser tests (Playwright, after building the
// client when stale).
// Server and browser tests run on PGlite always and on PostgreSQL too when TEST_DATABASE_URL is set.
//
//   node scripts/test.mjs            everything
//   node scripts/test.mjs unit [...] typecheck, lint + jest; further arguments go to jest
//   node scripts/test.mjs e2e [...]  browser tests; further arguments go to `playwright test`
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { ensureClientBuild, ensureDependencies, root, run } from './ensure.mjs';
import testReports from './testReports.cjs';

const CHROMIUM_CANDIDATES = [process.env.CHROMIUM_PATH, '/usr/bin/chromium', '/usr/bin/chromium-browser'].filter(Boolean);
/**
 * Debian packages the tests call: the invoice PDFs are read back with poppler's pdftotext/pdftoppm;
 * generated XML (Forum Datenaustausch, camt) is checked against the official XSDs with xmllint.
 */
const TOOLS = [
  { pkg: 'poppler-utils', present: () => fs.existsSync('/usr/bin/pdftotext') && fs.existsSync('/usr/bin/pdftoppm'), forBrowser: false },
  { pkg: 'libxml2-utils', present: () => fs.existsSync('/usr/bin/xmllint'), forBrowser: false },
  { pkg: 'chromium', present: () => CHROMIUM_CANDIDATES.some((p) => fs.existsSync(p)), forBrowser: true },
];

/** Installs the missing Debian packages in one apt-get (when root), else says what to install. */
function ensureDebianTools(withBrowser) {
  const missing = TOOLS.filter((t) => (withBrowser || !t.forBrowser) && !t.present()).map((t) => t.pkg);
  if (missing.length === 0) return;
  if (process.getuid?.() === 0 && fs.existsSync('/usr/bin/apt-get')) {
    process.stdout.write(`Installing Debian's ${missing.join(', ')} for the tests (apt-get)…\n`);
    run('apt-get', ['update', '-qq']);
    run('apt-get', ['install', '-y', '-qq', ...missing], { env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
    return;
  }
  process.stderr.write(
    `Missing for the tests: ${missing.join(', ')}. Install (Debian: \`sudo apt-get install ${missing.join(' ')}\`)` +
      `${missing.includes('chromium') ? ' or set CHROMIUM_PATH to a Chromium binary' : ''}, then run npm test again.\n`,
  );
  process.exit(1);
}

const [only, ...extra] = process.argv.slice(2);
if (only && !['unit', 'e2e'].includes(only)) {
  process.stderr.write(`Unknown part "${only}": use "unit", "e2e" or nothing for everything.\n`);
  process.exit(2);
}
const resultsDir = path.join(root, 'test-results');
fs.mkdirSync(resultsDir, { recursive: true });
// Figures the security tests measure (tests/support/metrics.ts), printed as a table at the end.
const metricsFile = path.join(resultsDir, 'metrics.jsonl');
fs.rmSync(metricsFile, { force: true });

/** One line per phase for the summary at the end. */
const summary = [];

function phase(name, cmd, args, env, describe) {
  process.stdout.write(`\n── ${name} ──\n`);
  const t0 = Date.now();
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, env: { ...process.env, ...env } });
  const ok = r.status === 0;
  summary.push({ name, ok, seconds: (Date.now() - t0) / 1000, detail: describe?.() ?? '' });
  return ok;
}

/**
 * Phases that each keep one core busy (tsc and ESLint are single-threaded) run side by side on
 * the two cores; each one's output is printed whole when it ends, so the two never interleave.
 */
async function phasesSideBySide(phases) {
  const ended = phases.map(
    ({ name, cmd, args }) =>
      new Promise((resolve) => {
        const t0 = Date.now();
        const child = spawn(cmd, args, { cwd: root, env: process.env, stdio: ['ignore', 'pipe', 'pipe'] });
        const output = [];
        child.stdout.on('data', (chunk) => output.push(chunk));
        child.stderr.on('data', (chunk) => output.push(chunk));
        child.on('error', (err) => output.push(Buffer.from(`${err.message}\n`)));
        child.on('close', (status) => {
          process.stdout.write(`\n── ${name} ──\n`);
          process.stdout.write(Buffer.concat(output));
          resolve({ name, ok: status === 0, seconds: (Date.now() - t0) / 1000, detail: '' });
        });
      }),
  );
  // The summary keeps the phases' own order, whichever ended first.
  summary.push(...(await Promise.all(ended)));
}

function readJson(file) {
  try {
    return JSON.parse(fs.readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

function jestDetail(file) {
  const r = readJson(file);
  if (!r) return '';
  const failedFiles = (r.testResults ?? []).filter((t) => t.status === 'failed').map((t) => `\n      ✘ ${path.relative(root, t.name)}`);
  // The slowest files, so CI's tail says where the suite's time goes.
  const slowest = Object.entries(testReports.jestFileTimes(r, root))
    .map(([file, { seconds }]) => ({ file, s: seconds }))
    .sort((a, b) => b.s - a.s)
    .slice(0, 12)
    .map((t) => `\n      ${t.s.toFixed(1).padStart(6)} s  ${t.file}`);
  return `${r.numPassedTests} passed, ${r.numFailedTests} failed${r.numPendingTests ? `, ${r.numPendingTests} skipped` : ''} (${r.numTotalTestSuites} files)${failedFiles.join('')}\n      slowest files:${slowest.join('')}`;
}

function playwrightDetail(file) {
  const s = readJson(file)?.stats;
  if (!s) return '';
  const parts = [`${s.expected} passed`, `${s.unexpected} failed`];
  if (s.flaky) parts.push(`${s.flaky} flaky`);
  if (s.skipped) parts.push(`${s.skipped} skipped`);
  return `${parts.join(', ')}; screenshots in test-results/e2e/${failedTitles(readJson(file)).map((t) => `\n      ✘ ${t}`).join('')}`;
}

/** "file › title [project]" of every test that failed, so the summary (and CI's tail) names them. */
function failedTitles(report) {
  const out = [];
  testReports.forEachBrowserTest(report, (file, spec, t) => {
    if (t.status === 'unexpected') out.push(`${file} › ${spec.title} [${t.projectName}]${whyFailed(t)}`);
  });
  return out;
}

/** Where and why a failed test stopped (the line and the error's first lines), for CI's tail. */
function whyFailed(test) {
  const result = (test.results ?? []).at(-1);
  const error = result?.errors?.[0] ?? result?.error;
  if (!error) return '';
  const lines = String(error.message ?? '').replace(/\u001b\[[0-9;]*m/g, '').split('\n').map((l) => l.trim()).filter(Boolean).slice(0, 16);
  const at = error.location ? `${path.relative(process.cwd(), error.location.file)}:${error.location.line}` : '';
  return [at && `\n        at ${at}`, ...lines.map((l) => `\n        ${l.slice(0, 200)}`)].join('');
}

function printMetrics() {
  if (!fs.existsSync(metricsFile)) return;
  const rows = fs.readFileSync(metricsFile, 'utf8').split('\n').filter(Boolean).map((l) => JSON.parse(l)).filter((m) => m.id && m.figure);
  rows.sort((a, b) => String(a.id).localeCompare(String(b.id), 'en', { numeric: true }) || String(a.db ?? '').localeCompare(String(b.db ?? '')));
  process.stdout.write(`\n── measured figures (test-results/metrics.jsonl) ──\n`);
  for (const m of rows) {
    const where = m.db ? ` [${m.db}]` : '';
    process.stdout.write(`${m.pass ? 'ok  ' : 'FAIL'}  ${String(m.id).padEnd(4)} ${`${m.figure}${where}`.padEnd(64)} ${String(m.value).padStart(8)}  ${m.threshold ?? ''}\n`);
  }
}

ensureDependencies();
ensureDebianTools(only !== 'unit');
const chromium = only === 'unit' ? null : CHROMIUM_CANDIDATES.find((p) => fs.existsSync(p));
const databases = process.env.TEST_DATABASE_URL ? 'PGlite + PostgreSQL' : 'PGlite (set TEST_DATABASE_URL for PostgreSQL too)';
process.stdout.write(`Databases: ${databases}\n`);

if (!only || only === 'unit') {
  await phasesSideBySide([
    { name: 'typecheck', cmd: process.execPath, args: ['node_modules/typescript/bin/tsc', '-p', '.', '--noEmit'] },
    // Layers, import cycles, no `any`, the centre scope (eslint.config.js); --max-warnings 0 keeps it at zero.
    { name: 'lint', cmd: process.execPath, args: ['node_modules/eslint/bin/eslint.js', '.', '--max-warnings', '0'] },
  ]);
  const jestJson = path.join(resultsDir, 'jest-report.json');
  fs.rmSync(jestJson, { force: true });
  phase('unit + server tests (jest)', process.execPath, ['node_modules/jest/bin/jest.js', '--ci', '--json', `--outputFile=${jestJson}`, ...(only === 'unit' ? extra : [])], {}, () =>
    jestDetail(jestJson),
  );
}
if (!only || only === 'e2e') {
  ensureClientBuild();
  // What the sign-in page and the calendar download, against the budgets (README "Client bundle").
  phase('client bundle size', process.execPath, ['scripts/bundleSize.mjs']);
  const pwJson = path.join(resultsDir, 'e2e-report.json');
  fs.rmSync(pwJson, { force: true });
  phase(
    'browser tests (playwright, chromium)',
    process.execPath,
    ['node_modules/@playwright/test/cli.js', 'test', ...(only === 'e2e' ? extra : [])],
    { CHROMIUM_PATH: chromium },
    () => playwrightDetail(pwJson),
  );
}

printMetrics();
process.stdout.write(`\n── summary (${databases}) ──\n`);
for (const s of summary) {
  process.stdout.write(`${s.ok ? 'PASS' : 'FAIL'}  ${s.name.padEnd(40)} ${s.seconds.toFixed(1).padStart(6)} s  ${s.detail}\n`);
}
const failed = summary.filter((s) => !s.ok);
process.stdout.write(failed.length ? `\n${failed.length} of ${summary.length} phases failed.\n` : `\nAll ${summary.length} phases passed.\n`);
process.exit(failed.length ? 1 : 0);
