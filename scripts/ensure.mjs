// Shared by start.mjs and test.mjs: install what is missing, rebuild what is stale. Plain Node, no dependencies.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';

export const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');

export function run(cmd, args, opts = {}) {
  const r = spawnSync(cmd, args, { stdio: 'inherit', cwd: root, ...opts });
  if (r.status !== 0) {
    process.stderr.write(`\n${cmd} ${args.join(' ')} failed (exit ${r.status})\n`);
    process.exit(r.status ?? 1);
  }
}

function mtime(p) {
  try {
    return fs.statSync(p).mtimeMs;
  } catch {
    return 0;
  }
}

function newest(dir) {
  let max = mtime(dir);
  if (!fs.existsSync(dir) || !fs.statSync(dir).isDirectory()) return max;
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const p = path.join(dir, e.name);
    max = Math.max(max, e.isDirectory() ? newest(p) : mtime(p));
  }
  return max;
}

/**
 * The lockfile installs as it is when its root entry asks for exactly what package.json asks for
 * and every package in it is pinned (a version and its integrity hash or source, unless it is a link).
 */
function lockfileComplete() {
  let lock;
  let pkg;
  try {
    lock = JSON.parse(fs.readFileSync(path.join(root, 'package-lock.json'), 'utf8'));
    pkg = JSON.parse(fs.readFileSync(path.join(root, 'package.json'), 'utf8'));
  } catch {
    return false;
  }
  const rootEntry = lock.packages?.[''];
  if (!rootEntry || lock.lockfileVersion < 2) return false;
  const same = (a = {}, b = {}) => JSON.stringify(Object.entries(a).sort()) === JSON.stringify(Object.entries(b).sort());
  if (!same(rootEntry.dependencies, pkg.dependencies) || !same(rootEntry.devDependencies, pkg.devDependencies)) return false;
  return Object.entries(lock.packages).every(([where, p]) => where === '' || p.link || (p.version && (p.integrity || p.resolved)));
}

/**
 * Installs when node_modules is missing or older than package.json. A fresh checkout gets `npm ci`
 * when the lockfile is complete: exactly the committed versions, and the lockfile stays untouched
 * (`npm install` may rewrite it, leaving a fresh clone modified). Otherwise, or if `npm ci` fails,
 * `npm install`.
 */
export function ensureDependencies() {
  // A git worktree borrowing another checkout's packages through a symlink: installing here would
  // replace the link and write into the other checkout's node_modules.
  if (fs.lstatSync(path.join(root, 'node_modules'), { throwIfNoEntry: false })?.isSymbolicLink()) return;
  const marker = path.join(root, 'node_modules', '.package-lock.json');
  if (mtime(marker) >= mtime(path.join(root, 'package.json')) && fs.existsSync(path.join(root, 'node_modules', '.bin', 'tsx'))) return;
  if (!fs.existsSync(path.join(root, 'node_modules')) && lockfileComplete()) {
    process.stdout.write('Installing dependencies (npm ci)…\n');
    if (spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { stdio: 'inherit', cwd: root }).status === 0) return;
    process.stdout.write('npm ci failed; installing with npm install instead…\n');
  }
  process.stdout.write('Installing dependencies (npm install)…\n');
  run('npm', ['install', '--no-audit', '--no-fund']);
}

const CLIENT_INPUTS = ['src/client', 'src/shared', 'src/generated', 'resources', 'schemas', 'locales', 'index.html', 'public.html', 'vite.config.ts', 'package.json'];

/**
 * vite build when dist/client is missing or older than any client input. Several test runs in one
 * checkout may ask at once: a lock directory serialises the builds, and the new build is written
 * beside dist/client and swapped in, so a running server never sees a half-emptied folder.
 */
