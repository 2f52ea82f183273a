/** The finance screens' addresses (behaviour.md §2 "Finances"); a tiny module so the menu does not load the pages. */
export const FINANCE_APPOINTMENTS_PATH = '/finances/appointments';
export const FINANCE_PAYMENTS_PATH = '/finances/payments';
export const FINANCE_DASHBOARD_PATH = '/finances/dashboard';
export const FINANCE_INVOICES_PATH = '/finances/invoices';
export const INVOICE_DETAIL_ROUTE = '/finances/invoiceDetail/:invoiceNumber';
export const invoiceDetailPath = (invoiceNumber: string) => `/finances/invoiceDetail/${encodeURIComponent(invoiceNumber)}`;
