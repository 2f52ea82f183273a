/**
 * Bulk invoicing (issue 11 §2, §6 pinned, §7): POST bulkInvoice answers 202 {jobId} with the
 * groups (one per client and therapist) fixed in the job; the job creates one invoice per group,
 * tells the centre's room (started, progress after each group, finish with the counts and coded
 * failures), and run again (as pg-boss does after a crash) creates nothing twice. 20 runs over
 * overlapping selections at once: each appointment billed once, numbers unique and gap-free.
 */
import { sql } from 'drizzle-orm';
import type { CentreEventName, CentreEvents } from '../../../src/shared/api/realtime';
import { planBulk, runBulkInvoice, type BulkInvoiceJob } from '../../../src/server/services/invoicing/bulk';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { contactOf, finished, useInvoiceWorld, type InvoiceWorld } from './world';

const rows = <T>(r: unknown) => (r as { rows: T[] }).rows;
const bulk = (w: InvoiceWorld, as: InvoiceWorld['ia']['owner'], appointments: string[]) => call(w.t, as, 'POST', '/api/invoices/bulkInvoice', { appointments });

function recordEvents(w: InvoiceWorld, bulkId?: string) {
  const seen: { type: CentreEventName; payload: CentreEvents[CentreEventName] }[] = [];
  const offs = (['invoice_bulk_started', 'invoice_bulk_progress', 'invoice_bulk_finish'] as const).map((type) =>
    w.t.ctx.events.on(type, (payload) => {
      if (!bulkId || payload.bulkId === bulkId) seen.push({ type, payload });
    }),
  );
  return { seen, stop: () => offs.forEach((off) => off()) };
}

async function invoicesOfRun(w: InvoiceWorld, bulkId: string) {
  return rows<{ number: string; n: number }>(
    await w.t.ctx.db.execute(sql`select i.number, count(l.appointment_id)::int as n from invoices i join invoice_appointments l on l.invoice_id = i.invoice_id where i.bulk_number = ${bulkId} group by i.number order by i.number`),
  );
}

