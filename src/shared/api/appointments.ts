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

/** An appointment's documents as GET/POST/DELETE /api/appointments/{id}/documents answer them (wording.md §3: name, size, type, date). */
export const appointmentDocumentListSchema = {
  type: 'array',
  items: {
    type: 'object',
    additionalProperties: false,
    required: ['file_id', 'name', 'size', 'type', 'date'],
    properties: {
      file_id: { type: 'string' },
      name: { type: 'string' },
      /** Bytes. */
      size: { type: 'integer' },
      /** The MIME type recognised from the file's bytes. */
      type: { type: 'string' },
      /** ISO instant of the upload. */
      date: { type: 'string' },
    },
  },
} as const;

export type AppointmentDocument = FromSchema<typeof appointmentDocumentListSchema>[number];
