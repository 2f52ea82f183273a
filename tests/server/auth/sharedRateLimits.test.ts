/**
 * Rate-limit counters live in the database: two server processes on one database (SERVICES split,
 * several machines) count against the same limit, and a restart does not reset it. Two Fastify
 * instances on one database stand in for two processes.
 */
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../../src/server/app';
import { rateLimitCounters } from '../../../src/server/db/schema';
import { DB_KINDS, createTestApp, type TestApp } from '../support/testApp';
import { activeAccount } from './support';

const window = 15 * 60_000;

describe.each(DB_KINDS)('rate limits shared through the database on %s', (kind) => {
  let t: TestApp;
  let second: FastifyInstance;
  beforeAll(async () => {
    t = await createTestApp(kind, { authRateLimits: { signinPerAccount: { max: 4, windowMs: window }, signinPerIp: { max: 100, windowMs: window } } });
    second = await buildApp(t.ctx);
    await second.ready();
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  const signin = (app: FastifyInstance, email: string, ip: string) =>
    app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email, password: 'Wrong_1234' }, remoteAddress: ip });

  it('counts attempts on either process against one limit', async () => {
    const account = await activeAccount(t);
    const ip = '10.9.0.1';
    expect((await signin(t.app, account.email, ip)).statusCode).toBe(401);
    expect((await signin(second, account.email, ip)).statusCode).toBe(401);
    expect((await signin(t.app, account.email, ip)).statusCode).toBe(401);
    expect((await signin(second, account.email, ip)).statusCode).toBe(401);
    const fifth = await signin(t.app, account.email, ip);
    expect(fifth.statusCode).toBe(429);
    expect(Number(fifth.headers['retry-after'])).toBeGreaterThan(window / 1000 - 60);
    expect((await signin(second, account.email, ip)).statusCode).toBe(429);
  });

  it('keeps counting after a restart, and stores no e-mail or IP in clear', async () => {
    const account = await activeAccount(t);
    const ip = '10.9.0.2';
    for (let i = 0; i < 4; i++) expect((await signin(t.app, account.email, ip)).statusCode).toBe(401);
    const restarted = await buildApp(t.ctx);
    await restarted.ready();
    try {
      expect((await signin(restarted, account.email, ip)).statusCode).toBe(429);
    } finally {
      await restarted.close();
    }
    const keys = (await t.ctx.db.select({ key: rateLimitCounters.key }).from(rateLimitCounters)).map((r) => r.key);
    expect(keys.length).toBeGreaterThan(0);
    for (const key of keys) {
      expect(key).not.toContain(account.email.toLowerCase());
      expect(key).not.toContain(ip);
    }
  });

  it('starts a new window once the old one has ended', async () => {
    const account = await activeAccount(t);
    const ip = '10.9.0.3';
    for (let i = 0; i < 4; i++) await signin(t.app, account.email, ip);
    expect((await signin(t.app, account.email, ip)).statusCode).toBe(429);
    // End every window, as time passing would.
    await t.ctx.db.update(rateLimitCounters).set({ windowEndsAt: new Date(Date.now() - 1000) });
    expect((await signin(second, account.email, ip)).statusCode).toBe(401);
  });
});
