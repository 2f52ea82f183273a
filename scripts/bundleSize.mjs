// The client's download budget (issue 8 §4), read from the production build's Vite manifest:
// what the sign-in page and the first signed-in page (calendar) load, and every chunk's size,
// gzipped. Fails with a table when a budget is exceeded. Plain Node, no dependencies.
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
 * chunks the route renders, each with its static imports (Vite preloads those with the chunk).
 */
const ROUTES = [
  { name: 'sign-in (/users/signin)', chunks: ['index.html', 'src/client/pages/users/SignInPage.tsx'], budget: 150 },
  {
    name: 'calendar (/calendar)',
    chunks: ['index.html', 'src/client/AdminApp.tsx', 'src/client/pages/calendar/CalendarPage.tsx'],
    budget: 300,
  },
];
const CHUNK_BUDGET = 100;
/** The form engine (rjsf + ajv run-time + widgets) is one chunk by design (vite.config.ts); it has no chunk budget. */
const EXEMPT_CHUNKS = new Set(['formEngine']);

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
  if (!chunk) throw new Error(`"${key}" is not in the manifest: update ROUTES in scripts/bundleSize.mjs`);
  if (!chunk.file.endsWith('.js') || files.has(chunk.file)) return files;
  files.add(chunk.file);
  for (const dep of chunk.imports ?? []) staticClosure(dep, files);
  return files;
}

const kb = (bytes) => `${(bytes / KB).toFixed(1)} kB`;
const failures = [];
const lines = [];

for (const route of ROUTES) {
  const files = new Set();
  for (const key of route.chunks) staticClosure(key, files);
  const total = [...files].reduce((sum, f) => sum + gzipped(f), 0);
  const ok = total <= route.budget * KB;
  if (!ok) failures.push(route.name);
  lines.push(`${ok ? 'ok  ' : 'FAIL'}  ${route.name.padEnd(40)} ${kb(total).padStart(10)}  ≤ ${route.budget} kB  (${files.size} JS files)`);
}

const chunks = Object.values(manifest)
  .filter((c) => c.file.endsWith('.js'))
  .map((c) => ({ file: c.file, name: c.name ?? '', size: gzipped(c.file) }))
  .sort((a, b) => b.size - a.size);
for (const c of chunks) if (c.size > CHUNK_BUDGET * KB && !EXEMPT_CHUNKS.has(c.name)) failures.push(c.file);
lines.push('', `largest chunks (each ≤ ${CHUNK_BUDGET} kB except ${[...EXEMPT_CHUNKS].join(', ')}):`);
for (const c of chunks.slice(0, 8)) {
  const over = c.size > CHUNK_BUDGET * KB && !EXEMPT_CHUNKS.has(c.name);
  lines.push(`${over ? 'FAIL' : 'ok  '}  ${c.file.padEnd(40)} ${kb(c.size).padStart(10)}${EXEMPT_CHUNKS.has(c.name) ? '  (exempt)' : ''}`);
}
const overall = chunks.reduce((sum, c) => sum + c.size, 0);
lines.push(`      all ${chunks.length} JS chunks together ${kb(overall).padStart(10)} gzipped`);

process.stdout.write(`${lines.join('\n')}\n`);
if (failures.length > 0) {
  process.stderr.write(`\nOver budget: ${failures.join(', ')}\n`);
  process.exit(1);
}
