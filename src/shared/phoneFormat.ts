/**
 * One way to show a phone number (issue 13: "+41 76 555 12 34" next to "079 555 12 34"): numbers of
 * the practice's country in their national format (079 555 12 34), all others internationally
 * (+49 30 1234567), whether they were typed nationally, internationally or stored as E.164.
 */
import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/**
 * `phone` as typed or stored; `countryPhone` the record's dialling prefix ("+41") for numbers typed
 * nationally; `practiceCountry` the practice's country ("CH"). Text that is no phone number stays as it is.
 */
export function formatPhone(phone: string, countryPhone: string | null | undefined, practiceCountry: string): string {
  const text = phone.trim();
  if (text === '') return '';
  const international = text.startsWith('00') ? `+${text.slice(2)}` : text;
  const callingCode = /^\+\d{1,4}$/.test(countryPhone ?? '') ? (countryPhone as string).slice(1) : '41';
  const parsed = parsePhoneNumberFromString(international, { defaultCallingCode: callingCode });
  if (!parsed || !parsed.isPossible()) return phone;
  return parsed.country === practiceCountry.toUpperCase() ? parsed.formatNational() : parsed.formatInternational();
}
