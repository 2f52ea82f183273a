// generated — do not edit. Source: schemas/contact.schema.json. Regenerate with `npm run gen`.

/**
 * A client or patient of a centre (spec behaviour §3 Contact, wording §3 Contact).
 */
export interface Contact {
  contact_id: string;
  /**
   * Same as contact_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  firstName: string;
  lastName: string;
  salutation?: "Mr" | "Mrs" | "Ms" | "Family" | "Other";
  sex?: "Male" | "Female" | "Other";
  /**
   * A calendar date, YYYY-MM-DD.
   */
  dateOfBirth?: string;
  /**
   * Swiss social security number: 13 digits starting with 756 and a check digit, written 756.1234.5678.97.
   */
  ahvNumber?: string;
  /**
   * International dialling prefix, e.g. +41.
   */
  countryPhone: string;
  /**
   * A phone number in national form (079 123 45 67) or international form; it must be valid for the record's countryPhone.
   */
  phone: string;
  /**
   * A phone number in national form (079 123 45 67) or international form; it must be valid for the record's countryPhone.
   */
  homeNumber?: string;
  /**
   * An e-mail address (something, an at sign, something, a dot, something, no whitespace).
   */
  email?: string;
  /**
   * An e-mail address (something, an at sign, something, a dot, something, no whitespace).
   */
  businessEmail?: string;
  /**
   * An e-mail address (something, an at sign, something, a dot, something, no whitespace).
   */
  alternativeEmail?: string;
  /**
   * Address for digital invoices.
   */
  digitalEmail?: string;
  /**
   * Language of the messages the client receives (appointment confirmations, changes, reminders); without it, the therapist's language.
   */
  language?: "de" | "en" | "fr" | "it";
  website?: string;
  company?: string;
  Address: Address;
  billingAddress?: Address;
  insurance?: string;
  insuranceNumber?: string;
  esrNumber?: string;
  /**
   * Centimetres.
   */
  height?: number;
  /**
   * Kilograms.
   */
  weight?: number;
  /**
   * Body-mass index from height and weight.
   */
  bmi?: number;
  bloodGroup?: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "0+" | "0-";
  /**
   * @maxItems 200
   */
  notes: string[];
  /**
   * @maxItems 100
   */
  tagIds: string[];
  /**
   * Tag values; on save, missing tags are created and added to tagIds.
   *
   * @maxItems 100
   */
  tags?: string[];
  /**
   * The parent of a family member (child).
   */
  parent_fk?: string;
  /**
   * Family members whose parent is this contact (single-contact reads only).
   */
  children?: {
    contact_id: string;
    firstName: string;
    lastName: string;
  }[];
  invoiceDispatch: "paper" | "digital" | "digitalDirect" | "xml";
  /**
   * A calendar date, YYYY-MM-DD.
   */
  agreementInvoiceDate?: string;
  status: "active" | "archived";
  /**
   * Created by the client's own online booking (issue 10 §3), not by staff.
   */
  createdOnline: boolean;
  /**
   * Spec §5: first and last name, street, building, zipcode, city and date of birth are set (needed for invoices).
   */
  complete?: boolean;
  avatar_fk?: string;
  avatarFileName?: string;
}
/**
 * A postal address (spec: street, building, zipcode, city, state, country; wording adds additional line, PO box and district).
 */
export interface Address {
  street?: string;
  building?: string;
  additionalLine?: string;
  poBox?: string;
  zipcode?: string;
  city?: string;
  district?: string;
  /**
   * Canton or state; for Switzerland a canton code such as ZH.
   */
  state?: string;
  /**
   * ISO 3166-1 alpha-2 country code, e.g. CH.
   */
  country?: string;
}

/**
 * A client or patient of a centre (spec behaviour §3 Contact, wording §3 Contact).
 */
export interface ContactInput {
  firstName: string;
  lastName: string;
  salutation?: "Mr" | "Mrs" | "Ms" | "Family" | "Other";
  sex?: "Male" | "Female" | "Other";
  /**
   * A calendar date, YYYY-MM-DD.
   */
  dateOfBirth?: string;
  /**
   * Swiss social security number: 13 digits starting with 756 and a check digit, written 756.1234.5678.97.
   */
  ahvNumber?: string;
  /**
   * International dialling prefix, e.g. +41.
   */
  countryPhone?: string;
  /**
   * A phone number in national form (079 123 45 67) or international form; it must be valid for the record's countryPhone.
   */
  phone?: string;
  /**
   * A phone number in national form (079 123 45 67) or international form; it must be valid for the record's countryPhone.
   */
  homeNumber?: string;
  /**
   * An e-mail address (something, an at sign, something, a dot, something, no whitespace).
   */
  email?: string;
  /**
   * An e-mail address (something, an at sign, something, a dot, something, no whitespace).
   */
  businessEmail?: string;
  /**
   * An e-mail address (something, an at sign, something, a dot, something, no whitespace).
   */
  alternativeEmail?: string;
  /**
   * Address for digital invoices.
   */
  digitalEmail?: string;
  /**
   * Language of the messages the client receives (appointment confirmations, changes, reminders); without it, the therapist's language.
   */
  language?: "de" | "en" | "fr" | "it";
  website?: string;
  company?: string;
  Address?: Address;
  billingAddress?: Address;
  insurance?: string;
  insuranceNumber?: string;
  esrNumber?: string;
  /**
   * Centimetres.
   */
  height?: number;
  /**
   * Kilograms.
   */
  weight?: number;
  bloodGroup?: "A+" | "A-" | "B+" | "B-" | "AB+" | "AB-" | "0+" | "0-";
  /**
   * @maxItems 200
   */
  notes?: string[];
  /**
   * @maxItems 100
   */
  tagIds?: string[];
  /**
   * Tag values; on save, missing tags are created and added to tagIds.
   *
   * @maxItems 100
   */
  tags?: string[];
  /**
   * The parent of a family member (child).
   */
  parent_fk?: string;
  invoiceDispatch?: "paper" | "digital" | "digitalDirect" | "xml";
  /**
   * A calendar date, YYYY-MM-DD.
   */
  agreementInvoiceDate?: string;
  status?: "active" | "archived";
}
