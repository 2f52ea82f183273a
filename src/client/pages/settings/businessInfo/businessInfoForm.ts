/**
 * Pure logic of the business-info page: centre → form values, client-side checks that match the
 * server's (shared validators), and form values → PATCH /api/centre/{id}/updateCentre body.
 */
import { centreUpdateBody, type Address, type BusinessInfo, type Centre, type CentreUpdate } from '../../../../shared/api/centres';
import { isValidEmail } from '../../../../shared/validators/email';
import { checkPhone } from '../../../../shared/validators/phone';
import { postcodeError } from '../../../../shared/validators/postcode';
import { isValidGln, isValidUid, isValidZsr } from '../../../../shared/validators/swissIds';
import { getNumber, normalizeGln, normalizeUid, normalizeZsr, setNumber } from '../../../../shared/businessNumbers';
import { openingHoursProblems, type OpeningInterval } from './openingHours';
import type { FieldMessage } from '../../../api/errorText';

export interface BusinessInfoValues {
  name: string;
  tagline: string;
  about: string;
  street: string;
  building: string;
  zipcode: string;
  city: string;
  state: string;
  country: string;
  countryPhone: string;
  phone: string;
  email: string;
  website: string;
  uid: string;
  taxNumber: string;
  zsrNumber: string;
  gln: string;
  nifNumber: string;
  openingHours: OpeningInterval[];
}

export type BusinessInfoField = Exclude<keyof BusinessInfoValues, 'openingHours'>;

/** Translation keys (settings namespace or errors namespace) per field. */
export type FieldErrors = Partial<Record<BusinessInfoField | 'openingHours', FieldMessage>>;

const body = centreUpdateBody.properties;
const address = body.address.items.properties;
const info = body.businessInfo.properties;

/**
 * Spec §5/§9: text inputs are limited to 50 characters; the server allows more for the name,
 * tag line, e-mail, web address and the free-text "about". The limits are the route schema's.
 */
export const MAX_LENGTH: Record<BusinessInfoField, number> = {
  name: body.name.maxLength, tagline: body.tagline.maxLength, about: body.about.maxLength,
  street: address.street.maxLength, building: address.building.maxLength, zipcode: address.zipcode.maxLength,
  city: address.city.maxLength, state: address.state.maxLength, country: address.country.maxLength,
  countryPhone: body.contactNumber.properties.countryPhone.maxLength, phone: body.contactNumber.properties.number.maxLength,
  email: body.primaryEmail.properties.address.maxLength, website: body.website.maxLength,
  uid: info.businessNumber.items.properties.value.maxLength, taxNumber: info.taxNumber.maxLength,
  zsrNumber: info.zsrNumber.maxLength, gln: info.gln.maxLength, nifNumber: info.nifNumber.maxLength,
};

