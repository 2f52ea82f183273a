/**
 * npm run gen          regenerate types, Drizzle tables, registry, form validators, the migration and
 *                      the centre-owned table list of the lint rule
 * npm run gen:check    exit 1 when anything generated is stale (writes nothing)
 * Options: --root <dir> (project root, default cwd), --schemas <dir>, --locales <dir>,
 *          --no-migrations, --name <migration name>
 */
import path from 'node:path';
import { CENTRE_TABLES_FILE, updateCentreTableList } from './centreOwnedTables';
import { runGenerators } from './run';

function parseArgs(argv: string[]) {
  const opts = { root: process.cwd(), check: false, migrations: true } as {
    root: string;
    check: boolean;
    migrations: boolean;
    schemasDir?: string;
    localesDir?: string;
    migrationName?: string;
  };
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i];
    const value = () => {
      const v = argv[++i];
      if (!v) throw new Error(`${arg} needs a value`);
      return path.resolve(v);
    };
    if (arg === '--check') opts.check = true;
    else if (arg === '--no-migrations') opts.migrations = false;
    else if (arg === '--root') opts.root = value();
    else if (arg === '--schemas') opts.schemasDir = value();
    else if (arg === '--locales') opts.localesDir = value();
    else if (arg === '--name') opts.migrationName = argv[++i];
    else throw new Error(`unknown option ${arg}`);
  }
  return opts;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const result = await runGenerators(opts);
  if (result.missingLabels.length > 0) {
    process.stderr.write(`Missing labels (add them to locales/<lng>/<namespace>.json, e.g. with scripts/addLocaleKeys.mjs):\n`);
    for (const m of result.missingLabels) process.stderr.write(`  ${m.language}  ${m.key}   (${m.where})\n`);
    process.exit(1);
  }
  // After schema.gen.ts is written: the lint rule's list covers hand-written tables too.
  if (await updateCentreTableList(opts.root, opts.check)) result.changed.push(CENTRE_TABLES_FILE);
  const stale = [...result.changed, ...result.removed, ...result.migrations];
  if (opts.check) {
    if (stale.length > 0) {
      process.stderr.write(`Generated files are stale; run \`npm run gen\`:\n${stale.map((f) => `  ${f}\n`).join('')}`);
      process.exit(1);
    }
    process.stdout.write(`gen:check: ${result.records.length} records, everything up to date\n`);
    return;
  }
  for (const f of result.changed) process.stdout.write(`wrote   ${f}\n`);
  for (const f of result.removed) process.stdout.write(`removed ${f}\n`);
  for (const f of result.migrations) process.stdout.write(`migration ${f}\n`);
  if (stale.length === 0) process.stdout.write(`gen: ${result.records.length} records, nothing changed\n`);
}

main().catch((err: unknown) => {
  process.stderr.write(`gen failed: ${err instanceof Error ? err.message : String(err)}\n`);
  process.exit(1);
});
