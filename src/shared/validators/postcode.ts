/**
 * Postcodes of the countries Kura serves: Switzerland, Liechtenstein and Austria use 4 digits,
 * Germany, France and Italy 5 (France and Italy keep leading zeros: 01000, 00118). Elsewhere, or
 * without a country, any text is accepted.
 */
const DIGITS: Record<string, 4 | 5> = { CH: 4, LI: 4, AT: 4, DE: 5, FR: 5, IT: 5 };

export type PostcodeErrorCode = 'invalidPostcode4' | 'invalidPostcode5';

/** The error code for `zipcode` in `country`, or null when it is fine (or empty). */
export function postcodeError(country: string | null | undefined, zipcode: string | null | undefined): PostcodeErrorCode | null {
  const value = (zipcode ?? '').trim();
  const digits = DIGITS[(country ?? '').trim().toUpperCase()];
  if (value === '' || !digits) return null;
  return new RegExp(`^\\d{${digits}}$`).test(value) ? null : digits === 4 ? 'invalidPostcode4' : 'invalidPostcode5';
}

/** Field errors (`<prefix>zipcode`) of an address, for server checks and forms alike. */
export function addressPostcodeErrors(address: { zipcode?: string | null; country?: string | null } | null | undefined, prefix: string): { field: string; code: PostcodeErrorCode }[] {
  const code = address ? postcodeError(address.country, address.zipcode) : null;
  return code ? [{ field: `${prefix}zipcode`, code }] : [];
}
