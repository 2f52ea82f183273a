/**
 * The checkout's root (the folder of package.json), where locales/ and migrations/ are. Found by
 * walking up from this module, so it is the same whether the server runs from src/server (tsx,
 * jest) or from its bundle in dist/server (npm start).
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

function findRoot(from: string): string {
  for (let dir = from; ; dir = path.dirname(dir)) {
    if (fs.existsSync(path.join(dir, 'package.json')) && fs.existsSync(path.join(dir, 'migrations'))) return dir;
    if (path.dirname(dir) === dir) throw new Error(`no Kura checkout above ${from}`);
  }
}

export const projectRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));
