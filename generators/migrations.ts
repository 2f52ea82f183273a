/**
 * Runs drizzle-kit against a project root: `generate` writes the migration for what changed,
 * `isStale` generates into a throw-away copy of the migrations to see whether one is due.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';

const TRGM = 'CREATE EXTENSION IF NOT EXISTS pg_trgm;';

function drizzleKitBin(): string {
  // bin.cjs is not in the package's exports map; resolve the package and take its bin.
  const entry = createRequire(import.meta.url).resolve('drizzle-kit');
  return path.join(path.dirname(entry), 'bin.cjs');
}

function sqlFiles(dir: string): string[] {
  return fs.existsSync(dir) ? fs.readdirSync(dir).filter((f) => f.endsWith('.sql')).sort() : [];
}

function runKit(root: string, out: string, name: string): void {
  const configDir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-dk-'));
  const config = path.join(configDir, 'drizzle.config.mjs');
  // drizzle-kit prefixes paths with "./", so they must be relative to its working directory.
  const schema = './src/server/db/schema.ts';
  fs.writeFileSync(config, `export default ${JSON.stringify({ dialect: 'postgresql', schema, out: path.relative(root, out) || '.' })};\n`);
  try {
    // drizzle-kit asks about renames on a terminal; elsewhere a rename must be done in two runs.
    const interactive = Boolean(process.stdin.isTTY && process.stdout.isTTY);
    const r = spawnSync(process.execPath, [drizzleKitBin(), 'generate', '--config', config, '--name', name], {
      cwd: root,
      stdio: interactive ? 'inherit' : 'pipe',
      encoding: 'utf8',
      timeout: 180_000,
    });
    const output = `${r.stdout ?? ''}${r.stderr ?? ''}`;
    // It exits 0 on some errors, so a piped run must also say it finished.
    const finished = interactive || /Your SQL migration file|No schema changes/.test(output);
    if (r.status !== 0 || !finished) throw new Error(`drizzle-kit generate failed (exit ${r.status ?? r.signal}):\n${output}`);
  } finally {
    fs.rmSync(configDir, { recursive: true, force: true });
  }
}

/**
 * drizzle-kit changes a generated column by dropping and re-adding it, which silently drops its
 * index while the snapshot still lists it; put the trigram index back after the re-add.
 */
export function restoreSearchIndexes(text: string): string {
  let out = text;
  for (const m of text.matchAll(/ALTER TABLE "([^"]+)" ADD COLUMN "search_text"/g)) {
    const table = m[1];
    const dropped = new RegExp(`ALTER TABLE "${table}" drop column "search_text"`, 'i').test(text);
    if (!dropped || out.includes(`INDEX "${table}_search_trgm"`)) continue;
    out = `${out.trimEnd()}--> statement-breakpoint\nCREATE INDEX "${table}_search_trgm" ON "${table}" USING gin ("search_text" gin_trgm_ops);\n`;
  }
  return out;
}

/** Generates the migration for the current schema; returns the new SQL files (relative to root). */
export function generateMigration(root: string, name = 'records'): string[] {
  const out = path.join(root, 'migrations');
  const before = new Set(sqlFiles(out));
  runKit(root, out, name);
  const created = sqlFiles(out).filter((f) => !before.has(f));
  // Trigram indexes need pg_trgm; after a squash the extension may no longer be created first.
  const hasTrgm = [...before].some((f) => fs.readFileSync(path.join(out, f), 'utf8').includes(TRGM));
  for (const f of created) {
    const file = path.join(out, f);
    let text = fs.readFileSync(file, 'utf8');
    if (!hasTrgm && text.includes('gin_trgm_ops') && !text.includes(TRGM)) text = `${TRGM}--> statement-breakpoint\n${text}`;
    fs.writeFileSync(file, restoreSearchIndexes(text));
  }
  return created.map((f) => path.join('migrations', f));
}

/** True when the migrations lag behind the Drizzle schema (nothing is written to root). */
export function migrationIsStale(root: string): boolean {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-mig-'));
  try {
    const src = path.join(root, 'migrations');
    if (fs.existsSync(src)) fs.cpSync(src, tmp, { recursive: true });
    const before = sqlFiles(tmp).length;
    runKit(root, tmp, 'check');
    return sqlFiles(tmp).length !== before;
  } finally {
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}
