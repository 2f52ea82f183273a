/**
 * The patients' booking page download for `npm run bench` (issue 10 §7): the gzipped JavaScript
 * of public.html's entry and its static imports, read from the production build's manifest
 * (scripts/ensure.mjs builds it when stale), the same count as scripts/bundleSize.mjs.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { repoRoot } from '../e2e/support/kuraProcess';

export const PUBLIC_BUNDLE_TARGET_KB = 60;

export interface PublicBundle {
  gzipBytes: number;
  files: string[];
}

export function publicBundle(): PublicBundle {
  const r = spawnSync(process.execPath, ['--input-type=module', '-e', "import('./scripts/ensure.mjs').then((m) => m.ensureClientBuild())"], { cwd: repoRoot, stdio: 'inherit' });
  if (r.status !== 0) throw new Error('vite build failed');
  const dir = path.join(repoRoot, 'dist', 'client');
  const manifest = JSON.parse(fs.readFileSync(path.join(dir, '.vite', 'manifest.json'), 'utf8')) as Record<string, { file: string; imports?: string[] }>;
  const files = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || files.has(chunk.file)) return;
    files.add(chunk.file);
    for (const dep of chunk.imports ?? []) visit(dep);
  };
  visit('public.html');
  if (files.size === 0) throw new Error('public.html is not in the build manifest');
  const gzipBytes = [...files].reduce((sum, f) => sum + gzipSync(fs.readFileSync(path.join(dir, f))).length, 0);
  return { gzipBytes, files: [...files] };
}
