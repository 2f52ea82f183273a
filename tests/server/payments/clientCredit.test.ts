/**
 * A client's credit end to end (issue 12 §1, §2): an overpayment's credit is spent as a credit
 * note on a later invoice or refunded, never below zero and never twice, also when two desks
 * spend it at once; a bank entry nobody's invoice asked for goes to a chosen client's credit
 * once, however often it is confirmed; and the kept invoice index follows an import (the next
 * file sees the open amounts the previous one left, also after a desk payment in between).
 * The books' invariant (paymentWorld.ts) is checked after every test.
 */
import { call } from '../centres/world';
import { QR_IBAN } from '../invoices/world';
import { writeCamt } from '../support/camtWriter';
import { DB_KINDS } from '../support/testApp';
import { creditOf, getInvoice, newInvoice, pay, usePaymentWorld, type PaymentWorld } from './paymentWorld';

const importFile = (w: PaymentWorld, xmlString: string) => call(w.t, w.ia.admin, 'POST', '/api/transactions/import', { centreId: w.ia.centreId, xmlString });
const process = (w: PaymentWorld, matches: Record<string, unknown>[]) => call(w.t, w.ia.admin, 'POST', '/api/transactions/process', { centreId: w.ia.centreId, matches });
const openEntries = async (w: PaymentWorld) => (await call(w.t, w.ia.admin, 'GET', `/api/transactions/centre/${w.ia.centreId}/open?range=[0,999]`)).json() as Record<string, unknown>[];
let seq = 0;

describe.each(DB_KINDS)('a client’s credit on %s', (kind) => {
  const w = usePaymentWorld(kind);

  it('two desks spending the same credit at once: one is booked, the other refused, the credit never below zero', async () => {
    const first = await newInvoice(w);
    expect((await pay(w, { invoiceId: first.invoice_id, amount: 12000 + 6000 })).statusCode).toBe(201);
    const credit = await creditOf(w, first.contactId);
    expect(credit).toBeGreaterThanOrEqual(6000);
    const [a, b] = [await newInvoice(w), await newInvoice(w)];
    const answers = await Promise.all([
      pay(w, { invoiceId: a.invoice_id, amount: credit, method: 'creditNote' }),
      pay(w, { invoiceId: b.invoice_id, amount: credit, method: 'creditNote' }),
      pay(w, { contactId: first.contactId, amount: credit, method: 'refund' }),
    ]);
    const codes = answers.map((r) => r.statusCode).sort();
    expect(codes).toEqual([201, 409, 409]);
    for (const r of answers.filter((x) => x.statusCode === 409)) expect(r.json().code).toBe('insufficientCredit');
    expect(await creditOf(w, first.contactId)).toBe(0);
    // What the one credit note paid is off its invoice, nothing off the other.
    const dues = [(await getInvoice(w, a.invoice_id)).totalDue, (await getInvoice(w, b.invoice_id)).totalDue].sort((x, y) => x - y);
    const spentOnInvoice = answers.find((r) => r.statusCode === 201)!.json().invoiceAmount as number;
    expect(dues).toEqual([12000 - spentOnInvoice, 12000].sort((x, y) => x - y));
  }, 120_000);

  it('a bank entry without invoice goes to the chosen client’s credit once, however often it is confirmed, and pays a later invoice', async () => {
    seq++;
    const inv = await newInvoice(w);
    const ref = `ADV-${kind}-${seq}`;
    const xml = writeCamt({ messageId: `ADVANCE-${kind}-${seq}`, accounts: [{ iban: QR_IBAN, entries: [{ payments: [{ amount: 5000, debtorName: 'Vorauszahlung Beispiel', accountServicerReference: ref }] }] }] });
    expect((await importFile(w, xml)).json()).toMatchObject({ imported: 1, matched: 0 });
    const entry = (await openEntries(w)).find((t) => t.accountServicerReference === ref)!;
    const credit = await creditOf(w, inv.contactId);
    const match = { transactionId: entry.transaction_id, contactId: inv.contactId };
    const answers = await Promise.all([process(w, [match]), process(w, [match])]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(answers.find((r) => r.statusCode === 409)!.json().code).toBe('transactionNotOpen');
    expect((await process(w, [match])).json().code).toBe('transactionNotOpen');
    expect(await creditOf(w, inv.contactId)).toBe(credit + 5000);
    const booked = answers.find((r) => r.statusCode === 200)!.json()[0];
    expect(booked).toMatchObject({ status: 'PROCESSED', invoiceId: null });
    // The credit pays the open invoice as a credit note.
    expect((await pay(w, { invoiceId: inv.invoice_id, amount: 5000, method: 'creditNote' })).statusCode).toBe(201);
    expect(await getInvoice(w, inv.invoice_id)).toMatchObject({ totalDue: 7000 });
    expect(await creditOf(w, inv.contactId)).toBe(credit);
  }, 120_000);

  it('the next import sees the open amounts the previous one left (the kept index is patched, or rebuilt after a desk payment)', async () => {
    seq++;
    const [x, y] = [await newInvoice(w), await newInvoice(w)];
    const file = (n: number, payments: { amount: number; reference: string }[]) =>
      writeCamt({ messageId: `PATCH-${kind}-${seq}-${n}`, accounts: [{ iban: QR_IBAN, entries: payments.map((p, i) => ({ payments: [{ ...p, debtorName: 'Anna Müller', accountServicerReference: `PATCH-${kind}-${seq}-${n}-${i}` }] })) }] });
    expect((await importFile(w, file(1, [{ amount: 4000, reference: x.reference }, { amount: 4000, reference: y.reference }]))).json()).toMatchObject({ matched: 2 });
    // The second file pays x's rest exactly: with a stale index (12,000 open) it would still book 8,000 on it, so check the split.
    expect((await importFile(w, file(2, [{ amount: 9000, reference: x.reference }]))).json()).toMatchObject({ matched: 1 });
    expect(await getInvoice(w, x.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0, creditNote: 1000 });
    // A desk payment on y between two imports: the next import books only what is still open.
    expect((await pay(w, { invoiceId: y.invoice_id, amount: 7000 })).statusCode).toBe(201);
    const credit = await creditOf(w, y.contactId);
    expect((await importFile(w, file(3, [{ amount: 2000, reference: y.reference }]))).json()).toMatchObject({ matched: 1 });
    expect(await getInvoice(w, y.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0, creditNote: 1000 });
    expect(await creditOf(w, y.contactId)).toBe(credit + 1000);
  }, 120_000);
});
