/**
 * Where a browser-test server keeps its data: a fresh DATA_DIR (uploaded files, and PGlite's
 * database) and, for the postgres target, a fresh database. Both start migrated, copied from the
 * test templates (tests/support/dbTemplates.ts): the server's start then only checks the
 * migrations instead of running initdb and all of them (seconds on two busy cores).
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ensurePostgresTemplate, seedPgliteDataDir } from '../../support/dbTemplates';
import { freshPostgres } from '../../support/freshPostgres';

export interface ServerStorage {
  /** DATA_DIR, and DATABASE_URL on the postgres target (undefined: the server must not inherit one). */
  env: { DATA_DIR: string; DATABASE_URL: string | undefined };
  /** Deletes the directory and drops the database; stop the server first. */
  remove(): Promise<void>;
}

/** prefix names the directory and the database, so leftovers say which test made them. */
export async function serverStorage(target: string, prefix: string): Promise<ServerStorage> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `${prefix}-${target}-`));
  const removeDir = () => fs.rmSync(dataDir, { recursive: true, force: true });
  try {
    if (target !== 'postgres') {
      await seedPgliteDataDir(dataDir);
      return { env: { DATA_DIR: dataDir, DATABASE_URL: undefined }, remove: async () => removeDir() };
    }
    const base = process.env.TEST_DATABASE_URL!;
    const db = await freshPostgres({ baseUrl: base, prefix, template: await ensurePostgresTemplate(base), disposable: true });
    return {
      env: { DATA_DIR: dataDir, DATABASE_URL: db.url },
      async remove() {
        await db.drop();
        removeDir();
      },
    };
  } catch (err) {
    removeDir();
    throw err;
  }
}
