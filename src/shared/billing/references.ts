/**
 * Payment references of the QR-bill (swiss-billing.md §1.6–1.7):
 * - QR reference (QRR): 26 data digits + a modulo-10-recursive check digit, only with a QR-IBAN;
 * - creditor reference (SCOR, ISO 11649): "RF" + 2 check digits (mod 97) + 1–21 alphanumerics,
 *   only with an ordinary IBAN.
 * Both are built from the customer (contact) number and the invoice number; the invoice number
 * is unique per centre, and the service stores the reference under a unique constraint too.
 */

const MOD10_CARRY = [0, 9, 4, 6, 8, 2, 7, 1, 3, 5];

function mod10Carry(digits: string): number {
  let carry = 0;
  for (const ch of digits) carry = MOD10_CARRY[(carry + ch.charCodeAt(0) - 48) % 10];
  return carry;
}

/** The check digit appended to the 26 data digits. */
export function qrCheckDigit(dataDigits: string): number {
  return (10 - mod10Carry(dataDigits)) % 10;
}

const compact = (value: string) => value.replace(/\s/g, '');

export function isValidQrReference(value: string): boolean {
  const ref = compact(value);
  return /^\d{27}$/.test(ref) && !/^0+$/.test(ref) && mod10Carry(ref) === 0;
}

/** Letters as ISO 7064 numbers (A=10 … Z=35), then the remainder mod 97 digit by digit. */
function mod97(alnum: string): number {
  let r = 0;
  for (const ch of alnum.toUpperCase()) {
    const code = ch.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : ch;
    for (const d of digits) r = (r * 10 + (d.charCodeAt(0) - 48)) % 97;
  }
  return r;
}

export function isValidCreditorReference(value: string): boolean {
  const ref = compact(value).toUpperCase();
  if (!/^RF\d{2}[0-9A-Z]{1,21}$/.test(ref)) return false;
  return mod97(ref.slice(4) + ref.slice(0, 4)) === 1;
}

/** "RF" + check digits + body; the body is upper-cased alphanumerics, 1–21 of them. */
export function creditorReferenceOf(body: string): string {
  const b = body.toUpperCase();
  if (!/^[0-9A-Z]{1,21}$/.test(b)) throw new RangeError(`creditor reference body must be 1–21 letters or digits: ${body}`);
  const check = 98 - mod97(`${b}RF00`);
  return `RF${String(check).padStart(2, '0')}${b}`;
}

/** 26 data digits (left-padded with zeros) + check digit. */
export function qrReferenceOf(dataDigits: string): string {
  if (!/^\d{1,26}$/.test(dataDigits) || /^0+$/.test(dataDigits)) throw new RangeError(`QR reference data must be 1–26 digits, not all zero: ${dataDigits}`);
  const data = dataDigits.padStart(26, '0');
  return data + String(qrCheckDigit(data));
}

export interface ReferenceSource {
  /** The invoice number as issued ("2026-0042", "R1234"). */
  invoiceNumber: string;
  /** The contact's number (digits), when the practice wants it in the reference. */
  customerNumber?: string | number | null;
}

const CUSTOMER_DIGITS = 6;
const INVOICE_DIGITS = 20;

/** Letters as two digits (A=10 … Z=35), everything but letters and digits dropped. */
function invoiceDigits(invoiceNumber: string): string {
  return invoiceNumber.toUpperCase().replace(/[^0-9A-Z]/g, '').replace(/[A-Z]/g, (c) => String(c.charCodeAt(0) - 55));
}

function customerPart(customer: ReferenceSource['customerNumber']): string {
  const c = customer == null ? '' : String(customer).trim();
  if (!/^\d{0,6}$/.test(c)) throw new RangeError(`customer number must be at most ${CUSTOMER_DIGITS} digits: ${c}`);
  return c;
}

/** QRR = customer number (6 digits, zero-padded) + invoice number as digits (20, zero-padded) + check digit. */
export function buildQrReference({ invoiceNumber, customerNumber }: ReferenceSource): string {
  const invoice = invoiceDigits(invoiceNumber).replace(/^0+/, '');
  if (invoice.length === 0 || invoice.length > INVOICE_DIGITS) throw new RangeError(`invoice number does not fit a QR reference: ${invoiceNumber}`);
  const customer = customerPart(customerNumber);
  return qrReferenceOf(customer.padStart(CUSTOMER_DIGITS, '0') + invoice.padStart(INVOICE_DIGITS, '0'));
}

/** SCOR = RF + check + [customer number, 6 digits] + invoice number (letters and digits). */
export function buildCreditorReference({ invoiceNumber, customerNumber }: ReferenceSource): string {
  const customer = customerPart(customerNumber);
  const invoice = invoiceNumber.toUpperCase().replace(/[^0-9A-Z]/g, '');
  if (!invoice) throw new RangeError(`invoice number without letters or digits: ${invoiceNumber}`);
  return creditorReferenceOf((customer ? customer.padStart(CUSTOMER_DIGITS, '0') : '') + invoice);
}

/** Printed QRR: 2 digits then blocks of 5 ("21 00000 00003 13947 14300 09017"). */
export function formatQrReference(ref: string): string {
  const r = compact(ref);
  return `${r.slice(0, 2)} ${r.slice(2).replace(/(\d{5})(?=\d)/g, '$1 ')}`;
}

/** Printed SCOR: blocks of 4 ("RF18 5390 0754 7034"). */
export function formatCreditorReference(ref: string): string {
  return compact(ref).toUpperCase().replace(/(.{4})(?=.)/g, '$1 ');
}
