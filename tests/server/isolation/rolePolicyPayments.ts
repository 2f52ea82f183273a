/**
 * Role policy of the payment and bank-file routes (issue 12 §1, §2): money is handled by the
 * practice's managers (owner, admin), who also read the invoices (rolePolicyInvoices.ts): desk
 * payments, corrections and reversals, bank-file import and its review. Therapists without a
 * manager role see no payments: they name clients and amounts.
 */
import type { Caller } from './support/roleWorld';
import { MANAGERS } from './rolePolicyGroups';

export const paymentPolicy: Record<string, readonly Caller[]> = {
  'GET /api/payments/centre/:id': MANAGERS,
  'POST /api/payments': MANAGERS,
  'PATCH /api/payments/:id': MANAGERS,
  'DELETE /api/payments/:id': MANAGERS,
  'POST /api/payments/refreshInvoiceStatus/:id': MANAGERS,
  'GET /api/payments/consumer/:contactId': MANAGERS,
  'GET /api/transactions/centre/:id': MANAGERS,
  'GET /api/transactions/centre/:id/open': MANAGERS,
  'POST /api/transactions/import': MANAGERS,
  'POST /api/transactions/process': MANAGERS,
  'POST /api/transactions/:id/reject': MANAGERS,
  'DELETE /api/transactions/:id': MANAGERS,
  // The finance dashboard: the practice's money in one view.
  'GET /api/finances/centre/:id/dashboard': MANAGERS,
};
