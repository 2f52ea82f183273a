import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';

/**
 * Countries we send SMS to (sign-up codes, reminders). Others are refused so the SMS budget
 * cannot be pumped through premium-rate numbers abroad.
 */
export const SMS_COUNTRIES = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'] as const;
export type SmsCountry = (typeof SMS_COUNTRIES)[number];

export interface SupportedPhoneNumber {
  country: SmsCountry;
  /** Dialling prefix as the form shows it, e.g. "+41". */
  countryPhone: string;
}

export const SUPPORTED_PHONE_NUMBERS: SupportedPhoneNumber[] = SMS_COUNTRIES.map((country) => ({
  country,
  countryPhone: `+${getCountryCallingCode(country as CountryCode)}`,
}));

/** "+41" style dialling prefix. */
export const COUNTRY_PHONE_PATTERN = '^\\+[1-9][0-9]{0,3}$';

export type PhoneCheck =
  | { ok: true; e164: string; country: string | undefined; smsSupported: boolean }
  | { ok: false; code: 'invalidPhone' };

/**
 * Checks that `phone` is a valid number for the dialling prefix `countryPhone`
 * (national form "079 123 45 67" or international "+41791234567").
 * Uses the full metadata, so digit patterns are checked, not only lengths.
 */
export function checkPhone(countryPhone: string, phone: string): PhoneCheck {
  if (!new RegExp(COUNTRY_PHONE_PATTERN).test(countryPhone)) return { ok: false, code: 'invalidPhone' };
  const callingCode = countryPhone.slice(1);
  const parsed = parsePhoneNumberFromString(phone.trim(), { defaultCallingCode: callingCode });
  if (!parsed || parsed.countryCallingCode !== callingCode || !parsed.isValid()) return { ok: false, code: 'invalidPhone' };
  const country = parsed.country;
  return {
    ok: true,
    e164: parsed.number,
    country,
    smsSupported: country !== undefined && (SMS_COUNTRIES as readonly string[]).includes(country),
  };
}
