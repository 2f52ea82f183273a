/** Server-side checks of new-account fields, answered as field errors (same shape as schema errors). */
import { HttpError, invalidFields, type FieldError } from '../../errors';
import { isValidEmail } from '../../../shared/validators/email';
import { passwordProblems } from '../../../shared/validators/password';
import { checkPhone } from '../../../shared/validators/phone';

const fieldError = (field: string, code: string): FieldError => ({ field, code, message: `errors.${code}` });

export function passwordErrors(password: string): FieldError[] {
  return passwordProblems(password).map((code) => fieldError('password', code));
}

/** Throws a 400 listing every unmet password rule. */
export function assertPassword(password: string): void {
  const errors = passwordErrors(password);
  if (errors.length) throw invalidFields(errors);
}

export interface AccountFields {
  email?: string;
  password: string;
  countryPhone?: string;
  phone?: string;
}

/**
 * Checks e-mail, password and phone together so the form can mark every wrong field at once.
 * Answers the phone in E.164 (null when none was given). With `smsRequired`, a valid number
 * outside the SMS countries is refused with 400 `unsupportedCountry`.
 */
export function checkAccountFields(input: AccountFields, opts: { smsRequired: boolean }): { e164: string | null } {
  const errors: FieldError[] = [];
  if (input.email !== undefined && !isValidEmail(input.email)) errors.push(fieldError('email', 'invalidEmail'));
  errors.push(...passwordErrors(input.password));
  let phone: ReturnType<typeof checkPhone> | null = null;
  if (input.phone !== undefined || input.countryPhone !== undefined) {
    phone = checkPhone(input.countryPhone ?? '', input.phone ?? '');
    if (!phone.ok) errors.push(fieldError('phone', 'invalidPhone'));
  } else if (opts.smsRequired) {
    errors.push(fieldError('phone', 'required'));
  }
  if (errors.length) throw invalidFields(errors);
  if (phone?.ok && opts.smsRequired && !phone.smsSupported) {
    throw new HttpError(400, 'unsupportedCountry', 'errors.unsupportedCountry', {
      errors: [fieldError('countryPhone', 'unsupportedCountry')],
    });
  }
  return { e164: phone?.ok ? phone.e164 : null };
}

/** PostgreSQL unique_violation, as raised by pg and PGlite (drizzle wraps it in `cause`). */
export function isUniqueViolation(err: unknown): boolean {
  for (let e: unknown = err; e && typeof e === 'object'; e = (e as { cause?: unknown }).cause) {
    if ((e as { code?: unknown }).code === '23505') return true;
  }
  return false;
}
