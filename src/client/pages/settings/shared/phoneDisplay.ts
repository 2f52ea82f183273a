import { formatPhone } from '../../../../shared/phoneFormat';

/**
 * The server stores E.164 (+41791234567); people read and type the national form (079 123 45 67)
 * for numbers of the chosen dialling prefix's country, the international form otherwise.
 */
export function displayPhone(countryPhone: string, phone: string): string {
  if (!phone.startsWith('+')) return phone;
  return formatPhone(phone, countryPhone, countryOfPrefix(countryPhone) ?? '');
}

const PREFIX_COUNTRY: Record<string, string> = { '+41': 'CH', '+423': 'LI', '+49': 'DE', '+43': 'AT', '+33': 'FR', '+39': 'IT' };
const countryOfPrefix = (countryPhone: string): string | undefined => PREFIX_COUNTRY[countryPhone];
