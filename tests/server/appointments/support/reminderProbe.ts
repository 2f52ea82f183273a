/**
 * A child process for the reminder crash test; it opens the database as the server does
 * (openDatabase on a PGlite DATA_DIR or a postgres:// URL) while no server holds it:
 *   seed <target> <jwtSecret>  a clinic, its owner (a signed access token) and a client with an e-mail
 *                     address; prints `seeded <json>`;
 *   advance <target>  the clock moves on while the server is down: every waiting reminder job
 *                     becomes due in 2 s (its due time, as pg-boss compares it with the
 *                     database's clock); prints `advanced <count>`.
 * Bundled by crashKit runProbe (by hand `node --import tsx`). The seed signs the token with the secret the servers get as JWT_SECRET.
 */
import { sql } from 'drizzle-orm';
import { loadConfig } from '../../../../src/server/config';
import { openDatabase } from '../../../../src/server/db/client';
import { createContext } from '../../../../src/server/createContext';
import { contacts } from '../../../../src/server/db/schema';
import { createClinic } from '../../support/fixtures';
import { silentLogger } from '../../support/testApp';

async function main() {
  const [mode, target, secret] = process.argv.slice(2);
  if (!target || !['seed', 'advance'].includes(mode)) {
    process.stderr.write('usage: reminderProbe.ts seed|advance <target>\n');
    process.exit(2);
  }
  const database = await openDatabase(target.startsWith('postgres') ? { databaseUrl: target, poolSize: 2 } : { dataDir: target });
  if (mode === 'seed') {
    const ctx = await createContext(loadConfig({ ...process.env, JWT_SECRET: secret }), database, silentLogger);
    const clinic = await createClinic(ctx, { name: 'Praxis Crash' });
    const [contact] = await ctx.db.insert(contacts).values({ centreId: clinic.centreId, firstName: 'Rita', lastName: 'Reminder', email: 'rita@example.ch' }).returning({ id: contacts.contactId });
    process.stdout.write(`seeded ${JSON.stringify({ token: clinic.owner.token, userId: clinic.owner.userId, centreId: clinic.centreId, contactId: contact.id })}\n`);
    await ctx.outbox.stop();
  } else {
    const result = (await database.db.execute(
      sql`update pgboss.job set start_after = now() + interval '2 seconds' where name = 'appointment-reminder' and state = 'created' returning id`,
    )) as unknown as { rows: unknown[] };
    process.stdout.write(`advanced ${result.rows.length}\n`);
  }
  await database.close();
}

main().catch((err) => {
  process.stderr.write(`${(err as Error).stack ?? err}\n`);
  process.exit(1);
});
