/**
 * Role policy of the invoice routes (security plan A3; issue 11, wording.md §6 "only the owner may
 * create invoices for the practice"). Creating, editing, reordering, changing the status of and
 * deleting invoices is the owner's: it moves the practice's numbers and books. The managers (owner,
 * admin) read the invoices and figures and record that invoices were sent or printed (office
 * work). Therapists without a manager role see no invoices: they name clients and amounts.
 */
import type { Caller } from './support/roleWorld';
import { ANYONE, MANAGERS } from './rolePolicyGroups';

const OWNER: readonly Caller[] = ['OWNER'];

export const invoicePolicy: Record<string, readonly Caller[]> = {
  'POST /api/invoices/singleInvoice': OWNER,
  'GET /api/invoices/:id': MANAGERS,
  'PUT /api/invoices/:id': OWNER,
  'DELETE /api/invoices/:id': OWNER,
  'PATCH /api/invoices/:id/status': OWNER,
  'PATCH /api/invoices/:id/update-position': OWNER,
  'DELETE /api/invoices/deleteInvoice': OWNER,
  'GET /api/invoices/consumer/:contactId': MANAGERS,
  'GET /api/invoices/centre/:id/getAllFromCentre': MANAGERS,
  'GET /api/invoices/centre/:id/getStatisticFromCentre': MANAGERS,
  'GET /api/invoice-statistic': MANAGERS,
  'POST /api/sent-invoices/clinic/:id': MANAGERS,
  // Bulk runs create invoices: the owner's, like singleInvoice.
  'POST /api/invoices/bulkInvoice': OWNER,
  // PDF links are handed to whoever reads the invoices; the link itself (signed, 5 minutes) is the proof.
  'GET /api/invoice/:id/generatePDF': MANAGERS,
  'GET /api/invoice-pdf-links': MANAGERS,
  'GET /api/invoice-pdf': ANYONE,
  // Documents of an invoice for the office: the insurers' XML, a reminder, one PDF of a selection.
  'GET /api/invoice/:id/xml': MANAGERS,
  'GET /api/invoice/:id/generateReminder': MANAGERS,
  'POST /api/invoices/getInvoicesAsBulkPDF': MANAGERS,
  'GET /api/invoices/centre/:id/bulk-pdf/:jobId': MANAGERS,
  // The tariff 590 wizard (issue 11 §4) creates invoices: checking and previewing its draft is the owner's too.
  'POST /api/tariff590/check': OWNER,
  'POST /api/tariff590/preview': OWNER,
  'POST /api/tariff590/invoices': OWNER,
  'GET /api/invoice/:id/tariff590Form': MANAGERS,
  'GET /api/tariff590-form': ANYONE,
  // The invoice design belongs to the invoicing settings: the managers', like those.
  'GET /api/centres/:id/invoice-design': MANAGERS,
  'PUT /api/centres/:id/invoice-design/:slot': MANAGERS,
  'DELETE /api/centres/:id/invoice-design/:slot': MANAGERS,
  'GET /api/centres/:id/invoice-design/:slot/image': MANAGERS,
  'POST /api/centres/:id/invoice-design/preview': MANAGERS,
};
