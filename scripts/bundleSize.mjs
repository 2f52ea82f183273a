// The client's download budget (issue 8 §4), read from the production build's Vite manifest:
// what the sign-in page, the first signed-in page (calendar) and the patients' booking page load, and every chunk's size,
// gzipped. Prints the figures; fails with the table when a budget is exceeded. Plain Node.
//
//   node scripts/bundleSize.mjs [dist/client]
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';

const root = path.resolve(path.dirname(new URL(import.meta.url).pathname), '..');
const outDir = path.resolve(root, process.argv[2] ?? 'dist/client');
const KB = 1000; // kB as Vite prints them

/**
 * A route's download: the entry (index.html's script and its modulepreload links), then the lazy
 * chunks the route renders, each with its static imports (Vite preloads those with the chunk). A
 * listed source that is no chunk of its own (the sign-in page is part of the entry) adds nothing;
 * it must still exist, so a renamed page fails here instead of shrinking the figure.
 * `budget` is enforced: issue 8's targets (README "Client bundle"). `afterPaint` lists chunks the
 * route downloads only once it has painted: printed, not counted.
 */
const ROUTES = [
  { name: 'sign-in (/users/signin)', chunks: ['index.html', 'src/client/pages/users/SignInPage.tsx'], budget: 150, target: 150 },
  {
    name: 'calendar (/calendar)',
    chunks: ['index.html', 'src/client/shell/FullApp.tsx', 'src/client/AdminApp.tsx', 'src/client/pages/calendar/CalendarPage.tsx'],
    // Downloaded once the grid has painted (realtime/connectSocketIo.ts waits for
    // routing/firstPagePainted.ts; e2e firstDownload checks Chromium fetches it after): printed, not counted.
    // So are the tooltips (components/HoverTooltip.tsx; `group:` names a chunk group of vite.config.ts) and the
    // month view's "+N more" popup (scripts/vite/lazyCalendarOverlay.ts).
    afterPaint: ['node_modules/socket.io-client/build/esm/index.js', 'group:tooltip', 'node_modules/react-overlays/esm/Overlay.js'],
    budget: 300,
    target: 300,
  },
  // The patients' pages (public.html: booking, manage, profile; issue 10 §3), a Vite entry of their own.
  { name: 'public booking (/booking, /profile)', chunks: ['public.html'], budget: 60, target: 60 },
];
const CHUNK_BUDGET = 100;
/** The form engine (rjsf; vite.config.ts names its chunk) comes with the first form and has no chunk budget. */
const isFormEngine = (file) => path.basename(file).startsWith('formEngine-');

const manifestFile = path.join(outDir, '.vite', 'manifest.json');
if (!fs.existsSync(manifestFile)) {
  process.stderr.write(`No Vite manifest at ${path.relative(root, manifestFile)}: build the client first (npm run build).\n`);
  process.exit(1);
}
const manifest = JSON.parse(fs.readFileSync(manifestFile, 'utf8'));

const gzCache = new Map();
function gzipped(file) {
  if (!gzCache.has(file)) gzCache.set(file, gzipSync(fs.readFileSync(path.join(outDir, file))).length);
  return gzCache.get(file);
}

/** The JS files a manifest chunk brings: its own file and, recursively, its static imports. */
function staticClosure(key, files = new Set()) {
  const chunk = manifest[key];
  if (!chunk && fs.existsSync(path.join(root, key))) return files; // bundled into a chunk of the route already
  if (!chunk) throw new Error(`"${key}" is not in the manifest: update ROUTES in scripts/bundleSize.mjs`);
  if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

/** A manifest key; `group:name` is the chunk of that codeSplitting group (its key carries a hash). */
function groupKey(key) {
  if (!key.startsWith('group:')) return key;
  const found = Object.keys(manifest).find((k) => k.startsWith(`_${key.slice('group:'.length)}-`));
  if (!found) throw new Error(`no chunk of the group "${key}" in the manifest: update ROUTES in scripts/bundleSize.mjs`);
  return found;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const failures = [];
const lines = ['JavaScript downloaded, gzipped:'];

for (const route of ROUTES) {
  const files = new Set();
  for (const key of route.chunks) staticClosure(key, files);
  const total = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  const ok = total <= route.budget * KB;
  if (!ok) failures.push(route.name);
  lines.push(`${ok ? 'ok  ' : 'FAIL'}  ${route.name.padEnd(28)} ${kb(total).padStart(9)}  budget ${route.budget} kB, issue target ${route.target} kB  (${files.size} files)`);
  if (route.afterPaint) {
    const later = new Set();
    for (const key of route.afterPaint) staticClosure(groupKey(key), later);
    for (const f of files) later.delete(f);
    const laterTotal = [...later].reduce((sum, f) => sum + gzipped(f), 0);
    lines.push(`      ${'  then, after it has painted'.padEnd(28)} ${kb(laterTotal).padStart(9)}  (${[...later].join(', ')})`);
  }
}

const chunks = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .map((c) => ({ file: c.file, size: gzipped(c.file) }))
  .sort((a, b) => b.size - a.size);
const tooBig = (c) => c.size > CHUNK_BUDGET * KB && !isFormEngine(c.file);
for (const c of chunks) if (tooBig(c)) failures.push(c.file);
lines.push('', `largest chunks (each ≤ ${CHUNK_BUDGET} kB except the form engine):`);
for (const c of chunks.filter((c, i) => i < 6 || tooBig(c))) {
  lines.push(`${tooBig(c) ? 'FAIL' : 'ok  '}  ${c.file.padEnd(40)} ${kb(c.size).padStart(9)}${isFormEngine(c.file) ? '  (form engine)' : ''}`);
}
lines.push(`      all ${chunks.length} chunks together ${kb(chunks.reduce((sum, c) => sum + c.size, 0))}`);

/**
 * Chunks importing each other (statically) may run a module before the one it reads from: a
 * manual chunk group that leaves out a dependency does that (vite.config.ts). Refused here.
 */
function chunkCycle() {
  const state = new Map();
  const visit = (key, trail) => {
    if (state.get(key) === 'done') return null;
    if (state.get(key) === 'open') return [...trail.slice(trail.indexOf(key)), key];
    state.set(key, 'open');
    for (const dep of manifest[key]?.imports ?? []) {
      const cycle = visit(dep, [...trail, key]);
      if (cycle) return cycle;
    }
    state.set(key, 'done');
    return null;
  };
  for (const key of Object.keys(manifest)) {
    const cycle = visit(key, []);
    if (cycle) return cycle;
  }
  return null;
}
const cycle = chunkCycle();
if (cycle) failures.push(`chunks import each other: ${cycle.map((k) => manifest[k]?.file ?? k).join(' → ')}`);

process.stdout.write(`${lines.join('\n')}\n`);
if (failures.length > 0) {
  process.stderr.write(`\nBundle check failed: ${failures.join(', ')}\n`);
  process.exit(1);
}
