/**
 * GET /booking-api/public/widgets/{id} (no token): what the embed script on a practice's website
 * needs to draw a booking widget — its look, the centre and the therapist its link opens, and
 * the services and therapists it offers (ids only; empty = every bookable one). Nothing of staff.
 */
import type { FromSchema } from 'json-schema-to-ts';

const uuid = { type: 'string', format: 'uuid' } as const;

/** Any string: an id that is no widget's answers the same 404 as a widget of a closed centre. */
export const publicWidgetParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

/** The visitor's language (the host page's or the browser's, e.g. "fr-CH"); German when unknown. */
export const publicWidgetQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { lang: { type: 'string', maxLength: 35 } },
} as const;

export const publicWidgetSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['widgetId', 'centreId', 'providerId', 'lang', 'template', 'buttonColour', 'buttonFont', 'buttonSize', 'text', 'closeLabel', 'dialogLabel', 'serviceIds', 'providerIds', 'bookingPath'],
  properties: {
    widgetId: uuid,
    centreId: uuid,
    providerId: uuid,
    template: { type: 'string', enum: ['standard', 'compact', 'fullPage'] },
    buttonColour: { type: 'string' },
    buttonFont: { type: 'string' },
    buttonSize: { type: 'string' },
    /** The language the texts are in. */
    lang: { type: 'string', enum: ['de', 'en', 'fr', 'it'] },
    /** The button's text in that language (the practice's, else the translated default). */
    text: { type: 'string' },
    /** The overlay's close button and its accessible name. */
    closeLabel: { type: 'string' },
    dialogLabel: { type: 'string' },
    serviceIds: { type: 'array', items: uuid },
    providerIds: { type: 'array', items: uuid },
    /** The booking page to open, relative to the server: /booking/{centreId}/{providerId}/0?widget={id}&lang={lang}. */
    bookingPath: { type: 'string' },
  },
} as const;
export type PublicWidget = FromSchema<typeof publicWidgetSchema>;
