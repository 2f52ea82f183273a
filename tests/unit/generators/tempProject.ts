/**
 * A throw-away copy of the project's sources (src, schemas, locales, migrations) inside the repo's
 * .cache, so generated code and drizzle-kit resolve node_modules as in the real project.
 * `{ app: true }` copies everything `npm run gen` and `npm start` need as well (generators,
 * scripts, resources, the client's entry and build config, package.json with its timestamp so
 * start.mjs does not reinstall) and links node_modules, so the copy runs like a checkout.
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export interface TempProject {
  root: string;
  read(rel: string): string;
  write(rel: string, text: string): void;
  editJson(rel: string, edit: (json: Record<string, unknown>) => void): void;
  remove(): void;
}

// eslint-rules holds a generated file (the centre-owned tables) that `npm run gen` compares.
const SOURCES = ['src', 'schemas', 'locales', 'migrations', 'eslint-rules'];
const APP = ['generators', 'scripts', 'resources', 'index.html', 'public.html', 'vite.config.ts', 'tsconfig.json', 'package.json'];

/**
 * The copy shares this checkout's node_modules. start.mjs reinstalls when package.json is newer
 * than node_modules' install marker; that must never happen through the link, so the copy's
 * package.json is dated no later than the last install.
 */
function linkNodeModules(root: string): void {
  const modules = path.join(REPO, 'node_modules');
  fs.symlinkSync(modules, path.join(root, 'node_modules'), 'dir');
  const installed = fs.statSync(path.join(modules, '.package-lock.json')).mtime;
  const pkg = path.join(root, 'package.json');
  if (fs.statSync(pkg).mtime > installed) fs.utimesSync(pkg, installed, installed);
}

export function tempProject(opts: { app?: boolean } = {}): TempProject {
  const root = path.join(REPO, '.cache', `gen-${crypto.randomBytes(5).toString('hex')}`);
  for (const entry of opts.app ? [...SOURCES, ...APP] : SOURCES) {
    fs.cpSync(path.join(REPO, entry), path.join(root, entry), { recursive: true, preserveTimestamps: true });
  }
  if (opts.app) linkNodeModules(root);
  const file = (rel: string) => path.join(root, rel);
  return {
    root,
    read: (rel) => fs.readFileSync(file(rel), 'utf8'),
    write: (rel, text) => fs.writeFileSync(file(rel), text),
    editJson(rel, edit) {
      const json = JSON.parse(fs.readFileSync(file(rel), 'utf8')) as Record<string, unknown>;
      edit(json);
      fs.writeFileSync(file(rel), `${JSON.stringify(json, null, 2)}\n`);
    },
    remove: () => fs.rmSync(root, { recursive: true, force: true }),
  };
}
