/**
 * The payments tests' world: the invoicing world (clinics A and B with a QR-IBAN, a client and a
 * CHF 120.– treatment) plus checkout types (cash, and the bank account whose camt files come in),
 * helpers to make invoices and payments through the API, and the books' invariant, checked after
 * every scenario: an invoice's amount is its lines, what is due is the amount less what its
 * payments put on it, PAID exactly when nothing is due, a reversal negates its payment, and no
 * client's credit is below zero.
 */
import { eq, sql } from 'drizzle-orm';
import { bankTransactions, invoices, payments } from '../../../src/server/db/schema';
import { call } from '../centres/world';
import { finished, QR_IBAN, single, useInvoiceWorld, type InvoiceClinic, type InvoiceWorld } from '../invoices/world';
import type { DbKind } from '../support/testApp';

export interface PaymentWorld extends InvoiceWorld {
  cash: string;
  bank: string;
  cashB: string;
}

export type Invoice = Record<string, unknown> & { invoice_id: string; number: string; status: string; amount: number; totalDue: number; reference: string; contactId: string };

async function checkoutType(w: InvoiceWorld, c: InvoiceClinic, body: Record<string, unknown>): Promise<string> {
  const res = await call(w.t, c.owner, 'POST', `/api/clinics/${c.centreId}/checkout-types`, body);
  if (res.statusCode !== 201 && res.statusCode !== 200) throw new Error(`checkout type: ${res.statusCode} ${res.body}`);
  return res.json().checkout_type_id as string;
}

export function usePaymentWorld(kind: DbKind): PaymentWorld {
  const w = useInvoiceWorld(kind) as PaymentWorld;
  beforeAll(async () => {
    w.cash = await checkoutType(w, w.ia, { name: 'Kasse', accountNumber: '1000' });
    w.bank = await checkoutType(w, w.ia, { name: 'PostFinance', accountNumber: '1020', camtAccount: QR_IBAN });
    w.cashB = await checkoutType(w, w.ib, { name: 'Kasse B', accountNumber: '1000' });
  }, 120_000);
  afterEach(async () => {
    if (w.t) await expectBooksBalance(w);
  });
  return w;
}

/** A new invoice of clinic A billing `sessions` finished treatments (CHF 120.– each). */
export async function newInvoice(w: InvoiceWorld, sessions = 1, c: InvoiceClinic = w.ia): Promise<Invoice> {
  const ids: string[] = [];
  for (let i = 0; i < sessions; i++) ids.push(await finished(w, c));
  const res = await single(w, c.owner, ids);
  if (res.statusCode !== 201) throw new Error(`invoice: ${res.statusCode} ${res.body}`);
  return res.json() as Invoice;
}

export const getInvoice = async (w: InvoiceWorld, id: string): Promise<Invoice> => (await call(w.t, w.ia.admin, 'GET', `/api/invoices/${id}`)).json() as Invoice;

export const pay = (w: PaymentWorld, body: Record<string, unknown>) =>
  call(w.t, w.ia.admin, 'POST', '/api/payments', { centreId: w.ia.centreId, method: 'cash', checkoutTypeId: w.cash, date: '2026-11-20', ...body });

export const creditOf = async (w: PaymentWorld, contactId: string): Promise<number> => (await call(w.t, w.ia.admin, 'GET', `/api/payments/consumer/${contactId}`)).json().creditBalance as number;

/** Rows of the money tables of a centre: what a refused call must leave unchanged. */
export async function moneyRows(w: InvoiceWorld, centreId = w.ia.centreId): Promise<{ transactions: number; payments: number }> {
  const count = async (table: typeof payments | typeof bankTransactions) => (await w.t.ctx.db.select({ n: sql<number>`count(*)::int` }).from(table).where(eq(table.centreId, centreId)))[0].n;
  return { transactions: await count(bankTransactions), payments: await count(payments) };
}

/** The books' invariant over every invoice, payment and client of the database. */
export async function expectBooksBalance(w: InvoiceWorld): Promise<void> {
  const db = w.t.ctx.db;
  const all = await db.select().from(payments);
  const paidOn = new Map<string, number>();
  const credit = new Map<string, number>();
  for (const p of all) {
    if (p.invoiceId) paidOn.set(p.invoiceId, (paidOn.get(p.invoiceId) ?? 0) + p.invoiceAmount);
    if (p.contactId) credit.set(p.contactId, (credit.get(p.contactId) ?? 0) + p.creditChange);
    if (p.reversalOf) {
      const original = all.find((o) => o.id === p.reversalOf);
      expect([p.amount, p.invoiceAmount, p.creditChange]).toEqual([original!.amount, original!.invoiceAmount, original!.creditChange].map((x) => -x || 0));
      expect(original!.reversedAt).not.toBeNull();
    }
  }
  const problems: string[] = [];
  for (const inv of await db.select().from(invoices)) {
    const lines = inv.items.reduce((s, l) => s + (l.amount ?? 0), 0) + inv.rounding;
    if (inv.items.length > 0 && inv.amount !== lines) problems.push(`${inv.number}: amount ${inv.amount} ≠ lines ${lines}`);
    const paid = paidOn.get(inv.invoiceId) ?? 0;
    if (inv.totalDue !== inv.amount - paid) problems.push(`${inv.number}: due ${inv.totalDue} ≠ ${inv.amount} − ${paid}`);
    if (paid < 0 || inv.totalDue < 0) problems.push(`${inv.number}: paid ${paid}, due ${inv.totalDue}`);
    if (inv.status !== 'CANCELLED' && paid > 0 && (inv.status === 'PAID') !== inv.totalDue <= 0) problems.push(`${inv.number}: ${inv.status} with ${inv.totalDue} due`);
    if (inv.status === 'CANCELLED' && paid !== 0) problems.push(`${inv.number}: cancelled with ${paid} on it`);
  }
  for (const [contact, balance] of credit) if (balance < 0) problems.push(`client ${contact}: credit ${balance}`);
  expect(problems).toEqual([]);
}
