import type { Centre, CentreProvider, Invitation, User } from '../../../../src/shared/api/contracts';
import type { SessionValue } from '../../../../src/client/session/SessionContext';

export const CENTRE_ID = '11111111-1111-4111-8111-111111111111';
export const USER_ID = '22222222-2222-4222-8222-222222222222';
export const PROVIDER_ID = '33333333-3333-4333-8333-333333333333';

export function aUser(overrides: Partial<User> = {}): User {
  return {
    user_id: USER_ID,
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@praxis.ch',
    countryPhone: '+41',
    phone: '+41791234567',
    Role: [{ name: 'OWNER', user_fk: USER_ID, centre_fk: CENTRE_ID }],
    UserSetting: { language: 'en', activeCentre: CENTRE_ID, timeFormat: '24h', dateFormat: 'DD.MM.YYYY' },
    settings: { currency: { value: 'CHF' } },
    bookingProviderId: null,
    onboardingStatus: 0,
    ...overrides,
  };
}

export function aProvider(overrides: Partial<CentreProvider> = {}): CentreProvider {
  return {
    centreProvider_id: PROVIDER_ID,
    user_fk: USER_ID,
    centre_fk: CENTRE_ID,
    firstName: 'Anna',
    lastName: 'Muster',
    email: 'anna@praxis.ch',
    role: 'OWNER',
    active: true,
    Address: {},
    BusinessNumber: [],
    Permission: [],
    avatar: null,
    calendarColour: '',
    ...overrides,
  };
}

export function aCentre(overrides: Partial<Centre> = {}): Centre {
  return {
    centre_id: CENTRE_ID,
    name: 'Praxis Sonnenberg',
    address: [{ street: 'Bahnhofstrasse', building: '12', zipcode: '8001', city: 'Zürich', state: 'ZH', country: 'CH' }],
    contactNumber: { countryPhone: '+41', number: '+41441234567' },
    alternateContactNumbers: [],
    primaryEmail: { address: 'info@praxis.ch' },
    alternateEmails: [],
    website: 'praxis.ch',
    logo: null,
    picture: null,
    photos: [],
    about: '',
    tagline: '',
    businessCategory: '',
    tags: [],
    taxes: [],
    openingHours: [],
    businessInfo: { businessNumber: [], taxNumber: '', zsrNumber: '', nifNumber: '', gln: '', others: '' },
    timezone: 'Europe/Zurich',
    CentreSetting: { currency: 'CHF', invoiceNumberPrefix: '', invoiceNumberNext: '1', preselectedProviderId: null, directInvoicing: false },
    CentreProvider: [aProvider()],
    ...overrides,
  };
}

export function anInvitation(overrides: Partial<Invitation> = {}): Invitation {
  return {
    invitation_id: '44444444-4444-4444-8444-444444444444',
    centre_fk: CENTRE_ID,
    email: 'luca@praxis.ch',
    firstName: 'Luca',
    lastName: 'Rossi',
    role: 'PROVIDER',
    status: 'SENT',
    createdAt: '2025-11-20T10:00:00.000Z',
    ...overrides,
  };
}

/** A signed-in session; every action is a jest mock the test can assert on. */
export function aSession(overrides: Partial<SessionValue> = {}): SessionValue {
  const user = overrides.user === undefined ? aUser() : overrides.user;
  const centres = overrides.centres ?? [aCentre()];
  return {
    user,
    centres,
    activeCentre: centres[0] ?? null,
    loading: false,
    loadFailed: false,
    reloadUser: jest.fn(async () => undefined),
    reloadCentres: jest.fn(async () => undefined),
    setActiveCentre: jest.fn(async () => undefined),
    setLanguage: jest.fn(async () => undefined),
    signOut: jest.fn(async () => undefined),
    ...overrides,
  };
}
