import type { Address } from '../../../shared/api/contracts';

/** Swiss canton codes (spec §5, also used by the contact import). */
export const CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH',
] as const;

/** Switzerland and the neighbouring countries the product serves (wording §1). */
export const COUNTRIES = ['CH', 'LI', 'DE', 'AT', 'FR', 'IT'] as const;

export const ADDRESS_KEYS = ['street', 'building', 'zipcode', 'city', 'state', 'country'] as const;
export type AddressKey = (typeof ADDRESS_KEYS)[number];
export type AddressValues = Record<AddressKey, string>;

export function addressValues(address: Address | null | undefined, defaultCountry = 'CH'): AddressValues {
  return {
    street: address?.street ?? '',
    building: address?.building ?? '',
    zipcode: address?.zipcode ?? '',
    city: address?.city ?? '',
    state: address?.state ?? '',
    country: address?.country || defaultCountry,
  };
}

export function trimAddress(values: AddressValues): Address {
  return Object.fromEntries(ADDRESS_KEYS.map((k) => [k, values[k].trim()])) as Address;
}

/** Country name in the interface language ("Schweiz", "Suisse"), the code when the browser cannot tell. */
export function countryName(code: string, locale: string): string {
  try {
    return new Intl.DisplayNames([locale], { type: 'region' }).of(code) ?? code;
  } catch {
    return code;
  }
}