export function ensureClientBuild() {
  const stamp = path.join(root, 'dist', 'client', 'index.html');
  const stale = () => {
    const inputs = Math.max(...CLIENT_INPUTS.map((p) => newest(path.join(root, p))));
    const built = mtime(stamp);
    return !built || built < inputs;
  };
  if (!stale()) return;
  withDirLock(path.join(root, 'dist', '.build-lock'), () => {
    if (!stale()) return; // another run built it while we waited
    process.stdout.write('Building the web client (vite build)…\n');
    const next = path.join(root, 'dist', `client.next-${process.pid}`);
    const old = path.join(root, 'dist', `client.old-${process.pid}`);
    run(process.execPath, ['node_modules/vite/bin/vite.js', 'build', '--logLevel', 'warn', '--outDir', next, '--emptyOutDir']);
    const current = path.join(root, 'dist', 'client');
    if (fs.existsSync(current)) fs.renameSync(current, old);
    fs.renameSync(next, current);
    fs.rmSync(old, { recursive: true, force: true });
  });
}

const SERVER_INPUTS = ['src/server', 'src/shared', 'src/generated', 'schemas', 'package.json', 'scripts/ensure.mjs'];
export const serverBundle = path.join(root, 'dist', 'server', 'main.mjs');

/**
 * The server as one ES module (esbuild; packages stay in node_modules), rebuilt when any server
 * input is newer. It is what `npm start`, the browser tests and the benches run: loading one
 * transpiled file instead of compiling ~900 TypeScript modules at each start saves about 70 MB of
 * memory and a second of start-up (README "Memory").
 */
export function ensureServerBuild() {
  ensureBundle('src/server/main.ts', serverBundle, SERVER_INPUTS);
}

/** A test's probe script (the crash tests'), bundled as the server is; it imports server code and test helpers. */
export function ensureProbeBuild(entry, outfile) {
  ensureBundle(entry, outfile, [...SERVER_INPUTS, 'tests']);
}

/**
 * `entry` (relative to the root) as one ES module at `outfile`, rebuilt when it is missing or older
 * than any of `inputs` (files or folders relative to the root). Used for the server and for the
 * crash tests' probe scripts. A lock beside the bundle serialises builds of it; the new bundle is
 * written beside and renamed in, so a process starting meanwhile never reads half a file.
 */
export function ensureBundle(entry, outfile, inputs) {
  const stale = () => {
    const built = mtime(outfile);
    return !built || built < Math.max(...inputs.map((p) => newest(path.join(root, p))));
  };
  if (!stale()) return;
  withDirLock(`${outfile}.build-lock`, () => {
    if (!stale()) return;
    const next = `${outfile}.next-${process.pid}`;
    // Not run(): its process.exit would skip withDirLock's release and leave the next start waiting.
    const args = [entry, '--bundle', '--platform=node', '--format=esm', '--target=node20', '--packages=external', '--log-level=warning', `--outfile=${next}`];
    const r = spawnSync(path.join(root, 'node_modules', '.bin', 'esbuild'), args, { stdio: 'inherit', cwd: root });
    if (r.status !== 0) throw new Error(`esbuild ${args.join(' ')} failed (exit ${r.status})`);
    fs.renameSync(next, outfile);
  });
}

/** Runs fn while holding a lock directory; waits for another holder, takes over a lock older than 15 minutes. */
function withDirLock(lockDir, fn) {
  fs.mkdirSync(path.dirname(lockDir), { recursive: true });
  const sleeper = new Int32Array(new SharedArrayBuffer(4));
  for (;;) {
    try {
      fs.mkdirSync(lockDir);
      break;
    } catch (e) {
      if (e.code !== 'EEXIST') throw e;
      if (Date.now() - mtime(lockDir) > 15 * 60_000) fs.rmSync(lockDir, { recursive: true, force: true });
      else Atomics.wait(sleeper, 0, 0, 500);
    }
  }
  try {
    fn();
  } finally {
    fs.rmSync(lockDir, { recursive: true, force: true });
  }
}
