import crypto from 'node:crypto';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { Config } from './config';
import type { AppContext } from './context';
import type { Database } from './db/client';
import { appSecrets } from './db/schema';
import { TokenService } from './services/auth/tokens';
import { OutboxDispatcher } from './services/outbox/dispatcher';
import { FileStore } from './services/files/fileStore';
import { GoogleCalendarService } from './services/googleCalendar/service';
import { createDomainEventBus } from './events/bus';
import { createJobQueue } from './jobs';
import { PdfLinkSigner } from './services/invoicing/pdfLinks';

/** JWT_SECRET if given; otherwise one generated on first start and kept in the database. */
async function jwtSecret(database: Database, configured?: string): Promise<string> {
  if (configured) return configured;
  const generated = crypto.randomBytes(48).toString('base64url');
  await database.db.insert(appSecrets).values({ name: 'jwt', value: generated }).onConflictDoNothing();
  const [row] = await database.db.select().from(appSecrets).where(eq(appSecrets.name, 'jwt'));
  return row.value;
}

export async function createContext(config: Config, database: Database, log: FastifyBaseLogger): Promise<AppContext> {
  const secret = await jwtSecret(database, config.jwtSecret);
  // Its token-encryption key is derived from the same server secret.
  const googleCalendar = new GoogleCalendarService(database.db, config, secret, log);
  const events = createDomainEventBus((err, type) => log.error({ err, event: type }, 'domain event listener failed'));
  const pdfLinks = new PdfLinkSigner(secret);
  return {
    config,
    db: database.db,
    dbKind: database.kind,
    tokens: new TokenService(secret, config.accessTokenTtlSec, config.refreshTokenTtlSec),
    outbox: new OutboxDispatcher(database.db, config, log),
    files: new FileStore(path.join(config.dataDir, 'files')),
    googleCalendar,
    events,
    jobs: createJobQueue({ config, database, googleCalendar, events, log, pdfLinks }),
    pdfLinks,
  };
}
