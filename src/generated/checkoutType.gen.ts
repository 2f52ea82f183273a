// generated — do not edit. Source: schemas/checkoutType.schema.json. Regenerate with `npm run gen`.

/**
 * A checkout type (account) payments are booked to, with the bank account its camt files come from (wording §3 Checkout type, behaviour §7 Checkout types: CRUD).
 */
export interface CheckoutType {
  checkout_type_id: string;
  /**
   * Same as checkout_type_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  /**
   * Accounting account the payments are booked to, e.g. 1020 (bank) or 1000 (cash).
   */
  accountNumber?: string;
  /**
   * IBAN of the bank account whose camt.053/054 files are imported for this checkout type.
   */
  camtAccount?: string;
  active: boolean;
}

/**
 * A checkout type (account) payments are booked to, with the bank account its camt files come from (wording §3 Checkout type, behaviour §7 Checkout types: CRUD).
 */
export interface CheckoutTypeInput {
  name: string;
  /**
   * Accounting account the payments are booked to, e.g. 1020 (bank) or 1000 (cash).
   */
  accountNumber?: string;
  /**
   * IBAN of the bank account whose camt.053/054 files are imported for this checkout type.
   */
  camtAccount?: string;
  active?: boolean;
}
