/**
 * Payments entered at the desk (issue 12 §1): full, partial and over payments, the client's credit
 * used as a credit note and refunded, corrections, deletion as a logged reversal, cancelled
 * invoices' money as credit, refreshInvoiceStatus, lists and the client's getter, and every
 * refusal with its code. The books' invariant is checked after each test (paymentWorld.ts).
 */
import { and, eq } from 'drizzle-orm';
import { auditEvents } from '../../../src/server/db/schema';
import { call } from '../centres/world';
import { DB_KINDS } from '../support/testApp';
import { creditOf, getInvoice, moneyRows, newInvoice, pay, usePaymentWorld } from './paymentWorld';

describe.each(DB_KINDS)('payments on %s', (kind) => {
  const w = usePaymentWorld(kind);

  it('a full payment marks the invoice PAID, with its appointments', async () => {
    const inv = await newInvoice(w);
    const res = await pay(w, { invoiceId: inv.invoice_id, amount: inv.amount });
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({ method: 'cash', amount: 12000, invoiceAmount: 12000, creditChange: 0, contactId: inv.contactId, checkoutTypeId: w.cash });
    const paid = await getInvoice(w, inv.invoice_id);
    expect(paid).toMatchObject({ status: 'PAID', totalDue: 0 });
    expect(typeof paid.paidAt).toBe('string');
    const appointment = (await call(w.t, w.ia.owner, 'GET', `/api/appointments/${(paid.appointmentIds as string[])[0]}`)).json();
    expect(appointment.invoiceStatus).toBe('PAID');
  });

  it('a partial payment leaves the invoice open with the rest due; the rest makes it PAID', async () => {
    const inv = await newInvoice(w, 2);
    // Printed and handed over (an e-mail needs the client's invoice address, which this one has not).
    expect((await call(w.t, w.ia.admin, 'POST', `/api/sent-invoices/clinic/${w.ia.centreId}`, { invoiceIds: [inv.invoice_id], sentAs: 'print' })).statusCode).toBe(200);
    expect((await pay(w, { invoiceId: inv.invoice_id, amount: 10000, method: 'twint' })).statusCode).toBe(201);
    expect(await getInvoice(w, inv.invoice_id)).toMatchObject({ status: 'SENT', amount: 24000, totalDue: 14000 });
    await pay(w, { invoiceId: inv.invoice_id, amount: 14000, method: 'wireTransfer' });
    expect(await getInvoice(w, inv.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0 });
  });

  it('an overpayment becomes the client’s credit, used as a credit note on a later invoice and refunded', async () => {
    const first = await newInvoice(w);
    const over = (await pay(w, { invoiceId: first.invoice_id, amount: 20000 })).json();
    expect(over).toMatchObject({ invoiceAmount: 12000, creditChange: 8000 });
    expect(await getInvoice(w, first.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0, creditNote: 8000 });
    const credit = await creditOf(w, first.contactId);
    const later = await newInvoice(w);
    const note = await pay(w, { invoiceId: later.invoice_id, amount: 5000, method: 'creditNote' });
    expect(note.json()).toMatchObject({ invoiceAmount: 5000, creditChange: -5000 });
    expect(await getInvoice(w, later.invoice_id)).toMatchObject({ totalDue: 7000 });
    expect(await creditOf(w, first.contactId)).toBe(credit - 5000);
    // More than the credit, or than is open, is refused.
    expect((await pay(w, { invoiceId: later.invoice_id, amount: credit, method: 'creditNote' })).json().code).toBe('insufficientCredit');
    const refund = await pay(w, { contactId: first.contactId, amount: credit - 5000, method: 'refund' });
    expect(refund.json()).toMatchObject({ invoiceAmount: 0, creditChange: -(credit - 5000) });
    expect(await creditOf(w, first.contactId)).toBe(0);
    const refused = await pay(w, { contactId: first.contactId, amount: 1, method: 'refund' });
    expect([refused.statusCode, refused.json().code, refused.json().message]).toEqual([409, 'insufficientCredit', 'payments.errors.insufficientCredit']);
    // Taking back the overpayment whose credit was spent is refused.
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/payments/${over.payment_id}`)).json().code).toBe('creditAlreadyUsed');
  });

  it('deleting writes a logged reversal; the invoice is open again', async () => {
    const inv = await newInvoice(w);
    const p = (await pay(w, { invoiceId: inv.invoice_id, amount: inv.amount })).json();
    const res = await call(w.t, w.ia.admin, 'DELETE', `/api/payments/${p.payment_id}`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ reversalOf: p.payment_id, amount: -12000, invoiceAmount: -12000 });
    const open = await getInvoice(w, inv.invoice_id);
    expect(open).toMatchObject({ status: 'UNPAID', totalDue: 12000 });
    expect(open.paidAt ?? null).toBeNull();
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/payments/${p.payment_id}`)).json().code).toBe('paymentReversed');
    expect((await call(w.t, w.ia.admin, 'PATCH', `/api/payments/${p.payment_id}`, { note: 'x' })).json().code).toBe('paymentReversed');
    const list = (await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?filter=${encodeURIComponent(JSON.stringify({ invoiceId: inv.invoice_id }))}`)).json();
    expect(list.map((x: { amount: number }) => x.amount).sort()).toEqual([-12000, 12000]);
    const logged = await w.t.ctx.db.select().from(auditEvents).where(and(eq(auditEvents.objectType, 'payment'), eq(auditEvents.objectId, p.payment_id)));
    expect(logged.map((e) => e.action).sort()).toEqual(['create', 'delete']);
  });

  it('a correction of the amount is applied again; date, note and checkout type change freely', async () => {
    const inv = await newInvoice(w);
    const p = (await pay(w, { invoiceId: inv.invoice_id, amount: 5000 })).json();
    const res = await call(w.t, w.ia.admin, 'PATCH', `/api/payments/${p.payment_id}`, { amount: 12000, note: 'Quittung 17', date: '2026-11-21' });
    expect(res.json()).toMatchObject({ amount: 12000, invoiceAmount: 12000, note: 'Quittung 17', date: '2026-11-21' });
    expect(await getInvoice(w, inv.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0 });
    expect((await call(w.t, w.ia.admin, 'PATCH', `/api/payments/${p.payment_id}`, { amount: 6000 })).json()).toMatchObject({ invoiceAmount: 6000 });
    expect(await getInvoice(w, inv.invoice_id)).toMatchObject({ status: 'UNPAID', totalDue: 6000 });
    expect((await call(w.t, w.ia.admin, 'PATCH', `/api/payments/${p.payment_id}`, { method: 'refund' })).json().code).toBe('methodKindFixed');
    expect((await call(w.t, w.ia.admin, 'PATCH', `/api/payments/${p.payment_id}`, { checkoutTypeId: w.cashB })).json().code).toBe('unknownCheckoutType');
  });

  it('a cancelled invoice’s payments become credit; an invoice with payments is never deleted', async () => {
    const partly = await newInvoice(w);
    await pay(w, { invoiceId: partly.invoice_id, amount: 3000 });
    expect((await call(w.t, w.ia.owner, 'DELETE', `/api/invoices/${partly.invoice_id}`)).json().code).toBe('invoiceHasPayments');
    const before = await creditOf(w, partly.contactId);
    expect((await call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${partly.invoice_id}/status`, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect(await getInvoice(w, partly.invoice_id)).toMatchObject({ status: 'CANCELLED', totalDue: 12000, creditNote: 3000 });
    expect(await creditOf(w, partly.contactId)).toBe(before + 3000);
    const paid = await newInvoice(w);
    await pay(w, { invoiceId: paid.invoice_id, amount: 12000, method: 'voucher' });
    expect((await call(w.t, w.ia.owner, 'PATCH', `/api/invoices/${paid.invoice_id}/status`, { status: 'CANCELLED' })).statusCode).toBe(200);
    expect(await creditOf(w, partly.contactId)).toBe(before + 15000);
    expect((await pay(w, { invoiceId: paid.invoice_id, amount: 100 })).json().code).toBe('invoiceCancelled');
    // Its payments are credit now: they are not reversed or changed on the cancelled invoice.
    const onCancelled = (await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?filter=${encodeURIComponent(JSON.stringify({ invoiceId: paid.invoice_id, method: 'voucher' }))}`)).json()[0];
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/payments/${onCancelled.payment_id}`)).json().code).toBe('invoiceCancelled');
    expect((await call(w.t, w.ia.admin, 'PATCH', `/api/payments/${onCancelled.payment_id}`, { amount: 1 })).json().code).toBe('invoiceCancelled');
    // The credit pays a new invoice, then the rest goes back to the client.
    const next = await newInvoice(w);
    await pay(w, { invoiceId: next.invoice_id, amount: 12000, method: 'creditNote' });
    expect(await getInvoice(w, next.invoice_id)).toMatchObject({ status: 'PAID' });
    await pay(w, { contactId: partly.contactId, amount: before + 3000, method: 'refund' });
    expect(await creditOf(w, partly.contactId)).toBe(0);
  });

  it('refreshInvoiceStatus computes the balance again from the payments', async () => {
    const inv = await newInvoice(w);
    await pay(w, { invoiceId: inv.invoice_id, amount: 2000 });
    const res = await call(w.t, w.ia.admin, 'POST', `/api/payments/refreshInvoiceStatus/${inv.invoice_id}`);
    expect(res.statusCode).toBe(200);
    // A partial payment leaves an open status as it was.
    expect(res.json()).toMatchObject({ invoice_id: inv.invoice_id, totalDue: 10000, status: 'UNPROCESSED' });
  });

  it('lists the centre’s payments with filters and Content-Range, and a client’s payments with their credit', async () => {
    const inv = await newInvoice(w);
    await pay(w, { invoiceId: inv.invoice_id, amount: 1000, method: 'twint' });
    await pay(w, { invoiceId: inv.invoice_id, amount: 1500, method: 'twint' });
    const q = encodeURIComponent(JSON.stringify({ invoiceId: inv.invoice_id, method: 'twint' }));
    const res = await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?filter=${q}&sort=${encodeURIComponent('["amount","ASC"]')}&range=[0,0]`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-range']).toBe('payments 0-0/2');
    expect(res.json().map((p: { amount: number }) => p.amount)).toEqual([1000]);
    expect((await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?filter=${encodeURIComponent('{"bogus":1}')}`)).statusCode).toBe(400);
    expect((await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?sort=${encodeURIComponent('["note","ASC"]')}`)).statusCode).toBe(400);
    const mine = (await call(w.t, w.ia.admin, 'GET', `/api/payments/consumer/${inv.contactId}`)).json();
    expect(mine.payments.filter((p: { invoiceId: string }) => p.invoiceId === inv.invoice_id)).toHaveLength(2);
    expect(typeof mine.creditBalance).toBe('number');
  });

  it('refuses bad payments with a code and writes nothing', async () => {
    const inv = await newInvoice(w);
    const before = await moneyRows(w);
    const cases: [Record<string, unknown>, number, string][] = [
      [{ invoiceId: inv.invoice_id, amount: 0 }, 400, 'validation'],
      [{ invoiceId: inv.invoice_id, amount: 12.5 }, 400, 'validation'],
      [{ invoiceId: inv.invoice_id, amount: 100, method: 'cheque' }, 400, 'validation'],
      [{ invoiceId: inv.invoice_id, amount: 100, checkoutTypeId: w.cashB }, 400, 'unknownCheckoutType'],
      [{ amount: 100 }, 400, 'invoiceOrContactRequired'],
      [{ contactId: w.ib.contact, amount: 100 }, 404, 'notFound'],
      [{ invoiceId: inv.invoice_id, contactId: w.ib.contact, amount: 100 }, 400, 'contactNotOfInvoice'],
      [{ contactId: inv.contactId, amount: 100, method: 'creditNote' }, 409, 'creditNoteNeedsInvoice'],
    ];
    for (const [body, status, code] of cases) {
      const res = await pay(w, body);
      expect([body, res.statusCode, res.json().code]).toEqual([body, status, code]);
    }
    // Another centre's invoice is unknown here.
    const foreign = await newInvoice(w, 1, w.ib);
    expect((await pay(w, { invoiceId: foreign.invoice_id, amount: 100 })).statusCode).toBe(404);
    expect(await moneyRows(w)).toEqual(before);
  });
});
