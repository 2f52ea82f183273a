import { parsePhoneNumberFromString } from 'libphonenumber-js/max';

/** The server stores E.164 (+41791234567); people read and type the national form (079 123 45 67). */
export function displayPhone(countryPhone: string, phone: string): string {
  if (!phone.startsWith('+')) return phone;
  const parsed = parsePhoneNumberFromString(phone);
  return parsed && `+${parsed.countryCallingCode}` === countryPhone ? parsed.formatNational() : phone;
}
