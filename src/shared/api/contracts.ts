/**
 * Wire shapes of the platform calls (spec behaviour.md §3, §7), shared by server and client.
 * Field names are the spec's; camelCase where the spec is silent.
 */
import type { Language } from '../languages';

export type RoleName = 'OWNER' | 'ADMIN' | 'PROVIDER';

export interface Address {
  street?: string;
  building?: string;
  zipcode?: string;
  city?: string;
  state?: string;
  country?: string;
}

export interface Role {
  name: RoleName;
  user_fk: string;
  centre_fk: string;
}

export interface UserSetting {
  language: Language;
  activeCentre: string | null;
  timeFormat: '24h' | '12h';
  dateFormat: string;
}

/** GET /api/auth/getUserFromToken and GET /api/user/{id}. */
export interface User {
  user_id: string;
  firstName: string;
  lastName: string;
  email: string;
  countryPhone: string;
  phone: string;
  Role: Role[];
  UserSetting: UserSetting;
  settings: { currency: { value: string } };
  bookingProviderId: string | null;
  onboardingStatus: number;
}

export interface TokenPair {
  signInToken: string;
  refreshToken: string;
  /** Seconds until signInToken expires (the client stores the expiry for proactive refresh). */
  expiresIn: number;
}

export interface BusinessNumber {
  name: string;
  value: string;
}

export interface BusinessInfo {
  businessNumber: BusinessNumber[];
  taxNumber: string;
  zsrNumber: string;
  nifNumber: string;
  gln: string;
  others: string;
}

export interface CentreSetting {
  currency: string;
  invoiceNumberPrefix: string;
  invoiceNumberNext: string;
  preselectedProviderId: string | null;
  directInvoicing: boolean;
}

export interface Photo {
  file_id: string;
  url: string;
}

/** Permission flags of a centre provider; the first entry is the one checked (spec §6). */
export type Permission = Record<string, boolean>;

export interface CentreProvider {
  centreProvider_id: string;
  user_fk: string;
  centre_fk: string;
  firstName: string;
  lastName: string;
  email: string;
  role: RoleName;
  active: boolean;
  Address: Address;
  /** Entries named ZSR, GLN, NIF, ZSRKVG, ZSRVVG, UID. */
  BusinessNumber: BusinessNumber[];
  Permission: Permission[];
  avatar: string | null;
  calendarColour: string;
}

/** GET /api/centre/{id}/getCentre. */
/** What a practice needs to run, for the dashboard checklist (GET /api/centre/{id}/completeness `setup`). */
export interface PracticeSetup {
  /** Opening hours on at least one day. */
  workingHours: boolean;
  /** At least one service bookable online. */
  bookableService: boolean;
  /** The public profile with online booking is switched on. */
  onlineBooking: boolean;
  /** A bank account (IBAN) payments arrive on. */
  paymentDetails: boolean;
  /** At least one client. */
  client: boolean;
}

export interface Centre {
  centre_id: string;
  name: string;
  address: Address[];
  contactNumber: { number?: string; countryPhone?: string };
  alternateContactNumbers: string[];
  primaryEmail: { address?: string };
  alternateEmails: string[];
  website: string;
  logo: string | null;
  picture: string | null;
  photos: Photo[];
  about: string;
  tagline: string;
  businessCategory: string;
  tags: string[];
  taxes: unknown[];
  openingHours: { day: number; openTime: number; closeTime: number }[];
  businessInfo: BusinessInfo;
  timezone: string;
  CentreSetting: CentreSetting;
  CentreProvider: CentreProvider[];
  /** Token for /users/signup/{clinicHash}; only shown to managers. */
  clinicHash?: string;
}

export interface Invitation {
  invitation_id: string;
  centre_fk: string;
  email: string;
  firstName: string;
  lastName: string;
  role: 'ADMIN' | 'PROVIDER';
  status: 'SENT' | 'ACCEPTED' | 'CANCELLED';
  createdAt: string;
}

/** Error body of every 4xx/5xx (spec §8): message is a key in locales/<lng>/errors.json. */
export interface ApiError {
  code: string;
  message: string;
  errors?: { field: string; code: string; message: string; limit?: number }[];
  userId?: string;
}
