/**
 * Numbers never collide and nothing is billed twice under concurrency (issue 11 §1, §2): on
 * PostgreSQL the calls really run in parallel (pool), on PGlite they interleave between statements.
 */
import { eq } from 'drizzle-orm';
import { invoiceAppointments, invoices } from '../../../src/server/db/schema';
import { DB_KINDS } from '../support/testApp';
import { call } from '../centres/world';
import { finished, single, useInvoiceWorld } from './world';

describe.each(DB_KINDS)('invoicing under concurrency on %s', (kind) => {
  const w = useInvoiceWorld(kind);

  it('20 simultaneous singleInvoice calls get unique, gap-free numbers and the setting ends one above', async () => {
    const { ia } = w;
    await call(w.t, ia.owner, 'PATCH', `/api/centre/${ia.centreId}/centreSetting`, { invoiceNumberPrefix: 'RE-', invoiceNumberNext: '2026-0001' });
    const groups: string[][] = [];
    for (let i = 0; i < 20; i++) groups.push([await finished(w, ia)]);
    const answers = await Promise.all(groups.map((g) => single(w, ia.owner, g)));
    expect(answers.map((r) => r.statusCode)).toEqual(Array(20).fill(201));
    const numbers = answers.map((r) => r.json().number as string).sort();
    expect(numbers).toEqual(Array.from({ length: 20 }, (_, i) => `RE-2026-${String(i + 1).padStart(4, '0')}`));
    const references = new Set(answers.map((r) => r.json().reference));
    expect(references.size).toBe(20);
    expect((await call(w.t, ia.owner, 'GET', `/api/centre/${ia.centreId}/centreSetting`)).json().invoiceNumberNext).toBe('2026-0021');
  }, 120_000);

  it('an appointment is on one invoice only, however many calls race for it', async () => {
    const { ib } = w;
    const shared = await finished(w, ib);
    const others: string[] = [];
    for (let i = 0; i < 10; i++) others.push(await finished(w, ib));
    // 10 calls each want the shared appointment plus one of their own, 5 more want it alone.
    const answers = await Promise.all([...others.map((o) => single(w, ib.owner, [shared, o])), ...Array.from({ length: 5 }, () => single(w, ib.owner, [shared]))]);
    const created = answers.filter((r) => r.statusCode === 201);
    const sameAgain = answers.filter((r) => r.statusCode === 200);
    const refused = answers.filter((r) => r.statusCode === 409);
    expect(created).toHaveLength(1);
    expect(created.length + sameAgain.length + refused.length).toBe(15);
    for (const r of refused) expect(r.json().code).toBe('appointmentAlreadyBilled');
    for (const r of sameAgain) expect(r.json().invoice_id).toBe(created[0].json().invoice_id);
    const links = await w.t.ctx.db.select().from(invoiceAppointments).where(eq(invoiceAppointments.appointmentId, shared));
    expect(links).toHaveLength(1);
    const rows = await w.t.ctx.db.select({ id: invoices.invoiceId }).from(invoices).where(eq(invoices.centreId, ib.centreId));
    expect(rows).toHaveLength(1);
  }, 120_000);
});