describe.each(DB_KINDS)('POST /api/invoices/bulkInvoice on %s', (kind) => {
  const w = useInvoiceWorld(kind);

  it('queues the run (202 {jobId}); the job makes one invoice per client and therapist and reports its progress', async () => {
    const { ia } = w;
    const bea = await contactOf(w, ia, { firstName: 'Bea' });
    const anna = [await finished(w, ia), await finished(w, ia), await finished(w, ia)];
    const beas = [await finished(w, ia, { contact_fk: bea }), await finished(w, ia, { contact_fk: bea })];
    const open = await finished(w, ia, {}, 'CONFIRMED');
    const res = await bulk(w, ia.owner, [...anna, ...beas, open, anna[0]]);
    expect(res.statusCode).toBe(202);
    const { jobId } = res.json();
    const job = await w.t.ctx.jobs.get('invoice-bulk', jobId);
    expect(job?.state).toBe('created');
    const data = job!.data as BulkInvoiceJob;
    expect(data.groups.map((g) => [...g].sort()).sort()).toEqual([[...anna].sort(), [...beas].sort()].sort());
    expect(data.skipped).toEqual([open]);

    const events = recordEvents(w, jobId);
    await runBulkInvoice(w.t.ctx, data, jobId);
    events.stop();
    expect(events.seen.map((e) => e.type)).toEqual(['invoice_bulk_started', 'invoice_bulk_progress', 'invoice_bulk_progress', 'invoice_bulk_finish']);
    expect(events.seen[0].payload).toEqual({ centreId: ia.centreId, bulkId: jobId, total: 2, by: ia.owner.userId });
    expect(events.seen[2].payload).toEqual({ centreId: ia.centreId, bulkId: jobId, done: 2, total: 2, successful: 2, failed: 0, skipped: 1 });
    expect(events.seen[3].payload).toMatchObject({ done: 2, total: 2, successful: 2, failed: 0, skipped: 1, failures: [], outcome: 'completed' });
    expect((await invoicesOfRun(w, jobId)).map((r) => r.n).sort()).toEqual([2, 3]);

    // Run again, as pg-boss does after a crash: the same two invoices, nothing new.
    const again = recordEvents(w, jobId);
    await runBulkInvoice(w.t.ctx, data, jobId);
    again.stop();
    expect(again.seen.at(-1)?.payload).toMatchObject({ successful: 2, failed: 0, skipped: 1 });
    expect(await invoicesOfRun(w, jobId)).toHaveLength(2);
    for (const id of [...anna, ...beas]) expect((await call(w.t, ia.owner, 'GET', `/api/appointments/${id}`)).json().status).toBe('BILLED');
  }, 120_000);

  it('reports a group it cannot invoice as failed with its reason, and goes on', async () => {
    const { ia } = w;
    const incomplete = await contactOf(w, ia, { firstName: 'Cleo', dateOfBirth: undefined });
    const bad = await finished(w, ia, { contact_fk: incomplete });
    const good = await finished(w, ia);
    const plan = await planBulk(w.t.ctx.db, ia.centreId, ia.owner.userId, [bad, good]);
    const bulkId = crypto.randomUUID();
    const events = recordEvents(w, bulkId);
    await runBulkInvoice(w.t.ctx, plan, bulkId);
    events.stop();
    expect(events.seen.at(-1)?.payload).toMatchObject({ done: 2, total: 2, successful: 1, failed: 1, skipped: 0, failures: [{ appointmentIds: [bad], code: 'invoicingIncomplete' }] });
    expect((await call(w.t, ia.owner, 'GET', `/api/appointments/${bad}`)).json().status).toBe('FINISHED');
  }, 60_000);

  it('is the owner’s: admins and therapists 403, another centre 404, bad bodies 400', async () => {
    const { ia, ib } = w;
    const id = await finished(w, ia);
    expect((await bulk(w, ia.admin, [id])).statusCode).toBe(403);
    expect((await bulk(w, ia.provider, [id])).statusCode).toBe(403);
    expect((await bulk(w, ib.owner, [id])).statusCode).toBe(404);
    expect((await bulk(w, ia.owner, [])).statusCode).toBe(400);
    expect((await bulk(w, ia.owner, ['nope'])).statusCode).toBe(400);
    expect((await w.t.app.inject({ method: 'POST', url: '/api/invoices/bulkInvoice', payload: { appointments: [id] } })).statusCode).toBe(401);
  });

  it('20 concurrent runs over overlapping selections: each appointment billed once, numbers unique and gap-free', async () => {
    const { ia } = w;
    const [highest] = rows<{ n: number }>(await w.t.ctx.db.execute(sql`select count(*)::int as n from invoices where centre_id = ${ia.centreId}`));
    const clients = [ia.contact, await contactOf(w, ia, { firstName: 'Dora' }), await contactOf(w, ia, { firstName: 'Emil' })];
    const ids: string[] = [];
    for (let i = 0; i < 24; i++) ids.push(await finished(w, ia, { contact_fk: clients[i % 3] }));
    // Run k takes a window of 8 appointments starting at k: neighbours overlap in 7 of them.
    const plans = await Promise.all(Array.from({ length: 20 }, (_, k) => planBulk(w.t.ctx.db, ia.centreId, ia.owner.userId, ids.slice(k % 17, (k % 17) + 8))));
    const finishes: CentreEvents['invoice_bulk_finish'][] = [];
    const off = w.t.ctx.events.on('invoice_bulk_finish', (p) => finishes.push(p));
    await Promise.all(plans.map((plan) => runBulkInvoice(w.t.ctx, plan, crypto.randomUUID())));
    off();
    expect(finishes).toHaveLength(20);
    expect(finishes.every((f) => f.failed === 0)).toBe(true);

    const links = rows<{ appointment_id: string; n: number }>(
      await w.t.ctx.db.execute(sql`select appointment_id, count(*)::int as n from invoice_appointments where appointment_id in (${sql.join(ids.map((i) => sql`${i}::uuid`), sql`, `)}) group by appointment_id`),
    );
    expect(links).toHaveLength(24);
    expect(links.every((l) => l.n === 1)).toBe(true);
    const numbers = rows<{ number: string }>(await w.t.ctx.db.execute(sql`select number from invoices where centre_id = ${ia.centreId}`)).map((r) => Number(r.number)).sort((a, b) => a - b);
    expect(new Set(numbers).size).toBe(numbers.length);
    expect(numbers).toEqual(Array.from({ length: numbers.length }, (_, i) => i + 1));
    // Each invoice is counted by the one run that created it.
    const created = finishes.reduce((s, f) => s + f.successful, 0);
    expect(created).toBe(numbers.length - highest.n);
    console.log(`${kind}: 20 concurrent bulk runs over 24 appointments → ${numbers.length - highest.n} invoices (${created} successful groups), numbers 1…${numbers.length}`);
  }, 300_000);
});
