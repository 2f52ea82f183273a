/**
 * PostgreSQL connections killed by the server (restart, failover, admin) must not crash Kura:
 * the pool drops them and the next request gets a fresh connection.
 */
import pg from 'pg';
import { createTestApp, type TestApp } from '../support/testApp';

const describePg = process.env.TEST_DATABASE_URL ? describe : describe.skip;

describePg('PostgreSQL connection loss', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres');
  });
  afterAll(() => t.close());

  it('keeps serving after the server terminates every idle connection', async () => {
    const health = async () => (await t.app.inject({ method: 'GET', url: '/api/supported-phone-numbers' })).statusCode;
    // Warm the pool with a request that uses the database.
    const signin = () => t.app.inject({ method: 'POST', url: '/api/auth/signin', payload: { email: 'nobody@example.ch', password: 'Wrong_123' } });
    expect((await signin()).statusCode).toBe(401);
    const [{ db }] = ((await t.ctx.db.execute('select current_database() as db')) as unknown as { rows: { db: string }[] }).rows;
    const admin = new pg.Client({ connectionString: process.env.TEST_DATABASE_URL });
    await admin.connect();
    const killed = await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [db]);
    await admin.end();
    expect(killed.rowCount).toBeGreaterThan(0);
    // Wait for what the pool waits for: the killed idle connections' 'error' events, which drop them
    // (on a busy machine they arrive later than any fixed pause).
    const pool = (t.ctx.db as unknown as { $client: pg.Pool }).$client;
    for (const deadline = Date.now() + 30_000; pool.idleCount > 0 && Date.now() < deadline; ) await new Promise((r) => setTimeout(r, 25));
    expect(pool.idleCount).toBe(0);
    expect(await health()).toBe(200);
    expect((await signin()).statusCode).toBe(401);
  });
});
