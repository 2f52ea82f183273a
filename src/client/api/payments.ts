/**
 * The payment and bank-file calls of /finances/payments (issue 12 §3): the centre's payments
 * (filtered, with their total count), a payment entered at the desk, its reversal, the camt
 * upload, the open bank entries, and processing or rejecting them.
 */
import type { ContactPayments, CreatePaymentBody, ImportSummary, PaymentWire, ProcessTransactionsBody, TransactionWire } from '../../shared/api/payments';
import { apiFetch, apiRequest, parseBody } from './http';

const id = encodeURIComponent;

/** Query keys: a write invalidates everything under `payments` (and the invoices, whose status follows). */
export const PAYMENTS_QUERY_KEY = 'payments';

/** The filters of the payments list as the server reads them (src/server/services/payments/paymentReads.ts). */
export interface PaymentFilter {
  method?: string;
  checkoutTypeId?: string;
  contactId?: string;
  date_gte?: string;
  date_lte?: string;
}

const totalOf = (contentRange: string | null, fallback: number) => Number(/\/(\d+)$/.exec(contentRange ?? '')?.[1] ?? fallback);

/** GET /api/payments/centre/{id}: newest first, one page, with how many there are in all. */
export async function fetchPayments(centreId: string, filter: PaymentFilter, page: number, perPage: number, signal?: AbortSignal) {
  const clean = Object.fromEntries(Object.entries(filter).filter(([, v]) => v));
  const q = new URLSearchParams({ filter: JSON.stringify(clean), range: JSON.stringify([page * perPage, page * perPage + perPage - 1]), sort: JSON.stringify(['date', 'DESC']) });
  const reply = await apiRequest(`/api/payments/centre/${id(centreId)}?${q.toString()}`, { signal });
  const rows = parseBody(reply) as PaymentWire[];
  return { rows, total: totalOf(reply.headers.get('Content-Range'), rows.length) };
}

/** GET /api/payments/consumer/{contactId}: the client's payments (newest first) and credit balance. */
export const fetchContactPayments = (contactId: string, signal?: AbortSignal) => apiFetch<ContactPayments>(`/api/payments/consumer/${id(contactId)}`, { signal });

export const createPayment = (body: CreatePaymentBody) => apiFetch<PaymentWire>('/api/payments', { method: 'POST', body });

/** DELETE /api/payments/{id}: never gone, the answer is the reversal written in its place. */
export const reversePayment = (paymentId: string) => apiFetch<PaymentWire>(`/api/payments/${id(paymentId)}`, { method: 'DELETE' });

/** POST /api/transactions/import (pinned): the camt file as text. */
export const importBankFile = (centreId: string, xmlString: string) => apiFetch<ImportSummary>('/api/transactions/import', { method: 'POST', body: { centreId, xmlString } });

/** GET /api/transactions/centre/{id}/open: the entries waiting for a person (first 1,000). */
export const fetchOpenTransactions = (centreId: string, signal?: AbortSignal) =>
  apiFetch<TransactionWire[]>(`/api/transactions/centre/${id(centreId)}/open?range=${id('[0,999]')}&sort=${id('["bookingDate","DESC"]')}`, { signal });

export const processTransactions = (body: ProcessTransactionsBody) => apiFetch<TransactionWire[]>('/api/transactions/process', { method: 'POST', body });

export const rejectTransaction = (transactionId: string) => apiFetch<TransactionWire>(`/api/transactions/${id(transactionId)}/reject`, { method: 'POST' });
