/**
 * Country and dialling-code lists for the address and phone widgets: the countries Kura serves
 * first (wording §1: CH, LI, DE, AT, FR, IT; for phones, the server's supported list), then every
 * other country by its name in the interface language.
 */
import { getCountries, getCountryCallingCode, type CountryCode } from 'libphonenumber-js/max';
import { CANTONS, countryName } from '../../components/address/addressOptions';

export { CANTONS, countryName };

export const HOME_COUNTRIES = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'] as const;

export interface CountryOption {
  /** ISO 3166-1 alpha-2. */
  code: string;
  name: string;
}

/** `first` in their order, then all other countries sorted by name. */
export function countryOptions(locale: string, first: readonly string[] = HOME_COUNTRIES): CountryOption[] {
  const head = first.map((code) => ({ code, name: countryName(code, locale) }));
  const rest = getCountries()
    .filter((c) => !first.includes(c))
    .map((code) => ({ code, name: countryName(code, locale) }))
    .sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...head, ...rest];
}

export const callingCodeOf = (country: string): string => {
  try {
    return `+${getCountryCallingCode(country as CountryCode)}`;
  } catch {
    return '';
  }
};

/** A country for a dialling code: the preferred ones first ("+41" → CH, "+1" → US). */
export function countryForCallingCode(callingCode: string, preferred: readonly string[] = HOME_COUNTRIES): string | null {
  for (const c of [...preferred, 'US', 'GB', 'RU']) if (callingCodeOf(c) === callingCode) return c;
  return getCountries().find((c) => callingCodeOf(c) === callingCode) ?? null;
}
