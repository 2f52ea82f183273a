import Fastify from 'fastify';
import { loadConfig, type Config } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/dataDirLock';
import { createContext } from './createContext';
import { buildApp } from './app';
import { loggerOptions } from './logging';

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
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir, pgliteCacheMb: config.pgliteCacheMb });
  } catch (err) {
    if (err instanceof DataDirLockedError) {
      process.stderr.write(`\nKura cannot start: ${err.message}\n\n`);
      process.exit(3);
    }
    throw err;
  }
  const ctx = await createContext(config, database, bootLog);
  const app = await buildApp(ctx, { logger });
  // The outbox stays a fast in-process loop, kicked after each commit (README "Jobs"); the job queue
  // (audit shipping and retention, Google channel renewal) starts with the app (app.ts, onReady).
  ctx.outbox.start();
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
