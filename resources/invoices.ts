/**
 * Invoices (issue 11 §5): the list at /finances/invoices (number, client, date, amount, status,
 * sent as; filters by status, sent as, date and amount; bulk PDF and delete) and the detail at
 * /finances/invoiceDetail/{invoiceNumber}. Invoices are made from appointments
 * (/finances/appointments), never by a form: no create path, and "edit" is the detail, by number.
 */
import { resourceFromRecord } from '../src/client/admin';
import { FINANCE_INVOICES_PATH, invoiceDetailPath } from '../src/client/pages/finances/financePaths';

export const invoices = resourceFromRecord('invoice', {
  // Its pages and menu entry sit with the other finance screens (src/client/routing/adminRoutes.tsx),
  // its list's columns and filters with the list page (pages/finances/invoiceList.ts): this module
  // is part of the calendar's first download, whose 300 kB budget has no room for them.
  paths: { list: FINANCE_INVOICES_PATH, edit: (number) => invoiceDetailPath(number) },
});
