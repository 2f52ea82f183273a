/**
 * A fresh PostgreSQL database on a test server (TEST_DATABASE_URL unless told otherwise), one per
 * test file, browser-test server or benchmark, so they can run side by side: a copy of a template
 * (the migrated one of dbTemplates.ts) or empty. drop() removes it.
 */
import crypto from 'node:crypto';
import { withPgClient } from './pgClient';
import { memoryTablespace } from './pgMemoryTablespace';

export interface FreshPostgres {
  url: string;
  name: string;
  drop(): Promise<void>;
}

export interface FreshPostgresOptions {
  /** A URL of the server to create it on; default TEST_DATABASE_URL. */
  baseUrl?: string;
  /** Start of the random name, so leftovers say who made them. */
  prefix?: string;
  /** A database to copy (CREATE DATABASE … TEMPLATE); without it PostgreSQL's empty template1. */
  template?: string;
  /**
   * For tests that are not about PostgreSQL's durability: its commits do not wait for the WAL
   * (TEST_SETTINGS) and its files are in RAM where the server allows it (pgMemoryTablespace.ts).
   * Benchmarks leave it off, to measure the server as it runs.
   */
  disposable?: boolean;
}

/**
 * For tests that are not about PostgreSQL's crash durability: a commit returns without waiting for
 * the WAL to reach the disk (still atomic and at once visible to other sessions). Waiting for
 * fdatasync took 1–5 ms per commit here, and the server tests commit on nearly every request.
 */
const TEST_SETTINGS = { synchronous_commit: 'off' };

export function databaseUrl(baseUrl: string, name: string): string {
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return url.toString();
}

function admin(baseUrl: string, ...statements: string[]): Promise<void> {
  return withPgClient(baseUrl, async (c) => {
    for (const sql of statements) await c.query(sql);
  });
}

export async function freshPostgres(opts: FreshPostgresOptions = {}): Promise<FreshPostgres> {
  const base = opts.baseUrl ?? process.env.TEST_DATABASE_URL;
  if (!base) throw new Error('freshPostgres needs TEST_DATABASE_URL (or a baseUrl)');
  const name = `${opts.prefix ?? 'kura_t'}_${crypto.randomBytes(6).toString('hex')}`;
  const settings = Object.entries(opts.disposable ? TEST_SETTINGS : {}).map(([k, v]) => `ALTER DATABASE ${name} SET ${k} = '${v}'`);
  const tablespace = opts.disposable ? await memoryTablespace(base) : null;
  await admin(base, `CREATE DATABASE ${name}${opts.template ? ` TEMPLATE ${opts.template}` : ''}${tablespace ? ` TABLESPACE ${tablespace}` : ''}`, ...settings);
  return {
    url: databaseUrl(base, name),
    name,
    drop: () => admin(base, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
  };
}
