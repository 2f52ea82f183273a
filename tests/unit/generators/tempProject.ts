/**
 * A throw-away copy of the project's sources (src, schemas, locales, migrations) inside the repo's
 * .cache, so generated code and drizzle-kit resolve node_modules as in the real project.
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

export function tempProject(): TempProject {
  const root = path.join(REPO, '.cache', `gen-${crypto.randomBytes(5).toString('hex')}`);
  for (const dir of ['src', 'schemas', 'locales', 'migrations']) fs.cpSync(path.join(REPO, dir), path.join(root, dir), { recursive: true });
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
