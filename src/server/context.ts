import type { Config } from './config';
import type { Db } from './db/client';
import type { TokenService } from './services/auth/tokens';
import type { OutboxDispatcher } from './services/outbox/dispatcher';
import type { FileStore } from './services/files/fileStore';
import type { GoogleCalendarService } from './services/googleCalendar/service';

/** What every route and service needs, decorated on the app as `app.ctx`. */
export interface AppContext {
  config: Config;
  db: Db;
  dbKind: 'pglite' | 'postgres';
  tokens: TokenService;
  outbox: OutboxDispatcher;
  files: FileStore;
  googleCalendar: GoogleCalendarService;
}

declare module 'fastify' {
  interface FastifyInstance {
    ctx: AppContext;
  }
}
