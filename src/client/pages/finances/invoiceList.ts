import type { RecordListConfig } from '../../admin/resourceTypes';

/** The invoice list's columns and filters (issue 11 §5: number, client, date, amount, status, sent as). */
export const INVOICE_LIST: RecordListConfig = {
  columns: ['number', 'billingDetails.name', 'date', 'amount', 'status', 'sentAs'],
  // The debtor as billed (the client, or the parent of a child).
  columnLabels: { 'billingDetails.name': 'records.invoice.contactId' },
  keyColumns: ['number', 'billingDetails.name', 'amount'],
  filters: ['status', 'sentAs', 'date', 'amount'],
  alwaysOn: ['status'],
};
