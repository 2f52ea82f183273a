/**
 * IBAN (ISO 13616, mod 97-10) through ibantools, which also knows each country's length and
 * BBAN format. Users type IBANs with spaces and in lower case; both are accepted.
 */
import { electronicFormatIBAN, friendlyFormatIBAN, isQRIBAN, isValidIBAN } from 'ibantools';

/** "ch44 3199 9123 0008 8901 2" → "CH4431999123000889012"; anything else is only trimmed. */
export function normalizeIban(value: string): string {
  return electronicFormatIBAN(value.trim()) ?? value.trim();
}

export function isValidIban(value: string): boolean {
  const iban = normalizeIban(value);
  // ibantools accepts check digits 00, 01 and 99, which no bank issues (swiss-billing.md §1.5).
  if (['00', '01', '99'].includes(iban.slice(2, 4))) return false;
  return isValidIBAN(iban);
}

/** QR-IBANs (IID 30000–31999) may only be used with a QR reference. */
export function isQrIban(value: string): boolean {
  return isValidIban(value) && isQRIBAN(normalizeIban(value));
}

/** Printed in blocks of four: CH44 3199 9123 0008 8901 2. */
export function formatIban(value: string): string {
  return isValidIban(value) ? (friendlyFormatIBAN(normalizeIban(value)) ?? value) : value;
}
