/**
 * Swiss business identifiers (reference/swiss-billing.md §2.4), shared by server and client.
 * Every check accepts the empty string: these fields are optional until an invoice needs them.
 */

/** ZSR / RCC number: one upper-case letter and six digits, e.g. A123456. */
export const ZSR_PATTERN = '^[A-Z][0-9]{6}$';
const ZSR_RE = new RegExp(ZSR_PATTERN);

export function isValidZsr(value: string): boolean {
  return value === '' || ZSR_RE.test(value);
}

/** GS1 mod-10 over the data digits (rightmost data digit weighted 3), as used by GLN, EAN-13 and AHV. */
export function gs1CheckDigit(dataDigits: string): number {
  let sum = 0;
  for (let i = 0; i < dataDigits.length; i += 1) {
    const digit = dataDigits.charCodeAt(dataDigits.length - 1 - i) - 48;
    sum += digit * (i % 2 === 0 ? 3 : 1);
  }
  return (10 - (sum % 10)) % 10;
}

/** GLN: 13 digits whose last digit is the GS1 check digit. */
export function isValidGln(value: string): boolean {
  if (value === '') return true;
  if (!/^[0-9]{13}$/.test(value)) return false;
  return gs1CheckDigit(value.slice(0, 12)) === Number(value[12]);
}

/**
 * A tariff position ("Tarifziffer"): Tarif 590's 4 digits (1200) or TARMED's dotted form
 * (00.0010), swiss-billing.md §2.2.
 */
export function isTariffPosition(value: string): boolean {
  return value === '' || /^(?:\d{4}|\d{2}\.\d{4})$/.test(value);
}

const UID_WEIGHTS = [5, 4, 3, 2, 7, 6, 5, 4];

/**
 * Swiss enterprise number (UID, eCH-0097), written CHE-123.456.788; the VAT and register forms carry a
 * trailing MWST/TVA/IVA/TPV or HR. The ninth digit is a mod-11 check digit (weights 5,4,3,2,7,6,5,4).
 */
export function isValidUid(value: string): boolean {
  if (value === '') return true;
  const match = /^CHE-([0-9]{3})\.([0-9]{3})\.([0-9]{3})(?: (?:MWST|TVA|IVA|TPV|HR))?$/.exec(value);
  if (!match) return false;
  const digits = match.slice(1).join('');
  const sum = UID_WEIGHTS.reduce((acc, weight, i) => acc + weight * Number(digits[i]), 0);
  const check = 11 - (sum % 11);
  if (check === 10) return false;
  return (check === 11 ? 0 : check) === Number(digits[8]);
}

/** Business-number entries of a provider (contracts.ts CentreProvider.BusinessNumber) and their check. */
export const BUSINESS_NUMBER_NAMES = ['ZSR', 'ZSRKVG', 'ZSRVVG', 'GLN', 'NIF', 'UID'] as const;
export type BusinessNumberName = (typeof BUSINESS_NUMBER_NAMES)[number];

/** The error code for an invalid value of a named business number, or null when it is fine. */
export function businessNumberError(name: string, value: string): string | null {
  switch (name) {
    case 'ZSR':
    case 'ZSRKVG':
    case 'ZSRVVG':
      return isValidZsr(value) ? null : 'invalidZsr';
    case 'GLN':
      return isValidGln(value) ? null : 'invalidGln';
    case 'UID':
      return isValidUid(value) ? null : 'invalidUid';
    default:
      return null;
  }
}
