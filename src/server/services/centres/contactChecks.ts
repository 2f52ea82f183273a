/** Phone, e-mail and web-address checks shared by the centre and user updates. */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import type { FieldError } from '../../errors';
import { isValidEmail } from '../../../shared/validators/email';
import { checkPhone } from '../../../shared/validators/phone';

export const fieldError = (field: string, code: string): FieldError => ({ field, code, message: `errors.${code}` });

/** A number in E.164: international form as typed, national form read with the given prefix. */
export function anyPhoneToE164(value: string, defaultCountryPhone = '+41'): string | null {
  const v = value.trim();
  if (v.startsWith('+') || v.startsWith('00')) {
    const parsed = parsePhoneNumberFromString(v.startsWith('00') ? `+${v.slice(2)}` : v);
    return parsed?.isValid() ? parsed.number : null;
  }
  const check = checkPhone(defaultCountryPhone, v);
  return check.ok ? check.e164 : null;
}

/** Checks a phone for its dialling prefix; pushes `invalidPhone` and answers null when wrong. */
export function phoneFor(countryPhone: string, phone: string, field: string, errors: FieldError[]): string | null {
  const check = checkPhone(countryPhone, phone);
  if (check.ok) return check.e164;
  errors.push(fieldError(field, 'invalidPhone'));
  return null;
}

export function checkEmail(value: string, field: string, errors: FieldError[]): void {
  if (value !== '' && !isValidEmail(value)) errors.push(fieldError(field, 'invalidEmail'));
}

/**
 * A web address shown as a link on the public profile: http(s) or a bare host name with a dot.
 * Anything else (javascript:, data:, spaces) is refused so the link cannot run script.
 */
const WEBSITE_RE = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu;

export function checkWebsite(value: string, field: string, errors: FieldError[]): void {
  if (value !== '' && !WEBSITE_RE.test(value)) errors.push(fieldError(field, 'invalidUrl'));
}

export function isValidTimezone(value: string): boolean {
  try {
    new Intl.DateTimeFormat('en', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}
