/**
 * GET /api/centres/{cid}/statistics/appointments?period=day|week|month[&therapist=<userId>]:
 * the dashboard statistics (behaviour.md §9, issue 9 §7). Without `therapist` the practice's
 * figures (every therapist), which need the right to see colleagues' appointments
 * (src/shared/statistics/practiceFigures.ts); with it one therapist's (the caller's own always).
 */
import type { FromSchema } from 'json-schema-to-ts';
import { COUNTED_STATUSES } from '../statistics/countedStatuses';
import { STATISTICS_PERIODS } from '../statistics/periods';
import { uuidString } from './fields';

export const statisticsParams = {
  type: 'object',
  additionalProperties: false,
  required: ['cid'],
  properties: { cid: { type: 'string', maxLength: 64 } },
} as const;

export const statisticsQuery = {
  type: 'object',
  additionalProperties: false,
  required: ['period'],
  properties: {
    period: { type: 'string', enum: STATISTICS_PERIODS },
    therapist: uuidString,
  },
} as const;
export type StatisticsQuery = FromSchema<typeof statisticsQuery>;

export { COUNTED_STATUSES, type CountedStatus } from '../statistics/countedStatuses';

const count = { type: 'integer', minimum: 0 } as const;
const statusCounts = {
  type: 'object',
  additionalProperties: false,
  required: COUNTED_STATUSES,
  properties: { IMPORTED: count, UNCONFIRMED: count, CONFIRMED: count, FINISHED: count, BILLED: count, CANCELLED: count, other: count },
} as const;

/** Minutes of one therapist in one interval (or the whole period). */
const utilisationSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['workingMinutes', 'bookedMinutes', 'outsideMinutes', 'utilisation'],
  properties: {
    /** Working time from the effective schedule (template, special days, minus days off and holidays). */
    workingMinutes: count,
    /** Time of appointments that hold the therapist's time, inside working time. */
    bookedMinutes: count,
    /** Time of such appointments outside working time (not in the ratio). */
    outsideMinutes: count,
    /** bookedMinutes / workingMinutes, 0…1; null without working time. */
    utilisation: { type: ['number', 'null'] },
  },
} as const;

export const statisticsIntervalSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['start', 'end', 'localStart', 'appointments', 'newClients'],
  properties: {
    start: { type: 'string' },
    end: { type: 'string' },
    /** The start on the centre's wall clock, 'YYYY-MM-DDTHH:mm' (the chart's label). */
    localStart: { type: 'string' },
    /** Appointments starting in the interval, by status (deleted ones are not counted). */
    appointments: statusCounts,
    /** Contacts (clients) created in the interval. */
    newClients: count,
  },
} as const;

export const therapistStatisticsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['userId', 'firstName', 'lastName', 'total', 'intervals'],
  properties: {
    userId: { type: 'string' },
    firstName: { type: 'string' },
    lastName: { type: 'string' },
    total: utilisationSchema,
    /** One entry per interval, in the intervals' order. */
    intervals: { type: 'array', items: utilisationSchema },
  },
} as const;

export const appointmentStatisticsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['period', 'scope', 'timeZone', 'from', 'to', 'intervals', 'therapists'],
  properties: {
    period: { type: 'string', enum: STATISTICS_PERIODS },
    /** practice: every therapist's figures; therapist: one therapist's (appointments and utilisation). */
    scope: { type: 'string', enum: ['practice', 'therapist'] },
    timeZone: { type: 'string' },
    from: { type: 'string' },
    to: { type: 'string' },
    intervals: { type: 'array', items: statisticsIntervalSchema },
    therapists: { type: 'array', items: therapistStatisticsSchema },
  },
} as const;
export type AppointmentStatistics = FromSchema<typeof appointmentStatisticsSchema>;
export type StatisticsIntervalFigures = FromSchema<typeof statisticsIntervalSchema>;
export type TherapistStatistics = FromSchema<typeof therapistStatisticsSchema>;
export type UtilisationFigures = TherapistStatistics['total'];
