/**
 * Checkout types (wording §2 Finances "checkout types/accounts", §3): where payments are booked,
 * with the bank account (IBAN) whose camt files belong to each.
 */
import { useRecordResource } from '../../admin/recordResources';
import { RecordDialogPage } from './RecordDialogPage';

export function CheckoutTypesPage() {
  return <RecordDialogPage resource={useRecordResource('checkoutType')} title="finances.checkoutTypes.title" defaults={{ active: true }} />;
}
