import Fastify from 'fastify';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { createContext } from './createContext';
import { buildApp } from './app';
import { loggerOptions } from './logging';
import { channelRenewalJob } from './services/googleCalendar/watch';
import { startAuditJobs } from './services/audit/auditJobs';

async function main() {
  let config: Config;
  try {
    config = loadConfig();
  } catch (err) {
    process.stderr.write(`\nKura cannot start: ${(err as Error).message}\n\n`);
    process.exit(2);
  }
  const started = Date.now();
  const logger = loggerOptions(config.logLevel);
  const bootLog = Fastify({ logger }).log;
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`\nKura cannot start: ${err.message}\n\n`);
      process.exit(3);
    }
    throw err;
  }
  const ctx = await createContext(config, database, bootLog);
  const app = await buildApp(ctx, { logger });
  ctx.outbox.start();
  // Keeps Google Calendar push channels open (does nothing without GOOGLE_CLIENT_ID/SECRET).
  const calendarRenewal = channelRenewalJob(ctx.googleCalendar);
  if (ctx.googleCalendar.configured) calendarRenewal.start();
  // Copies the audit log off-system and purges it after AUDIT_RETENTION_DAYS (README "Audit log").
  const auditJobs = startAuditJobs(database.db, config, app.log);
  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    `Kura ready on ${config.publicUrl} (${database.kind}, services: ${[...config.services].join(', ')}) in ${Date.now() - started} ms`,
  );

  const shutdown = async (signal: string) => {
    app.log.info(`${signal}: shutting down`);
    const force = setTimeout(() => process.exit(1), 10_000);
    force.unref();
    await app.close();
    await ctx.outbox.stop();
    await calendarRenewal.stop();
    await auditJobs.stop();
    await database.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void shutdown('SIGINT'));
  process.once('SIGTERM', () => void shutdown('SIGTERM'));
}

main().catch((err) => {
  process.stderr.write(`${err?.stack ?? err}\n`);
  process.exit(1);
});
