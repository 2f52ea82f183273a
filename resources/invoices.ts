/**
 * Invoices (issue 11 §5): the list at /finances/invoices (number, client, date, amount, status,
 * sent as; filters by status, sent as, date and amount; bulk PDF and delete) and the detail at
 * /finances/invoiceDetail/{invoiceNumber}. Invoices are made from appointments
 * (/finances/appointments), never by a form: no create path, and "edit" is the detail, by number.
 */
import { resourceFromRecord } from '../src/client/admin';
import { lazyPage } from '../src/client/routing/lazyPage';
import { FINANCE_INVOICES_PATH, INVOICE_DETAIL_ROUTE, invoiceDetailPath } from '../src/client/pages/finances/financePaths';

export const invoices = resourceFromRecord('invoice', {
  // Its menu entry sits with the other finance entries (src/client/routing/adminRoutes.tsx).
  paths: { list: FINANCE_INVOICES_PATH, edit: (number) => invoiceDetailPath(number) },
  list: {
    columns: ['number', 'billingDetails.name', 'date', 'amount', 'status', 'sentAs'],
    // The debtor as billed (the client, or the parent of a child).
    columnLabels: { 'billingDetails.name': 'records.invoice.contactId' },
    keyColumns: ['number', 'billingDetails.name', 'amount'],
    filters: ['status', 'sentAs', 'date', 'amount'],
    alwaysOn: ['status'],
  },
  routes: [
    { path: FINANCE_INVOICES_PATH, feature: 'invoicing', element: lazyPage(() => import('../src/client/pages/finances/InvoiceListPage').then((m) => m.InvoiceListPage)) },
    { path: INVOICE_DETAIL_ROUTE, feature: 'invoicing', element: lazyPage(() => import('../src/client/pages/finances/InvoiceDetailPage').then((m) => m.InvoiceDetailPage)) },
  ],
});
