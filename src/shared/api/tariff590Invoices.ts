/**
 * Wire contracts of the tariff 590 wizard's calls (issue 11 §4; wording.md §2 "Invoice creation
 * wizard"): the draft the wizard holds after steps 1–3 (client, invoice info and billing data,
 * services and dates), checked and previewed before it is saved, then created as one invoice.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { TARIFF590_LAWS, TIERS, TREATMENT_REASONS, TREATMENT_TYPES } from '../billing/tariff590Document';
import type { Tariff590Problem } from '../billing/tariff590Checks';
import { MAX_INVOICE_APPOINTMENTS } from './invoices';

const uuid = { type: 'string', format: 'uuid' } as const;
const text = (maxLength: number) => ({ type: 'string', maxLength }) as const;

/** A position added by hand (not from an appointment): a service performed on a date, in units. */
export const handPositionSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['serviceId', 'date', 'quantity'],
  properties: {
    serviceId: uuid,
    date: { type: 'string', format: 'date' },
    /** Units: 5-minute periods for a Tarif 590 position. */
    quantity: { type: 'integer', minimum: 1, maximum: 10000 },
  },
} as const;
export type HandPosition = FromSchema<typeof handPositionSchema>;

/** Who pays when not the client at their own address (step 2 "billing address"). */
export const billingAddressSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['name', 'street', 'zipcode', 'city'],
  properties: {
    name: { type: 'string', minLength: 1, maxLength: 140 },
    street: { type: 'string', minLength: 1, maxLength: 70 },
    building: text(16),
    zipcode: { type: 'string', minLength: 1, maxLength: 16 },
    city: { type: 'string', minLength: 1, maxLength: 35 },
    country: { type: 'string', pattern: '^[A-Z]{2}$' },
  },
} as const;

export const tariff590DraftBody = {
  type: 'object',
  additionalProperties: false,
  required: ['centreId', 'contactId', 'providerId', 'law', 'treatmentType', 'treatmentReason', 'tiers', 'appointments', 'positions'],
  properties: {
    centreId: uuid,
    contactId: uuid,
    /** The therapist (the user id appointments name as resourceId). */
    providerId: uuid,
    /** The client's case (project); its appointments are set to it when the invoice is created. */
    projectId: uuid,
    law: { type: 'string', enum: TARIFF590_LAWS },
    treatmentType: { type: 'string', enum: TREATMENT_TYPES },
    treatmentReason: { type: 'string', enum: TREATMENT_REASONS },
    tiers: { type: 'string', enum: TIERS },
    canton: { type: 'string', pattern: '^[A-Z]{1,2}$' },
    insurerName: text(100),
    insurerGln: text(13),
    remark: text(500),
    billingAddress: billingAddressSchema,
    /** The client's finished appointments to bill. */
    appointments: { type: 'array', maxItems: MAX_INVOICE_APPOINTMENTS, uniqueItems: true, items: uuid },
    positions: { type: 'array', maxItems: MAX_INVOICE_APPOINTMENTS, items: handPositionSchema },
  },
} as const;
export type Tariff590Draft = FromSchema<typeof tariff590DraftBody>;

export const TARIFF590_FORMS = ['original', 'second'] as const;
export type Tariff590FormKind = (typeof TARIFF590_FORMS)[number];

/** One line as checked (Rappen). */
export interface Tariff590DraftLine {
  date: string;
  code: string;
  name: string;
  quantity: number;
  unitPrice: number;
  amount: number;
  vatRate: number | null;
  appointmentId?: string;
}

/** POST /api/tariff590/check: the lines and totals the invoice would have and what the pre-send checks say. */
export interface Tariff590CheckResult {
  /** The number the invoice would get now (the next one). */
  number: string;
  lines: Tariff590DraftLine[];
  totalVat: number;
  totalDue: number;
  problems: Tariff590Problem[];
  /** Whether an error blocks creating it. */
  blocked: boolean;
}

const problemSchema = {
  type: 'object',
  required: ['code', 'severity'],
  properties: {
    code: { type: 'string' },
    severity: { type: 'string', enum: ['error', 'warning'] },
    values: { type: 'object', additionalProperties: { type: ['string', 'number'] } },
  },
} as const;

export const tariff590CheckSchema = {
  type: 'object',
  required: ['number', 'lines', 'totalVat', 'totalDue', 'problems', 'blocked'],
  properties: {
    number: { type: 'string' },
    lines: {
      type: 'array',
      items: {
        type: 'object',
        properties: {
          date: { type: 'string' },
          code: { type: 'string' },
          name: { type: 'string' },
          quantity: { type: 'integer' },
          unitPrice: { type: 'integer' },
          amount: { type: 'integer' },
          vatRate: { type: ['number', 'null'] },
          appointmentId: { type: 'string' },
        },
      },
    },
    totalVat: { type: 'integer' },
    totalDue: { type: 'integer' },
    problems: { type: 'array', items: problemSchema },
    blocked: { type: 'boolean' },
  },
} as const;

export const tariff590FormQuery = {
  type: 'object',
  properties: { form: { type: 'string', enum: TARIFF590_FORMS, default: 'original' } },
} as const;
