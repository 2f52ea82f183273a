/**
 * The countries a patient's phone may be from: those Kura sends SMS codes to (the server's
 * SMS_COUNTRIES in src/shared/validators/phone.ts; a unit test keeps both the same). Written out
 * here because that module brings the whole phone metadata library, far over the page's budget.
 */
import { displayName } from '../format';

export const PHONE_COUNTRIES: readonly { country: string; countryPhone: string }[] = [
  { country: 'CH', countryPhone: '+41' },
  { country: 'LI', countryPhone: '+423' },
  { country: 'DE', countryPhone: '+49' },
  { country: 'AT', countryPhone: '+43' },
  { country: 'FR', countryPhone: '+33' },
  { country: 'IT', countryPhone: '+39' },
];

/** A country's name in the page's language ("Schweiz"), the code where Intl knows none. */
export const countryName = (country: string, language: string) => displayName(country, 'region', language);
