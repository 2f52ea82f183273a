/**
 * The finance dashboard's figures (issue 12 §3) on a seeded set of clinic A: a full payment, a
 * partial one on a sent invoice past its deadline (overdue), an overpayment (credit) on another
 * therapist's invoice, a cancelled invoice whose payment became credit, a payment taken back
 * (reversal), a refund and a credit note. Every figure is checked against hand-counted Rappen; the
 * therapist filter, clinic B's view and the refusals follow. The books' invariant holds after
 * each test (paymentWorld.ts).
 */
import { eq } from 'drizzle-orm';
import { invoices } from '../../../src/server/db/schema';
import { localDate } from '../../../src/server/services/invoicing/context';
import { call } from '../centres/world';
import { DB_KINDS } from '../support/testApp';
import { newInvoice, pay, usePaymentWorld, type PaymentWorld } from '../payments/paymentWorld';

type Figures = Record<string, unknown> & { months: { month: string; invoiced: number; invoicedCount: number; received: number }[] };

const dashboard = async (w: PaymentWorld, query: string, as = w.ia.admin, centreId = w.ia.centreId) => call(w.t, as, 'GET', `/api/finances/centre/${centreId}/dashboard${query}`);

describe.each(DB_KINDS)('the finance dashboard on %s', (kind) => {
  const w = usePaymentWorld(kind);
  const year = localDate(new Date(), 'Europe/Zurich').slice(0, 4);
  const range = `?from=${year}-01-01&to=${year}-12-31`;
  const d = (md: string) => `${year}-${md}`;
  const ok = <R extends { statusCode: number; body: string }>(res: R): R => {
    if (res.statusCode >= 300) throw new Error(`${res.statusCode} ${res.body}`);
    return res;
  };

  it('adds up received, invoiced, open, overdue and credit by month, therapist, checkout type and method', async () => {
    const P = w.ia.provider.userId;
    const O = w.ia.owner.userId;
    const inv1 = await newInvoice(w);
    const inv2 = await newInvoice(w, 2);
    const inv3 = await newInvoice(w);
    const inv4 = await newInvoice(w);
    const inv5 = await newInvoice(w);
    // inv3 is the owner's (a second therapist); inv2 was printed and its deadline is long past.
    await w.t.ctx.db.update(invoices).set({ providerId: O }).where(eq(invoices.invoiceId, inv3.invoice_id));
    ok(await call(w.t, w.ia.admin, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, { invoiceIds: [inv2.invoice_id], sentAs: 'print' }));
    await w.t.ctx.db.update(invoices).set({ paymentDeadline: '2020-01-31' }).where(eq(invoices.invoiceId, inv2.invoice_id));

    ok(await pay(w, { invoiceId: inv1.invoice_id, amount: 12_000, date: d('02-10') }));
    ok(await pay(w, { invoiceId: inv2.invoice_id, amount: 10_000, method: 'twint', date: d('03-05') }));
    ok(await pay(w, { invoiceId: inv3.invoice_id, amount: 20_000, method: 'bank', checkoutTypeId: w.bank, date: d('04-01') }));
    ok(await pay(w, { invoiceId: inv4.invoice_id, amount: 5_000, date: d('04-15') }));
    ok(await call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${inv4.invoice_id}/status`, { status: 'CANCELLED' }));
    const taken = ok(await pay(w, { invoiceId: inv5.invoice_id, amount: 12_000, date: d('05-02') })).json();
    const reversal = ok(await call(w.t, w.ia.admin, 'DELETE', `/api/payments/${taken.payment_id}`)).json();
    ok(await pay(w, { contactId: inv1.contactId, amount: 3_000, method: 'refund', date: d('06-01') }));
    ok(await pay(w, { invoiceId: inv5.invoice_id, amount: 2_000, method: 'creditNote', date: d('06-02') }));

    const res = await dashboard(w, range);
    expect(res.statusCode).toBe(200);
    const f = res.json() as Figures;
    expect(f.months).toHaveLength(12);
    // Months: each payment in its own, the reversal and the invoices (all dated today) in theirs.
    const expected = new Map(f.months.map((m) => [m.month, { month: m.month, invoiced: 0, invoicedCount: 0, received: 0 }]));
    const add = (date: string, field: 'invoiced' | 'received', amount: number) => {
      const m = expected.get(date.slice(0, 7))!;
      m[field] += amount;
      if (field === 'invoiced') m.invoicedCount += 1;
    };
    for (const inv of [inv1, inv2, inv3, inv5]) add(inv.date as string, 'invoiced', inv.amount);
    for (const [date, amount] of [[d('02-10'), 12_000], [d('03-05'), 10_000], [d('04-01'), 20_000], [d('04-15'), 5_000], [d('05-02'), 12_000], [reversal.date, -12_000], [d('06-01'), -3_000]] as const) add(date, 'received', amount);
    expect(f.months).toEqual([...expected.values()]);
    // 120 + 240 + 120 + 120 invoiced (the cancelled one not); 120 + 100 + 200 + 50 + 120 − 120 − 30 received.
    expect(f.totals).toEqual({ invoiced: 60_000, invoicedCount: 4, received: 44_000, open: 24_000, openCount: 2, overdue: 14_000, overdueCount: 1, credit: 8_000 });
    expect(f.byTherapist).toEqual([
      { providerId: P, invoiced: 48_000, received: 27_000, open: 24_000, overdue: 14_000 },
      { providerId: O, invoiced: 12_000, received: 20_000, open: 0, overdue: 0 },
      { providerId: null, invoiced: 0, received: -3_000, open: 0, overdue: 0 },
    ]);
    expect(f.byCheckoutType).toEqual([
      { checkoutTypeId: w.cash, name: 'Kasse', received: 24_000 },
      { checkoutTypeId: w.bank, name: 'PostFinance', received: 20_000 },
    ]);
    // The cancelled invoice's 50.– moved to credit as a credit-note row: stored, not received again.
    expect(f.byMethod).toEqual([
      { method: 'cash', amount: 17_000, received: 17_000, count: 2 },
      { method: 'bank', amount: 20_000, received: 20_000, count: 1 },
      { method: 'twint', amount: 10_000, received: 10_000, count: 1 },
      { method: 'creditNote', amount: 7_000, received: 0, count: 2 },
      { method: 'refund', amount: 3_000, received: -3_000, count: 1 },
    ]);

    // One therapist: their invoices and the payments on them; the clients' credit stays the practice's.
    const mine = (await dashboard(w, `${range}&providerId=${P}`)).json() as Figures;
    expect(mine.totals).toEqual({ invoiced: 48_000, invoicedCount: 3, received: 27_000, open: 24_000, openCount: 2, overdue: 14_000, overdueCount: 1, credit: 8_000 });
    expect(mine.byTherapist).toEqual([{ providerId: P, invoiced: 48_000, received: 27_000, open: 24_000, overdue: 14_000 }]);

    // A range before everything: no money in it, what is open stays open.
    const early = (await dashboard(w, `?from=2019-11-01&to=2020-02-29`)).json() as Figures;
    expect(early.months.map((m) => m.month)).toEqual(['2019-11', '2019-12', '2020-01', '2020-02']);
    expect(early.totals).toMatchObject({ invoiced: 0, received: 0, open: 24_000, overdue: 14_000 });
    expect([early.byCheckoutType, early.byMethod]).toEqual([[], []]);

    // Clinic B sees nothing of it; A's manager does not reach B's dashboard.
    const b = (await dashboard(w, range, w.ib.owner, w.ib.centreId)).json() as Figures;
    expect(b.totals).toEqual({ invoiced: 0, invoicedCount: 0, received: 0, open: 0, openCount: 0, overdue: 0, overdueCount: 0, credit: 0 });
    expect([b.byTherapist, b.byCheckoutType, b.byMethod]).toEqual([[], [], []]);
    expect((await dashboard(w, range, w.ia.owner, w.ib.centreId)).statusCode).toBe(404);
  });

  it('defaults to this year, is the managers’ only and refuses a range backwards or over ten years', async () => {
    const res = await dashboard(w, '', w.ia.owner);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ from: `${year}-01-01`, to: `${year}-12-31` });
    expect((await dashboard(w, range, w.ia.provider)).statusCode).toBe(403);
    const backwards = await dashboard(w, '?from=2027-02-01&to=2027-01-31');
    expect([backwards.statusCode, backwards.json().errors?.[0]?.code]).toEqual([400, 'invalidDateRange']);
    const long = await dashboard(w, '?from=2017-01-01&to=2027-01-31');
    expect([long.statusCode, long.json().errors?.[0]?.code]).toEqual([400, 'dateRangeTooLong']);
    expect((await dashboard(w, '?from=2027-13-01')).statusCode).toBe(400);
  });
});