/** The server's web-address rule: http(s) or a bare host with a dot, nothing that could run script. */
const WEBSITE_RE = /^(https?:\/\/)?[\p{L}\p{N}-]+(\.[\p{L}\p{N}-]+)+(:\d{1,5})?([/?#]\S*)?$/iu;

export function valuesFromCentre(centre: Centre): BusinessInfoValues {
  const address: Address = centre.address?.[0] ?? {};
  const info: Partial<BusinessInfo> = centre.businessInfo ?? {};
  return {
    name: centre.name ?? '',
    tagline: centre.tagline ?? '',
    about: centre.about ?? '',
    street: address.street ?? '',
    building: address.building ?? '',
    zipcode: address.zipcode ?? '',
    city: address.city ?? '',
    state: address.state ?? '',
    country: address.country ?? 'CH',
    countryPhone: centre.contactNumber?.countryPhone || '+41',
    phone: centre.contactNumber?.number ?? '',
    email: centre.primaryEmail?.address ?? '',
    website: centre.website ?? '',
    uid: getNumber(info.businessNumber, 'UID'),
    taxNumber: info.taxNumber ?? '',
    zsrNumber: info.zsrNumber ?? '',
    gln: info.gln ?? '',
    nifNumber: info.nifNumber ?? '',
    openingHours: [...(centre.openingHours ?? [])],
  };
}

/** Error keys per field; an empty object means the form may be sent. */
export function validateBusinessInfo(v: BusinessInfoValues): FieldErrors {
  const errors: FieldErrors = {};
  for (const [field, max] of Object.entries(MAX_LENGTH) as [BusinessInfoField, number][]) {
    if (v[field].length > max) errors[field] = { key: 'errors.tooLong', params: { limit: max } };
  }
  if (!v.name.trim()) errors.name = 'errors.required';
  const postcode = postcodeError(v.country, v.zipcode);
  if (postcode) errors.zipcode = `errors.${postcode}`;
  const email = v.email.trim();
  if (email && !isValidEmail(email)) errors.email = 'errors.invalidEmail';
  if (v.phone.trim() && !checkPhone(v.countryPhone, v.phone).ok) errors.phone = 'errors.invalidPhone';
  if (v.website.trim() && !WEBSITE_RE.test(v.website.trim())) errors.website = 'errors.invalidUrl';
  if (!isValidGln(normalizeGln(v.gln))) errors.gln = 'errors.invalidGln';
  if (!isValidZsr(normalizeZsr(v.zsrNumber))) errors.zsrNumber = 'errors.invalidZsr';
  if (!isValidUid(normalizeUid(v.uid))) errors.uid = 'errors.invalidUid';
  // The VAT number may be a UID with MWST/TVA/IVA; the server checks it when it starts with CHE.
  const tax = v.taxNumber.trim();
  if (tax.toUpperCase().startsWith('CHE') && !isValidUid(normalizeUid(tax))) errors.taxNumber = 'errors.invalidUid';
  const hoursProblems = [...openingHoursProblems(v.openingHours).values()];
  if (hoursProblems.length) errors.openingHours = hoursProblems[0] === 'closeBeforeOpen' ? 'errors.invalidTimeRange' : 'errors.overlappingHours';
  return errors;
}

/** PATCH /api/centre/{id}/updateCentre with every field this page edits. */
export function toUpdateCentreBody(v: BusinessInfoValues, centre: Centre): CentreUpdate {
  const info: Partial<BusinessInfo> = centre.businessInfo ?? {};
  const first: Address = {
    street: v.street.trim(),
    building: v.building.trim(),
    zipcode: v.zipcode.trim(),
    city: v.city.trim(),
    state: v.state.trim(),
    country: v.country.trim(),
  };
  return {
    name: v.name.trim(),
    tagline: v.tagline.trim(),
    about: v.about.trim(),
    // Further addresses (branch locations) are kept as they are; the form edits the main one.
    address: [first, ...(centre.address ?? []).slice(1)],
    contactNumber: { countryPhone: v.countryPhone, number: v.phone.trim() },
    primaryEmail: { address: v.email.trim() },
    website: v.website.trim(),
    businessInfo: {
      businessNumber: setNumber(info.businessNumber, 'UID', v.uid ? normalizeUid(v.uid) : ''),
      taxNumber: v.taxNumber.trim().toUpperCase().startsWith('CHE') ? normalizeUid(v.taxNumber) : v.taxNumber.trim(),
      zsrNumber: normalizeZsr(v.zsrNumber),
      nifNumber: v.nifNumber.trim(),
      gln: normalizeGln(v.gln),
      others: info.others ?? '',
    },
    openingHours: v.openingHours,
  };
}

/** Server field paths (errors[].field of a 400) → the form field that shows the message. */
export const SERVER_FIELD_MAP: Record<string, BusinessInfoField | 'openingHours'> = {
  name: 'name',
  tagline: 'tagline',
  about: 'about',
  'address.0.street': 'street',
  'address.0.building': 'building',
  'address.0.zipcode': 'zipcode',
  'address.0.city': 'city',
  'address.0.state': 'state',
  'address.0.country': 'country',
  'contactNumber.number': 'phone',
  'contactNumber.countryPhone': 'countryPhone',
  'primaryEmail.address': 'email',
  website: 'website',
  'businessInfo.taxNumber': 'taxNumber',
  'businessInfo.zsrNumber': 'zsrNumber',
  'businessInfo.gln': 'gln',
  'businessInfo.nifNumber': 'nifNumber',
  'businessInfo.businessNumber': 'uid',
  openingHours: 'openingHours',
};
