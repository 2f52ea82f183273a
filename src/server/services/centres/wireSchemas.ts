/**
 * Response schemas for centre calls (contracts.ts Centre, CentreProvider, CentreSetting).
 * Fastify serialises through them, so a column that is not listed here never leaves the server.
 */
const str = { type: 'string' } as const;
const nullableStr = { type: ['string', 'null'] } as const;

export const addressResponse = {
  type: 'object',
  properties: { street: str, building: str, zipcode: str, city: str, state: str, country: str },
} as const;

export const businessNumberResponse = {
  type: 'object',
  properties: { name: str, value: str },
  required: ['name', 'value'],
} as const;

export const centreProviderResponse = {
  type: 'object',
  properties: {
    centreProvider_id: str,
    user_fk: str,
    centre_fk: str,
    firstName: str,
    lastName: str,
    email: str,
    role: str,
    active: { type: 'boolean' },
    Address: addressResponse,
    BusinessNumber: { type: 'array', items: businessNumberResponse },
    Permission: { type: 'array', items: { type: 'object', additionalProperties: { type: 'boolean' } } },
    avatar: nullableStr,
    calendarColour: str,
  },
  required: ['centreProvider_id', 'user_fk', 'centre_fk', 'firstName', 'lastName', 'email', 'role', 'active'],
} as const;

export const centreSettingResponse = {
  type: 'object',
  properties: {
    currency: str,
    invoiceNumberPrefix: str,
    invoiceNumberNext: str,
    preselectedProviderId: nullableStr,
    directInvoicing: { type: 'boolean' },
  },
} as const;

export const centreResponse = {
  type: 'object',
  properties: {
    centre_id: str,
    name: str,
    address: { type: 'array', items: addressResponse },
    contactNumber: { type: 'object', properties: { number: str, countryPhone: str } },
    alternateContactNumbers: { type: 'array', items: str },
    primaryEmail: { type: 'object', properties: { address: str } },
    alternateEmails: { type: 'array', items: str },
    website: str,
    logo: nullableStr,
    picture: nullableStr,
    photos: { type: 'array', items: { type: 'object', properties: { file_id: str, url: str } } },
    about: str,
    tagline: str,
    businessCategory: str,
    tags: { type: 'array', items: str },
    taxes: { type: 'array', items: { type: 'object', additionalProperties: true } },
    openingHours: {
      type: 'array',
      items: { type: 'object', properties: { day: { type: 'integer' }, openTime: { type: 'number' }, closeTime: { type: 'number' } } },
    },
    businessInfo: {
      type: 'object',
      properties: {
        businessNumber: { type: 'array', items: businessNumberResponse },
        taxNumber: str,
        zsrNumber: str,
        nifNumber: str,
        gln: str,
        others: str,
      },
    },
    timezone: str,
    CentreSetting: centreSettingResponse,
    CentreProvider: { type: 'array', items: centreProviderResponse },
    clinicHash: str,
  },
  required: ['centre_id', 'name'],
} as const;
