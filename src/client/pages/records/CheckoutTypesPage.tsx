/**
 * Checkout types (wording §2 Finances "checkout types/accounts", §3): where payments are booked,
 * with the bank account (IBAN) whose camt files belong to each.
 */
import { RecordDialogPage } from './RecordDialogPage';
import { checkoutTypes } from '../../../../resources/checkoutTypes';

export function CheckoutTypesPage() {
  return <RecordDialogPage resource={checkoutTypes} title="finances.checkoutTypes.title" defaults={{ active: true }} />;
}
