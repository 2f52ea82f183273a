/**
 * Wire shapes of working hours (issue 9 §4, §8): the weekly template, special days, the
 * effective schedule and the booking-provider options, as JSON Schemas for the routes.
 * Provider ids in these paths are user ids (`user_fk`, the appointment's resourceId).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { MAX_SLOTS_PER_DAY, MAX_SPECIAL_DAY_SLOTS, SPECIAL_DAY_EVENT_MAX } from '../availability';
import { yearSchema } from './daysOff';

/** Steps the booking page offers start times in, minutes (spec §9: the booking step unit is minutes). */
export const SCHEDULE_STEPS = [5, 10, 15, 20, 30, 45, 60, 90, 120] as const;

const time = { type: 'string', maxLength: 5 } as const;
const idString = { type: 'string', maxLength: 64 } as const;
const isoDate = { type: 'string', pattern: '^\\d{4}-\\d{2}-\\d{2}$' } as const;

export const templateSlotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'startTime', 'endTime'],
  properties: { centreId: idString, startTime: time, endTime: time },
} as const;

/** PUT body and GET/PUT reply of /booking-api/providers/{id}/schedule-templates. */
export const scheduleTemplateSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['workingDays'],
  properties: {
    workingDays: {
      type: 'array',
      minItems: 7,
      maxItems: 7,
      items: {
        type: 'object',
        additionalProperties: false,
        required: ['weekDay', 'available', 'timeSlots'],
        properties: {
          weekDay: { type: 'integer', minimum: 0, maximum: 6 },
          available: { type: 'boolean' },
          timeSlots: { type: 'array', maxItems: MAX_SLOTS_PER_DAY, items: templateSlotSchema },
        },
      },
    },
  },
} as const;

const specialSlotSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['startTime', 'endTime'],
  properties: { startTime: time, endTime: time, event: { type: 'string', maxLength: SPECIAL_DAY_EVENT_MAX } },
} as const;

const specialDayProperties = {
  date: isoDate,
  timeSlots: { type: 'array', maxItems: MAX_SPECIAL_DAY_SLOTS, items: specialSlotSchema },
} as const;

/** POST body: a new special day. */
export const specialDayInputSchema = { type: 'object', additionalProperties: false, required: ['date', 'timeSlots'], properties: specialDayProperties } as const;

/** PUT body and every reply item: a stored special day. */
export const specialDaySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['specialDayId', 'date', 'timeSlots'],
  properties: { specialDayId: idString, ...specialDayProperties },
} as const;

/** PUT-list body (ids ignored: the year is replaced) and GET/PUT-list reply. */
export const specialDaysYearSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['year', 'specialDays'],
  properties: {
    year: yearSchema,
    specialDays: {
      type: 'array',
      maxItems: 366,
      items: { type: 'object', additionalProperties: false, required: ['date', 'timeSlots'], properties: { specialDayId: idString, ...specialDayProperties } },
    },
  },
} as const;

const effectiveSlot = {
  type: 'object',
  required: ['startTime', 'endTime', 'start', 'end'],
  properties: {
    startTime: { type: 'string' },
    endTime: { type: 'string' },
    /** Minutes after the date's local midnight; an end past 1440 runs into the next day (00:30 = 1470). */
    start: { type: 'integer' },
    end: { type: 'integer' },
  },
} as const;
const halfDay = { type: 'string', enum: ['morning', 'afternoon'] } as const;

/** Reply of GET /api/providers/schedule. */
export const effectiveScheduleSchema = {
  type: 'object',
  required: ['centreId', 'timeZone', 'from', 'to', 'providers'],
  properties: {
    centreId: { type: 'string' },
    timeZone: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    providers: {
      type: 'array',
      items: {
        type: 'object',
        required: ['providerId', 'days'],
        properties: {
          providerId: { type: 'string' },
          days: {
            type: 'array',
            items: {
              type: 'object',
              required: ['date', 'weekDay', 'source', 'timeSlots'],
              properties: {
                date: { type: 'string' },
                weekDay: { type: 'integer' },
                source: { type: 'string', enum: ['template', 'specialDay'] },
                timeSlots: { type: 'array', items: effectiveSlot },
                dayOff: { type: 'object', properties: { name: { type: 'string' }, halfDay } },
                publicHoliday: { type: 'object', required: ['name'], properties: { name: { type: 'string' }, halfDay } },
              },
            },
          },
        },
      },
    },
  },
} as const;

export type EffectiveSchedule = FromSchema<typeof effectiveScheduleSchema>;

const notificationOptions = {
  type: 'object',
  additionalProperties: false,
  properties: { nickname: { type: 'string', maxLength: 50 }, hasDun: { type: 'boolean' }, dunHours: { type: 'integer', minimum: 0, maximum: 720 } },
} as const;
const smsPackageOptions = {
  type: 'object',
  additionalProperties: false,
  properties: { autoRenewSMSPackage: { type: 'boolean' }, smsPlanId: { type: 'string', maxLength: 64 }, smsPlanView: { type: 'string', maxLength: 64 } },
} as const;

/** Body of PATCH /booking-api/providers/{id}; `smsCounterLeft` is named only to be refused with its own message. */
export const bookingOptionsPatchSchema = {
  type: 'object',
  additionalProperties: false,
  minProperties: 1,
  properties: {
    instantBooking: { type: 'boolean' },
    avBookingClinicIds: { type: 'array', maxItems: 50, uniqueItems: true, items: idString },
    minScheduleStep: { type: 'integer', enum: [...SCHEDULE_STEPS] },
    notificationOptions,
    thirdPartyCalendars: { type: 'array', maxItems: 20, items: { type: 'string', maxLength: 200 } },
    smsPackageOptions: { ...smsPackageOptions, properties: { ...smsPackageOptions.properties, smsCounterLeft: { type: 'integer' } } },
  },
} as const;

export const bookingOptionsSchema = {
  type: 'object',
  required: ['providerId', 'instantBooking', 'avBookingClinicIds', 'minScheduleStep', 'notificationOptions', 'thirdPartyCalendars', 'smsPackageOptions'],
  properties: {
    providerId: { type: 'string' },
    instantBooking: { type: 'boolean' },
    avBookingClinicIds: { type: 'array', items: { type: 'string' } },
    minScheduleStep: { type: 'integer' },
    notificationOptions,
    thirdPartyCalendars: { type: 'array', items: { type: 'string' } },
    smsPackageOptions,
  },
} as const;

/** The booking-provider options as GET/PATCH /booking-api/providers/{id} answer them. */
export type BookingOptions = FromSchema<typeof bookingOptionsSchema>;
