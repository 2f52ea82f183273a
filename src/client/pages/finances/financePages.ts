/**
 * Loaders of the finance pages for the routing table, in a tiny module (as appointmentPages.ts):
 * the table is part of the calendar's first download, and an import() there carries the list of
 * every chunk the page needs; here that list comes with this module, when a finance page opens.
 */
import type { ComponentType } from 'react';

export type FinancePageName = 'appointments' | 'invoices' | 'detail' | 'payments' | 'documents' | 'invoicePreview' | 'dashboard';

export function loadFinancePage(name: FinancePageName): Promise<ComponentType> {
  if (name === 'appointments') return import('./FinanceAppointmentsPage').then((m) => m.FinanceAppointmentsPage);
  // The documents pages sit in the finances menu: their loaders here keep their chunk lists out of the shell.
  if (name === 'documents') return import('../documents/DocumentsPage').then((m) => m.DocumentsPage);
  if (name === 'invoicePreview') return import('../documents/InvoicePreviewPage').then((m) => m.InvoicePreviewPage);
  if (name === 'dashboard') return import('./dashboard/FinanceDashboardPage').then((m) => m.FinanceDashboardPage);
  if (name === 'payments') return import('./payments/PaymentsPage').then((m) => m.PaymentsPage);
  if (name === 'invoices') return import('./InvoiceListPage').then((m) => m.InvoiceListPage);
  return import('./InvoiceDetailPage').then((m) => m.InvoiceDetailPage);
}
