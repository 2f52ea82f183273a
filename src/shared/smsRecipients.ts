/**
 * Who of a centre's contacts can receive a bulk SMS: an active contact with a mobile number that
 * is valid for its dialling prefix, in a country we send SMS to. The dialog shows the same
 * verdict as the server applies.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';
import { checkPhone } from './validators/phone';
import type { SmsSkipReason } from './sms';

export interface SmsContact {
  countryPhone?: string | null;
  phone?: string | null;
  status?: string | null;
}

export type SmsRecipientCheck = { ok: true; e164: string } | { ok: false; reason: SmsSkipReason };

export function checkSmsRecipient(contact: SmsContact): SmsRecipientCheck {
  if (contact.status === 'archived') return { ok: false, reason: 'archived' };
  const phone = (contact.phone ?? '').trim();
  if (!phone) return { ok: false, reason: 'noPhone' };
  const checked = checkPhone(contact.countryPhone || '+41', phone);
  if (!checked.ok) return { ok: false, reason: 'invalidPhone' };
  if (!checked.smsSupported) return { ok: false, reason: 'unsupportedCountry' };
  // Fixed lines cannot receive SMS; numbers whose type the metadata cannot tell are tried.
  const type = parsePhoneNumberFromString(checked.e164)?.getType();
  if (type !== undefined && type !== 'MOBILE' && type !== 'FIXED_LINE_OR_MOBILE') return { ok: false, reason: 'notMobile' };
  return { ok: true, e164: checked.e164 };
}
