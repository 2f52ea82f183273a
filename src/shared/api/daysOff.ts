/**
 * Wire shape of a provider's days off in one centre and one calendar year (spec §3, §7
 * `GET|PUT /api/providers/{pid}/centres/{cid}/days-off`). `pid` is the provider's user id
 * (`user_fk`, as in the public booking link). A PUT replaces the whole year.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { LANGUAGES } from '../languages';

export const HALF_DAYS = ['morning', 'afternoon'] as const;
export type HalfDay = (typeof HALF_DAYS)[number];

export const MIN_YEAR = 1901;
export const MAX_YEAR = 2100;
export const MAX_DAYS_PER_YEAR = 366;
export const DAY_OFF_NAME_MAX = 50;

const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;
export const yearSchema = { type: 'integer', minimum: MIN_YEAR, maximum: MAX_YEAR } as const;

/** JSON Schema of one entry, shared by the PUT body and the replies. */
export const dayOffSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date'],
  properties: {
    /** First (or only) day, YYYY-MM-DD. */
    date: isoDate,
    /** Last day of a range, inclusive; left out for a single day. */
    endDate: isoDate,
    /** E.g. "Weihnachtsferien", "Auffahrt"; at most 50 characters. */
    name: { type: 'string', maxLength: DAY_OFF_NAME_MAX },
    /** Only the morning or the afternoon is off; single days only. */
    halfDay: { type: 'string', enum: HALF_DAYS },
  },
} as const;
export type DayOff = FromSchema<typeof dayOffSchema>;

/** JSON Schema of the PUT body and of the GET/PUT reply. */
export const daysOffYearSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'days'],
  properties: {
    year: yearSchema,
    days: { type: 'array', maxItems: MAX_DAYS_PER_YEAR, items: dayOffSchema },
  },
} as const;
export type DaysOffYear = FromSchema<typeof daysOffYearSchema>;

/** Path of GET|PUT /api/providers/{pid}/centres/{cid}/days-off. */
export const daysOffParams = {
  type: 'object',
  required: ['pid', 'cid'],
  properties: { pid: { type: 'string', maxLength: 64 }, cid: { type: 'string', maxLength: 64 } },
} as const;
export const daysOffQuery = { type: 'object', required: ['year'], properties: { year: yearSchema } } as const;

/** GET /api/centres/{id}/public-holidays: `state` picks another canton (empty: national holidays only). */
export const publicHolidaysQuery = {
  type: 'object',
  required: ['year'],
  properties: { year: yearSchema, state: { type: 'string', pattern: '^[A-Za-z]{0,3}$' }, lng: { type: 'string', enum: LANGUAGES } },
} as const;

/** A public holiday suggested for the centre's canton. 'public': a legal holiday; 'bank' and 'optional': kept by many, not all, employers. */
const publicHolidaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['date', 'name', 'type'],
  properties: { date: { type: 'string' }, name: { type: 'string' }, type: { type: 'string', enum: ['public', 'bank', 'optional'] }, halfDay: { type: 'string', enum: HALF_DAYS } },
} as const;
export type PublicHoliday = FromSchema<typeof publicHolidaySchema>;

export const publicHolidaysReply = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'country', 'state', 'days'],
  properties: {
    year: { type: 'integer' },
    country: { type: 'string' },
    /** The canton (state) used; null when the centre has none, so only national holidays are given. */
    state: { type: ['string', 'null'] },
    days: { type: 'array', items: publicHolidaySchema },
  },
} as const;
export type PublicHolidays = FromSchema<typeof publicHolidaysReply>;
