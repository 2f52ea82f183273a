/**
 * Loaders of the finance pages for the routing table, in a tiny module (as appointmentPages.ts):
 * the table is part of the calendar's first download, and an import() there carries the list of
 * every chunk the page needs; here that list comes with this module, when a finance page opens.
 */
import type { ComponentType } from 'react';

export type FinancePageName = 'appointments' | 'invoices' | 'detail';

export function loadFinancePage(name: FinancePageName): Promise<ComponentType> {
  if (name === 'appointments') return import('./FinanceAppointmentsPage').then((m) => m.FinanceAppointmentsPage);
  if (name === 'invoices') return import('./InvoiceListPage').then((m) => m.InvoiceListPage);
  return import('./InvoiceDetailPage').then((m) => m.InvoiceDetailPage);
}
