/** The centre's audit log calls (README "Audit log"): JSON Schemas and derived types. */
import type { FromSchema } from 'json-schema-to-ts';

const nullableString = { type: ['string', 'null'] } as const;

/** One event of GET /api/centres/{id}/audit-events (a react-admin simple-rest list). */
export const auditEventSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['id', 'at', 'action', 'object_type'],
  properties: {
    id: { type: 'integer' },
    at: { type: 'string' },
    centre_id: nullableString,
    user_id: nullableString,
    /** "First Last" of the acting user, or null for the system. */
    user_name: nullableString,
    role: nullableString,
    action: { type: 'string' },
    object_type: { type: 'string' },
    object_id: nullableString,
    detail: { type: 'object', additionalProperties: true },
  },
} as const;

/** The simple-rest list parameters, each JSON-encoded. */
export const auditListQuery = {
  type: 'object',
  additionalProperties: false,
  properties: { sort: { type: 'string' }, range: { type: 'string' }, filter: { type: 'string' } },
} as const;
export type AuditListQuery = FromSchema<typeof auditListQuery>;

/** GET /api/centres/{id}/audit-events/verify: is the hash chain intact? */
export const chainReportSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok', 'checked', 'brokenAt', 'purged'],
  properties: {
    ok: { type: 'boolean' },
    checked: { type: 'integer' },
    /** Id of the first event whose link or hash does not match, or null. */
    brokenAt: { type: ['integer', 'null'] },
    /** Events removed by the retention job before the checked ones (verification starts at their checkpoint). */
    purged: { type: 'integer' },
  },
} as const;
export type ChainReport = FromSchema<typeof chainReportSchema>;
