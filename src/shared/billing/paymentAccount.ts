/**
 * Which reference goes with which account (swiss-billing.md §1.8): a QR-IBAN (IID 30000–31999)
 * takes only a QR reference; an ordinary IBAN a creditor reference (SCOR) or none. The QR-bill
 * accepts only Swiss and Liechtenstein accounts.
 */
import { isQrIban, isValidIban, normalizeIban } from '../validators/iban';
import { buildCreditorReference, buildQrReference, isValidCreditorReference, isValidQrReference, type ReferenceSource } from './references';

export type ReferenceType = 'QRR' | 'SCOR' | 'NON';

export interface PaymentReference {
  type: ReferenceType;
  /** Empty for NON. */
  reference: string;
}

/** Each is an errors.* key. */
export const PAYMENT_ACCOUNT_ERRORS = [
  'invalidIban',
  'ibanNotSwiss',
  'qrIbanNeedsQrReference',
  'qrReferenceNeedsQrIban',
  'invalidQrReference',
  'invalidCreditorReference',
  'referenceNotAllowedWithNon',
] as const;
export type PaymentAccountError = (typeof PAYMENT_ACCOUNT_ERRORS)[number];

/** null when the account can carry a QR-bill; else the reason. */
export function qrBillAccountError(iban: string): PaymentAccountError | null {
  if (!isValidIban(iban)) return 'invalidIban';
  return /^(CH|LI)/.test(normalizeIban(iban)) ? null : 'ibanNotSwiss';
}

/** The reference an invoice gets for this account: QRR with a QR-IBAN, SCOR otherwise. */
export function referenceForAccount(iban: string, source: ReferenceSource): PaymentReference {
  return isQrIban(iban) ? { type: 'QRR', reference: buildQrReference(source) } : { type: 'SCOR', reference: buildCreditorReference(source) };
}

/** Checks a stored or typed (account, reference) pair; null when the bank will accept it. */
export function paymentReferenceError(iban: string, ref: PaymentReference): PaymentAccountError | null {
  const accountError = qrBillAccountError(iban);
  if (accountError) return accountError;
  const qrIban = isQrIban(iban);
  if (qrIban && ref.type !== 'QRR') return 'qrIbanNeedsQrReference';
  if (!qrIban && ref.type === 'QRR') return 'qrReferenceNeedsQrIban';
  if (ref.type === 'QRR') return isValidQrReference(ref.reference) ? null : 'invalidQrReference';
  if (ref.type === 'SCOR') return isValidCreditorReference(ref.reference) ? null : 'invalidCreditorReference';
  return ref.reference.trim() === '' ? null : 'referenceNotAllowedWithNon';
}
