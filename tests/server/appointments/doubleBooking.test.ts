/**
 * No double booking under concurrency (issue 9 §3, security plan E1): 100 rounds of 50 creates of
 * one therapist's overlapping slot, started together; exactly one 201 and 49 × 409
 * appointmentOverlap per round, and no two live rows of the therapist overlap afterwards.
 */
import { sql } from 'drizzle-orm';
import { recordMetric } from '../../support/metrics';
import { DB_KINDS } from '../support/testApp';
import { useClinicsWorld } from '../centres/world';
import { create, slot } from './world';

const ROUNDS = 100;
const K = 50;

describe.each(DB_KINDS)('double booking under concurrency on %s', (kind) => {
  const w = useClinicsWorld(kind);

  it(`gives exactly one of ${K} simultaneous creates the slot, in each of ${ROUNDS} rounds`, async () => {
    const successes: number[] = [];
    const others: Record<string, number> = {};
    const started = Date.now();
    for (let round = 0; round < ROUNDS; round++) {
      const date = new Date(Date.UTC(2029, 0, 1) + round * 86_400_000).toISOString().slice(0, 10);
      // Starts 09:00–09:40, one hour each: every pair overlaps.
      const bodies = Array.from({ length: K }, (_, i) => slot(w.a, date, `09:${String((i % 5) * 10).padStart(2, '0')}`, `10:${String((i % 5) * 10).padStart(2, '0')}`));
      const users = [w.a.owner, w.a.admin, w.a.provider];
      const answers = await Promise.all(bodies.map((b, i) => create(w, users[i % users.length], b)));
      successes.push(answers.filter((r) => r.statusCode === 201).length);
      for (const r of answers) {
        if (r.statusCode === 201) continue;
        const key = `${r.statusCode} ${r.json().code}`;
        others[key] = (others[key] ?? 0) + 1;
      }
    }
    const result = (await w.t.ctx.db.execute(sql`
      select count(*)::int as n from appointments a join appointments b
        on a.resource_id = b.resource_id and a.appointment_id < b.appointment_id
       and tstzrange(a.busy_from, a.busy_until, '[)') && tstzrange(b.busy_from, b.busy_until, '[)')
       where a.status not in ('CANCELLED', 'DENIED', 'DELETED') and b.status not in ('CANCELLED', 'DENIED', 'DELETED')`)) as unknown as { rows?: { n: number }[] };
    const overlapping = Number((result.rows ?? (result as unknown as { n: number }[]))[0].n);
    const exactlyOne = successes.filter((s) => s === 1).length;
    const seconds = (Date.now() - started) / 1000;
    process.stdout.write(`[E1 ${kind}] ${ROUNDS} rounds × ${K} concurrent creates: exactly one 201 in ${exactlyOne}/${ROUNDS} rounds; others ${JSON.stringify(others)}; overlapping live rows ${overlapping}; ${seconds.toFixed(1)} s\n`);
    recordMetric({ id: 'E1', figure: `rounds (${ROUNDS} × K=${K}) with exactly one success`, value: `${exactlyOne}/${ROUNDS}`, threshold: `= ${ROUNDS}/${ROUNDS}`, pass: exactlyOne === ROUNDS, db: kind });
    recordMetric({ id: 'E1', figure: 'overlapping live appointment rows after the rounds', value: overlapping, threshold: '= 0', pass: overlapping === 0, db: kind });
    expect(successes).toEqual(Array(ROUNDS).fill(1));
    expect(others).toEqual({ '409 appointmentOverlap': ROUNDS * (K - 1) });
    expect(overlapping).toBe(0);
  }, 900_000);

  it('lets back-to-back slots both succeed', async () => {
    const [a, b] = await Promise.all([create(w, w.a.owner, slot(w.a, '2029-06-01', '10:00', '11:00')), create(w, w.a.admin, slot(w.a, '2029-06-01', '11:00', '12:00'))]);
    expect([a.statusCode, b.statusCode]).toEqual([201, 201]);
  });
});
