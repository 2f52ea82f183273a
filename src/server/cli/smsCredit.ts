/**
 * Operator command: grants SMS credits to a practice through the credit ledger (audited), until
 * packages can be bought with subscriptions.
 *
 *   npm run sms:credit -- --centre <centre id> --add <credits> [--note "why"]
 *   npm run sms:credit -- --centre <centre id>              (shows the credit left)
 *
 * Uses DATABASE_URL or the PGlite database in DATA_DIR like the server. PGlite allows one process
 * per DATA_DIR: stop the server first (the data directory lock refuses otherwise).
 */
import { parseArgs } from 'node:util';
import { eq } from 'drizzle-orm';
import { loadConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import { DataDirLockedError } from '../db/dataDirLock';
import { centres } from '../db/schema';
import { isUuid } from '../../shared/validators/uuid';
import { grantSmsCredit, smsCountLeft } from '../services/sms/smsCredit';

const MAX_GRANT = 1_000_000;
const USAGE = 'usage: npm run sms:credit -- --centre <centre id> [--add <credits>] [--note "text"]';

function fail(message: string, code = 2): never {
  process.stderr.write(`${message}\n`);
  process.exit(code);
}

async function main() {
  const { values } = parseArgs({ options: { centre: { type: 'string' }, add: { type: 'string' }, note: { type: 'string' } } });
  if (!values.centre || !isUuid(values.centre)) fail(`--centre must be a centre id (uuid).\n${USAGE}`);
  const add = values.add === undefined ? null : Number(values.add);
  if (add !== null && (!Number.isInteger(add) || add < 1 || add > MAX_GRANT)) fail(`--add must be a whole number from 1 to ${MAX_GRANT}.\n${USAGE}`);
  if (values.note !== undefined && values.note.length > 500) fail('--note is limited to 500 characters.');

  const config = loadConfig();
  let database: Database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, poolSize: 1, pgliteCacheMb: config.pgliteCacheMb });
  } catch (err) {
    if (err instanceof DataDirLockedError) fail(`${err.message}\nWith the embedded database (PGlite) stop the Kura server before running this command.`, 3);
    throw err;
  }
  try {
    const [centre] = await database.db.select({ id: centres.id, name: centres.name }).from(centres).where(eq(centres.id, values.centre));
    if (!centre) fail(`No centre with id ${values.centre}.`, 1);
    if (add === null) {
      process.stdout.write(`${centre.name} (${centre.id}): ${await smsCountLeft(database.db, centre.id)} SMS credits left\n`);
      return;
    }
    const left = await grantSmsCredit(database.db, { centreId: centre.id, credits: add, note: values.note });
    process.stdout.write(`Granted ${add} SMS credits to ${centre.name} (${centre.id}); ${left} left.\n`);
  } finally {
    await database.close();
  }
}

main().catch((err) => fail(`${(err as Error)?.stack ?? err}`, 1));
