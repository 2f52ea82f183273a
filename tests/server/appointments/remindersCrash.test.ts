/**
 * @jest-environment node
 *
 * Reminders survive a kill -9 (issue 9 §9): the real server (the bundle npm start runs) books an
 * appointment, which schedules its two reminders, and is killed with SIGKILL before they are due.
 * While it is down the clock moves on to their due time (support/reminderProbe.ts advance). A new
 * server sends each reminder, is itself killed right after, and a third one starts: each reminder
 * reached the client's notifications exactly once. PGlite directory and PostgreSQL.
 */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { startKura, type KuraProcess } from '../../e2e/support/kuraProcess';
import { runProbe } from '../durability/support/crashKit';
import { ensurePostgresTemplate, seedPgliteDataDir } from '../../support/dbTemplates';
import { freshPostgres, type FreshPostgres } from '../../support/freshPostgres';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS } from '../support/testApp';
import { daysAhead } from './messaging';

const PROBE = path.join('tests', 'server', 'appointments', 'support', 'reminderProbe.ts');
const JWT_SECRET = 'reminder-crash-secret-reminder-crash-secret';

interface Seeded {
  token: string;
  userId: string;
  centreId: string;
  contactId: string;
}

async function probe(mode: string, target: string, prefix: string): Promise<string> {
  const p = runProbe([mode, target, JWT_SECRET], PROBE);
  const line = await p.waitForLine((l) => l.startsWith(prefix), 90_000);
  expect((await p.exited).code).toBe(0);
  return line.slice(prefix.length);
}

describe.each(DB_KINDS)('reminders across a kill -9 of the server on %s', (kind) => {
  let target: string;
  let env: Record<string, string>;
  let pgDb: FreshPostgres | undefined;
  let dir: string;
  const servers: KuraProcess[] = [];

  beforeAll(async () => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'kura-reminders-crash-'));
    if (kind === 'postgres') {
      pgDb = await freshPostgres({ template: await ensurePostgresTemplate(process.env.TEST_DATABASE_URL!), disposable: true });
      target = pgDb.url;
      env = { DATABASE_URL: target, DATA_DIR: dir };
    } else {
      await seedPgliteDataDir(dir);
      target = dir;
      env = { DATA_DIR: dir };
    }
    env = { ...env, JWT_SECRET, JOBS_POLL_SECONDS: '0.5', JOBS_WORKERS: 'true' };
  }, 120_000);
  afterAll(async () => {
    for (const s of servers) await s.stop('SIGKILL');
    await pgDb?.drop();
    fs.rmSync(dir, { recursive: true, force: true });
  });

  const start = async () => {
    const s = await startKura({ env, readyTimeoutMs: 120_000 });
    servers.push(s);
    return s;
  };
  const kill = async (s: KuraProcess) => {
    s.proc.kill('SIGKILL');
    expect(await s.exited).toBe('SIGKILL');
  };
  const api = async (s: KuraProcess, seeded: Seeded, method: string, url: string, body?: unknown) => {
    const res = await fetch(`${s.url}${url}`, {
      method,
      headers: { authorization: `Bearer ${seeded.token}`, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, json: (await res.json()) as unknown };
  };
  /** The client's reminder e-mails by subject start: first "Erinnerung an …", second "Ihr Termin beginnt bald …". */
  const reminders = async (s: KuraProcess, seeded: Seeded) => {
    const res = await api(s, seeded, 'GET', `/api/notifications/contact/${seeded.contactId}/centre/${seeded.centreId}`);
    const subjects = (res.json as { subject: string }[]).map((n) => n.subject);
    return { first: subjects.filter((x) => x.startsWith('Erinnerung an Ihren Termin')).length, second: subjects.filter((x) => x.startsWith('Ihr Termin beginnt bald')).length };
  };

  it('sends each reminder exactly once', async () => {
    const seeded = JSON.parse(await probe('seed', target, 'seeded ')) as Seeded;

    const first = await start();
    const created = await api(first, seeded, 'POST', '/api/appointments', {
      centre_fk: seeded.centreId, resourceId: seeded.userId, contact_fk: seeded.contactId, date: daysAhead(3), startTime: '10:00', endTime: '11:00', isEmail: false,
    });
    expect(created.status).toBe(201);
    // Acknowledged: the appointment and its two reminder jobs are committed. Killed before they are due.
    await kill(first);

    expect(await probe('advance', target, 'advanced ')).toBe('2');

    const second = await start();
    const deadline = Date.now() + 90_000;
    let seen = await reminders(second, seeded);
    while (seen.first + seen.second < 2 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 200));
      seen = await reminders(second, seeded);
    }
    expect(seen).toEqual({ first: 1, second: 1 });
    await kill(second);

    // A third start finds nothing more to send: the jobs are done, and runOnce would refuse a repeat.
    const third = await start();
    await new Promise((r) => setTimeout(r, 5_000));
    const final = await reminders(third, seeded);
    expect(final).toEqual({ first: 1, second: 1 });
    expect(await third.stop()).toBe(0);
    recordMetric({ id: 'jobs', figure: 'reminders scheduled, server killed (SIGKILL) before due, sent after restart (first, second)', value: `${final.first}, ${final.second}`, threshold: '1, 1', pass: final.first === 1 && final.second === 1, db: kind });
  }, 400_000);
});
