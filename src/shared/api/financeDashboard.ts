/**
 * GET /api/finances/centre/{id}/dashboard?from=YYYY-MM-DD&to=YYYY-MM-DD[&providerId=<userId>]
 * (issue 12 §3): the finance dashboard's figures in Rappen. Received and invoiced are counted in
 * the date range (payment and invoice dates); open, overdue and the clients' credit are as of
 * today in the centre's time zone, whatever the range. Without `from`/`to` the current year.
 */
import type { FromSchema } from 'json-schema-to-ts';
import { PAYMENT_METHODS } from './payments';
import { uuidString } from './fields';

export const financeDashboardParams = {
  type: 'object',
  additionalProperties: false,
  required: ['id'],
  properties: { id: { type: 'string', maxLength: 64 } },
} as const;

const isoDate = { type: 'string', format: 'date' } as const;

export const financeDashboardQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { from: isoDate, to: isoDate, providerId: uuidString },
} as const;
export type FinanceDashboardQuery = FromSchema<typeof financeDashboardQuery>;

const rappen = { type: 'integer' } as const;
const count = { type: 'integer' } as const;
const nullableId = { type: ['string', 'null'] } as const;

const monthSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['month', 'invoiced', 'invoicedCount', 'received'],
  properties: { month: { type: 'string' }, invoiced: rappen, invoicedCount: count, received: rappen },
} as const;

const totalsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['invoiced', 'invoicedCount', 'received', 'open', 'openCount', 'overdue', 'overdueCount', 'credit'],
  properties: { invoiced: rappen, invoicedCount: count, received: rappen, open: rappen, openCount: count, overdue: rappen, overdueCount: count, credit: rappen },
} as const;

const therapistSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['providerId', 'invoiced', 'received', 'open', 'overdue'],
  properties: { providerId: nullableId, invoiced: rappen, received: rappen, open: rappen, overdue: rappen },
} as const;

const checkoutTypeSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['checkoutTypeId', 'name', 'received'],
  properties: { checkoutTypeId: nullableId, name: { type: ['string', 'null'] }, received: rappen },
} as const;

const methodSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['method', 'amount', 'received', 'count'],
  properties: { method: { type: 'string', enum: PAYMENT_METHODS }, amount: rappen, received: rappen, count: count },
} as const;

export const financeDashboardSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'to', 'today', 'months', 'totals', 'byTherapist', 'byCheckoutType', 'byMethod'],
  properties: {
    from: isoDate,
    to: isoDate,
    /** The centre's local day the open and overdue figures are taken on. */
    today: isoDate,
    months: { type: 'array', items: monthSchema },
    totals: totalsSchema,
    byTherapist: { type: 'array', items: therapistSchema },
    byCheckoutType: { type: 'array', items: checkoutTypeSchema },
    byMethod: { type: 'array', items: methodSchema },
  },
} as const;
export type FinanceDashboard = FromSchema<typeof financeDashboardSchema>;
export type FinanceMonth = FinanceDashboard['months'][number];
export type FinanceTherapistRow = FinanceDashboard['byTherapist'][number];
export type FinanceCheckoutTypeRow = FinanceDashboard['byCheckoutType'][number];
export type FinanceMethodRow = FinanceDashboard['byMethod'][number];
