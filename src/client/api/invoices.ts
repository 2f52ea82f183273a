/**
 * The invoice calls of the finance screens (behaviour.md §7 "Invoices", issue 11 §6): create from
 * appointments (single and bulk), read one, a client's invoices, PDF links, cancel and delete, and
 * the calls another part of issue 11 serves (reminder, bulk PDF) at their spec paths.
 */
import type { Invoice } from '../../generated/invoice.gen';
import type { PdfTempLink } from '../../shared/api/invoiceDocuments';
import { apiFetch } from './http';

export type InvoiceRecord = Invoice;

const id = encodeURIComponent;

/**
 * Query keys of the finance screens: a write invalidates everything under `invoices` (react-admin's
 * invoice list keys under its resource name, the same word).
 */
export const INVOICES_QUERY_KEY = 'invoices';
export const invoicesQueryKey = (centreId: string, ...rest: unknown[]) => [INVOICES_QUERY_KEY, centreId, ...rest] as const;

/** POST /api/invoices/singleInvoice: one invoice for one client and therapist (422 invoicingIncomplete lists what is missing). */
export const createSingleInvoice = (appointments: string[]) => apiFetch<InvoiceRecord>('/api/invoices/singleInvoice', { method: 'POST', body: { appointments } });

/** POST /api/invoices/bulkInvoice: a job; its progress arrives on the live socket (invoice_bulk_*, bulkId = jobId). */
export const startBulkInvoice = (appointments: string[]) => apiFetch<{ jobId: string }>('/api/invoices/bulkInvoice', { method: 'POST', body: { appointments } });

export const fetchInvoice = (invoiceId: string) => apiFetch<InvoiceRecord>(`/api/invoices/${id(invoiceId)}`);

/** The invoice with this number (the detail page's address names the number, not the id). */
export async function fetchInvoiceByNumber(centreId: string, number: string): Promise<InvoiceRecord | null> {
  const filter = JSON.stringify({ q: number });
  const rows = await apiFetch<InvoiceRecord[]>(`/api/invoices/centre/${id(centreId)}/getAllFromCentre?filter=${id(filter)}&range=${id('[0,99]')}`);
  return rows.find((r) => r.number === number) ?? null;
}

export const fetchContactInvoices = (contactId: string) => apiFetch<InvoiceRecord[]>(`/api/invoices/consumer/${id(contactId)}`);

export const fetchPdfLink = (invoiceId: string) => apiFetch<PdfTempLink>(`/api/invoice/${id(invoiceId)}/generatePDF`);

/** GET /api/invoice-pdf-links: one signed link per invoice (with the practice's logo). */
export async function fetchPdfLinks(invoiceIds: string[]): Promise<{ invoiceId: string; pdfTempLink: string }[]> {
  const query = invoiceIds.map((i) => `invoiceLogoIds=${id(i)}`).join('&');
  return apiFetch(`/api/invoice-pdf-links?${query}`);
}

export const cancelInvoice = (invoiceId: string) => apiFetch<InvoiceRecord>(`/api/invoices/${id(invoiceId)}/status`, { method: 'PATCH', body: { status: 'CANCELLED' } });

/** DELETE /api/invoices/deleteInvoice (the server de-duplicates the ids). */
export const deleteInvoices = (ids: string[]) => apiFetch<InvoiceRecord[]>('/api/invoices/deleteInvoice', { method: 'DELETE', body: { ids: [...new Set(ids)] } });

/** POST /api/sent-invoices/clinic/{id}: marks the invoices printed (sent as print). */
export const markPrinted = (centreId: string, invoiceIds: string[]) =>
  apiFetch<InvoiceRecord[]>(`/api/sent-invoices/clinic/${id(centreId)}`, { method: 'POST', body: { invoiceIds, sentAs: 'print', sendMode: invoiceIds.length > 1 ? 'bulk' : 'normal' } });

/**
 * POST /api/sent-invoices/clinic/{id} sent as digital: each invoice e-mailed with its PDF to the
 * client's invoice address; with `reminder`, each overdue invoice's current reminder instead.
 */
export const sendByEmail = (centreId: string, invoiceIds: string[], reminder = false) =>
  apiFetch<InvoiceRecord[]>(`/api/sent-invoices/clinic/${id(centreId)}`, {
    method: 'POST',
    body: { invoiceIds, sentAs: 'digital', sendMode: invoiceIds.length > 1 ? 'bulk' : 'normal', ...(reminder ? { reminder: true } : {}) },
  });

/** GET /api/invoice/{id}/generateReminder (behaviour.md §7): the next reminder's PDF link. */
export const generateReminder = (invoiceId: string) => apiFetch<PdfTempLink>(`/api/invoice/${id(invoiceId)}/generateReminder`);

/** GET /api/invoice/{id}/xml?version=4.5|5.0 (issue 11 §6): the Forum Datenaustausch request of a tariff 590 invoice. */
export const invoiceXmlPath = (invoiceId: string, version: '4.5' | '5.0') => `/api/invoice/${id(invoiceId)}/xml?version=${version}`;
