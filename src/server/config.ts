import path from 'node:path';
import { BACKENDS, type Backend } from '../shared/api/backends';

/** Every environment variable Kura reads, in one place (the README lists them). */
export interface Config {
  port: number;
  host: string;
  dataDir: string;
  /** PGLITE_CACHE_MB: the embedded database's page cache (PostgreSQL shared_buffers), in MB. */
  pgliteCacheMb: number;
  databaseUrl?: string;
  services: Set<ServiceName>;
  jwtSecret?: string;
  accessTokenTtlSec: number;
  refreshTokenTtlSec: number;
  smtpUrl?: string;
  mailFrom: string;
  smsWebhookUrl?: string;
  smsSender: string;
  publicUrl: string;
  staticDir?: string;
  production: boolean;
  logLevel: string;
  /** REDIS_URL: the live socket's rooms are shared between app nodes through Redis. */
  redisUrl?: string;
  /** Google Calendar sync (OAuth client of the Google Cloud project); off without id and secret. */
  google: GoogleConfig;
  /** Off-system copies and retention of the audit log (README "Audit log"). */
  audit: AuditConfig;
  /** The durable job queue (pg-boss, README "Jobs"). */
  jobs: JobsConfig;
}

export interface JobsConfig {
  /** JOBS_WORKERS: false makes this process only send jobs (another process works them). */
  workers: boolean;
  /** JOBS_POLL_SECONDS: how often an idle worker asks for due jobs (pg-boss allows 0.5 at least). */
  pollSeconds: number;
}

/**
 * 32 MB by default, not PGlite's 128 MB: the cache lives inside the server's memory (the files
 * stay in the system's page cache besides), and a practice's working set fits; the 1,000-invoice
 * bench stays under its 500 MB peak with it (README "Memory").
 */
function pgliteCacheMb(env: NodeJS.ProcessEnv): number {
  const raw = env.PGLITE_CACHE_MB?.trim() || '32';
  const mb = Number(raw);
  if (!Number.isInteger(mb) || mb < 1 || mb > 4096) throw new Error(`PGLITE_CACHE_MB: a whole number of MB from 1 to 4096 (got "${raw}")`);
  return mb;
}

function jobsConfig(env: NodeJS.ProcessEnv): JobsConfig {
  const raw = env.JOBS_POLL_SECONDS?.trim() || '2';
  const pollSeconds = Number(raw);
  if (!Number.isFinite(pollSeconds) || pollSeconds < 0.5) throw new Error(`JOBS_POLL_SECONDS must be a number of at least 0.5; got "${raw}"`);
  const workers = (env.JOBS_WORKERS ?? 'true').trim();
  if (workers !== 'true' && workers !== 'false') throw new Error(`JOBS_WORKERS must be true or false; got "${workers}"`);
  return { workers: workers === 'true', pollSeconds };
}

export interface AuditConfig {
  /** AUDIT_ARCHIVE_DIR: JSON Lines files, one per UTC day. */
  archiveDir?: string;
  /** AUDIT_SHIP_URL: an HTTP(S) collector that receives batches as JSON. */
  shipUrl?: string;
  shipToken?: string;
  /** AUDIT_RETENTION_DAYS: at least 365 (DSV Art. 4), default 3650. */
  retentionDays: number;
}

/** DSV Art. 4 keeps logs at least one year (the database's purge function enforces it too). */
export const MIN_AUDIT_RETENTION_DAYS = 365;
/** Ten years, as medical records are kept. */
export const DEFAULT_AUDIT_RETENTION_DAYS = 3650;

function auditConfig(env: NodeJS.ProcessEnv): AuditConfig {
  const raw = env.AUDIT_RETENTION_DAYS?.trim() || String(DEFAULT_AUDIT_RETENTION_DAYS);
  const retentionDays = Number(raw);
  if (!/^\d+$/.test(raw) || retentionDays < MIN_AUDIT_RETENTION_DAYS) {
    throw new Error(
      `AUDIT_RETENTION_DAYS must be a whole number of at least ${MIN_AUDIT_RETENTION_DAYS} days (audit logs are kept at least one year, DSV Art. 4); got "${raw}"`,
    );
  }
  const shipUrl = env.AUDIT_SHIP_URL || undefined;
  if (shipUrl && !/^https?:\/\//.test(shipUrl)) throw new Error(`AUDIT_SHIP_URL must be an http(s) URL; got "${shipUrl}"`);
  return {
    archiveDir: env.AUDIT_ARCHIVE_DIR ? path.resolve(env.AUDIT_ARCHIVE_DIR) : undefined,
    shipUrl,
    shipToken: env.AUDIT_SHIP_TOKEN || undefined,
    retentionDays,
  };
}

export interface GoogleConfig {
  clientId?: string;
  clientSecret?: string;
  /** Base URLs, so tests (and a proxy) can point them at another server. */
  authUrl: string;
  tokenUrl: string;
  apiUrl: string;
}

/** The services a process may serve are the three backends. */
export type ServiceName = Backend;
export const ALL_SERVICES: readonly ServiceName[] = BACKENDS;

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const port = Number(env.PORT ?? 3000);
  const services = new Set(
    (env.SERVICES ?? ALL_SERVICES.join(','))
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean) as ServiceName[],
  );
  for (const s of services) {
    if (!ALL_SERVICES.includes(s)) throw new Error(`SERVICES: unknown service "${s}" (known: ${ALL_SERVICES.join(', ')})`);
  }
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir: path.resolve(env.DATA_DIR ?? './data'),
    pgliteCacheMb: pgliteCacheMb(env),
    databaseUrl: env.DATABASE_URL || undefined,
    services,
    jwtSecret: env.JWT_SECRET || undefined,
    accessTokenTtlSec: Number(env.ACCESS_TOKEN_TTL ?? 900),
    refreshTokenTtlSec: Number(env.REFRESH_TOKEN_TTL ?? 60 * 60 * 24 * 30),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'Kura <no-reply@kura.local>',
    smsWebhookUrl: env.SMS_WEBHOOK_URL || undefined,
    smsSender: env.SMS_SENDER ?? 'Kura',
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/$/, ''),
    staticDir: env.STATIC_DIR,
    production: env.NODE_ENV === 'production',
    logLevel: env.LOG_LEVEL ?? 'info',
    redisUrl: env.REDIS_URL || undefined,
    google: {
      clientId: env.GOOGLE_CLIENT_ID || undefined,
      clientSecret: env.GOOGLE_CLIENT_SECRET || undefined,
      authUrl: env.GOOGLE_AUTH_URL || 'https://accounts.google.com/o/oauth2/v2/auth',
      tokenUrl: env.GOOGLE_TOKEN_URL || 'https://oauth2.googleapis.com/token',
      apiUrl: (env.GOOGLE_API_URL || 'https://www.googleapis.com').replace(/\/$/, ''),
    },
    audit: auditConfig(env),
    jobs: jobsConfig(env),
  };
}
