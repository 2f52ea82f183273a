/**
 * Wire additions of the appointment list (GET /api/appointments) beyond the record schema
 * (schemas/appointment.schema.json). With `contactNames=true` every row carries its client's name,
 * so the calendar titles a range of any size from the list answer itself: no second lookup, no
 * cap on how many clients a range may have (issue 9 §5 "smooth at 500 / 2,000").
 */
import type { FromSchema } from 'json-schema-to-ts';

/** The list parameter that asks for the names. */
export const CONTACT_NAMES_PARAM = 'contactNames';

/** A row's client name; null when the row has no client (or it was deleted). */
export const contactNameSchema = {
  type: ['object', 'null'],
  additionalProperties: false,
  required: ['firstName', 'lastName'],
  properties: { firstName: { type: 'string' }, lastName: { type: 'string' } },
} as const;

export type ContactName = FromSchema<typeof contactNameSchema>;
