/**
 * Body of PATCH /api/centre/{id}/updateCentre and PATCH /api/centres/{id}: any subset of the
 * Centre fields except ids and files. Short inputs default to 50 characters (spec §5);
 * names, e-mail addresses, web addresses and the about text are naturally longer.
 */
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

export const addressBody = {
  type: 'object',
  additionalProperties: false,
  properties: { street: text(50), building: text(50), zipcode: text(50), city: text(50), state: text(50), country: text(50) },
} as const;

export const businessNumberBody = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'value'],
  properties: { name: text(50), value: text(50) },
} as const;

export const centreUpdateBody = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    name: text(100),
    address: { type: 'array', maxItems: 5, items: addressBody },
    contactNumber: {
      type: 'object',
      additionalProperties: false,
      properties: { number: text(50), countryPhone: text(5) },
    },
    alternateContactNumbers: { type: 'array', maxItems: 10, items: text(50) },
    primaryEmail: { type: 'object', additionalProperties: false, properties: { address: text(254) } },
    alternateEmails: { type: 'array', maxItems: 10, items: text(254) },
    website: text(200),
    about: text(2000),
    tagline: text(100),
    businessCategory: text(50),
    tags: { type: 'array', maxItems: 30, items: text(50) },
    taxes: {
      type: 'array',
      maxItems: 10,
      items: {
        type: 'object',
        maxProperties: 10,
        additionalProperties: { anyOf: [text(50), { type: 'number' }, { type: 'boolean' }] },
      },
    },
    openingHours: {
      type: 'array',
      maxItems: 42,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['day', 'openTime', 'closeTime'],
        properties: {
          day: { type: 'integer', minimum: 0, maximum: 6 },
          openTime: { type: 'number', minimum: 0, maximum: 24 },
          closeTime: { type: 'number', minimum: 0, maximum: 24 },
        },
      },
    },
    businessInfo: {
      type: 'object',
      additionalProperties: false,
      properties: {
        businessNumber: { type: 'array', maxItems: 10, items: businessNumberBody },
        taxNumber: text(50),
        zsrNumber: text(50),
        nifNumber: text(50),
        gln: text(50),
        others: text(500),
      },
    },
    timezone: text(64),
  },
} as const;
