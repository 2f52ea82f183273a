/**
 * Requests of the payment and bank-file routes for the role matrix and the sweeps: each call that
 * changes a payment or a bank entry gets a fresh one of its own (stored directly), so every
 * allowed caller reaches the route's work.
 */
import crypto from 'node:crypto';
import * as schema from '../../../../src/server/db/schema';
import { writeCamt } from '../../support/camtWriter';
import type { Centre, RoleWorld } from './roleWorld';
import type { CellRequest, RouteKey } from './routeRequests';
import { freshInvoice } from './invoiceRequests';

const contactOf = (w: RoleWorld, c: Centre) => (c === w.a ? w.records.contact : w.bRecords.contact);
const checkoutOf = (w: RoleWorld, c: Centre) => (c === w.a ? w.records.checkoutType : w.bRecords.checkoutType);

/** A cash payment of CHF 1.– to the client's credit. */
async function freshPayment(w: RoleWorld, c: Centre): Promise<string> {
  const [row] = await w.t.ctx.db
    .insert(schema.payments)
    .values({ centreId: c.centreId, contactId: contactOf(w, c), method: 'cash', amount: 100, invoiceAmount: 0, creditChange: 100, date: '2027-01-04' })
    .returning();
  return row.id;
}

/** An unprocessed bank entry (a credit of CHF 5.– without reference). */
export async function freshTransaction(w: RoleWorld, c: Centre): Promise<string> {
  const key = crypto.randomUUID();
  const [row] = await w.t.ctx.db
    .insert(schema.bankTransactions)
    .values({
      centreId: c.centreId,
      importId: crypto.randomUUID(),
      duplicateKey: key,
      status: 'UNPROCESSED',
      match: 'unmatched',
      kind: 'camt.054',
      account: 'CH4431999123000889012',
      messageId: `M-${key}`,
      notificationId: `N-${key}`,
      entryIndex: 0,
      amount: 500,
      currency: 'CHF',
      creditDebit: 'CRDT',
    })
    .returning();
  return row.id;
}

const bankFile = () => writeCamt({ messageId: `MATRIX-${crypto.randomUUID()}`, accounts: [{ iban: 'CH4431999123000889012', entries: [{ payments: [{ amount: 100, debtorName: 'Niemand', accountServicerReference: crypto.randomUUID() }] }] }] });

/** The request of a payment route, or null for other routes. */
export async function paymentRequest(w: RoleWorld, route: RouteKey, c: Centre): Promise<CellRequest | null> {
  switch (`${route.method} ${route.url}`) {
    case 'GET /api/payments/centre/:id':
      return { url: `/api/payments/centre/${c.centreId}?range=[0,9]` };
    case 'GET /api/finances/centre/:id/dashboard':
      return { url: `/api/finances/centre/${c.centreId}/dashboard?from=2027-01-01&to=2027-12-31` };
    case 'POST /api/payments':
      return { url: route.url, body: { centreId: c.centreId, invoiceId: (await freshInvoice(w, c)).id, method: 'cash', checkoutTypeId: checkoutOf(w, c), amount: 1000, date: '2027-01-04' } };
    case 'PATCH /api/payments/:id':
      return { url: `/api/payments/${await freshPayment(w, c)}`, body: { note: 'Quittung' } };
    case 'DELETE /api/payments/:id':
      return { url: `/api/payments/${await freshPayment(w, c)}` };
    case 'POST /api/payments/refreshInvoiceStatus/:id':
      return { url: `/api/payments/refreshInvoiceStatus/${(await freshInvoice(w, c)).id}` };
    case 'GET /api/payments/consumer/:contactId':
      return { url: `/api/payments/consumer/${contactOf(w, c)}` };
    case 'GET /api/transactions/centre/:id':
    case 'GET /api/transactions/centre/:id/open':
      return { url: `${route.url.replace(':id', c.centreId)}?range=[0,9]` };
    case 'POST /api/transactions/import':
      return { url: route.url, body: { centreId: c.centreId, xmlString: bankFile() } };
    case 'POST /api/transactions/process':
      return { url: route.url, body: { centreId: c.centreId, matches: [{ transactionId: await freshTransaction(w, c), contactId: contactOf(w, c) }] } };
    case 'POST /api/transactions/:id/reject':
      return { url: `/api/transactions/${await freshTransaction(w, c)}/reject` };
    case 'DELETE /api/transactions/:id':
      return { url: `/api/transactions/${await freshTransaction(w, c)}` };
    default:
      return null;
  }
}
