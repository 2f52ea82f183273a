/**
 * People and organisations as the Forum Datenaustausch schemas write them (person/company with
 * postal, telecom, online). 4.5 and 5.0 differ only in details: 5.0 splits the street into
 * street_name/house_no and has a country element; 4.5 puts the country code on the zip and
 * allows e-mail addresses of 70 characters instead of 80.
 */
import type { Contactable, PersonName, PostalAddress } from '../../../../shared/billing/tariff590Document';
import { clip, el, textEl, type XmlElement } from './xmlWriter';

export type XmlVersion = '4.5' | '5.0';

function postal(version: XmlVersion, a: PostalAddress): XmlElement {
  const country = a.country.toUpperCase();
  const street = clip([a.street, a.houseNo].filter(Boolean).join(' '), 35);
  if (version === '4.5') {
    return el(
      'postal',
      {},
      textEl('street', street),
      textEl('zip', clip(a.zip, 9), { countrycode: country === 'CH' ? null : clip(country, 3) }),
      textEl('city', clip(a.city, 35)),
    );
  }
  return el(
    'postal',
    {},
    textEl('street', street, { street_name: clip(a.street, 35), house_no: clip(a.houseNo, 10) }),
    textEl('zip', clip(a.zip, 9)),
    textEl('city', clip(a.city, 35)),
    /^[A-Z]{2}$/.test(country) ? textEl('country', country, { country_code: country }) : null,
  );
}

function reachable(version: XmlVersion, c: Partial<Contactable>): (XmlElement | null)[] {
  const phone = clip(c.phone, 25);
  const email = clip(c.email, version === '4.5' ? 70 : 80);
  return [phone ? el('telecom', {}, textEl('phone', phone)) : null, email && /.+@.+/.test(email) ? el('online', {}, textEl('email', email)) : null];
}

export function person(version: XmlVersion, name: PersonName, c: Contactable): XmlElement {
  return el(
    'person',
    { salutation: clip(name.salutation, 35), title: clip(name.title, 35) },
    textEl('familyname', clip(name.familyName, 35)),
    textEl('givenname', clip(name.givenName, 35)),
    postal(version, c.address),
    ...reachable(version, c),
  );
}

export function company(version: XmlVersion, name: string, c: Contactable): XmlElement {
  return el('company', {}, textEl('companyname', clip(name, 35)), postal(version, c.address), ...reachable(version, c));
}

/** An address-only party (4.5 esrQR/bank and creditor). */
export const companyAt = (version: XmlVersion, name: string, address: PostalAddress) => company(version, name, { address });

/** "756.9217.0769.85" → "7569217076985" (the schemas' ssn is digits only). */
export const ssnDigits = (ahv: string | null | undefined) => (ahv ? ahv.replace(/\D/g, '') : null);

/** "CHE-123.456.788 MWST" → "CHE123456788" (vat_number is at most 15 characters). */
export const compactVatNumber = (vat: string | null | undefined) => clip((vat ?? '').replace(/\s*(MWST|TVA|IVA|TPV)$/i, '').replace(/[\s.-]/g, ''), 15);
