/**
 * Wire shape of a provider's days off in one centre and one calendar year (spec §3, §7
 * `GET|PUT /api/providers/{pid}/centres/{cid}/days-off`). `pid` is the provider's user id
 * (`user_fk`, as in the public booking link). A PUT replaces the whole year.
 */
export type HalfDay = 'morning' | 'afternoon';

export interface DayOff {
  /** First (or only) day, YYYY-MM-DD. */
  date: string;
  /** Last day of a range, inclusive; left out for a single day. */
  endDate?: string;
  /** E.g. "Weihnachtsferien", "Auffahrt"; at most 50 characters. */
  name?: string;
  /** Only the morning or the afternoon is off; single days only. */
  halfDay?: HalfDay;
}

export interface DaysOffYear {
  year: number;
  days: DayOff[];
}

/** A public holiday suggested for the centre's canton (GET /api/centres/{id}/public-holidays). */
export interface PublicHoliday {
  date: string;
  name: string;
  /** 'public': a legal holiday; 'bank' and 'optional': kept by many, not all, employers. */
  type: 'public' | 'bank' | 'optional';
  halfDay?: HalfDay;
}

export interface PublicHolidays {
  year: number;
  country: string;
  /** The canton (state) used; null when the centre has none, so only national holidays are given. */
  state: string | null;
  days: PublicHoliday[];
}

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
    date: isoDate,
    endDate: isoDate,
    name: { type: 'string', maxLength: DAY_OFF_NAME_MAX },
    halfDay: { type: 'string', enum: ['morning', 'afternoon'] },
  },
} as const;

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
