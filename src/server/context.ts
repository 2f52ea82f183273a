import type { PdfLinkSigner } from './services/invoicing/pdfLinks';
import type { Config } from './config';
import type { Db } from './db/client';
import type { TokenService } from './services/auth/tokens';
import type { OutboxDispatcher } from './services/outbox/dispatcher';
import type { FileStore } from './services/files/fileStore';
import type { GoogleCalendarService } from './services/googleCalendar/service';
import type { DomainEventBus } from './events/bus';
import type { KuraJobQueue } from './jobs';

/** What every route and service needs, decorated on the app as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  outbox: OutboxDispatcher;
  files: FileStore;
  googleCalendar: GoogleCalendarService;
  /** Domain events, published after commit; the live socket and jobs listen (src/server/events/bus.ts). */
  events: DomainEventBus;
  /** The durable job queue (pg-boss; src/server/jobs): send, cancel, get. Started when the app is ready. */
  jobs: KuraJobQueue;
  /** Signs and checks the short-lived invoice PDF links (pdfTempLink). */
  pdfLinks: PdfLinkSigner;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
