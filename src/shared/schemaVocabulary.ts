/**
 * Kura's JSON Schema vocabulary: the custom keywords of schemas/*.schema.json, declared ONCE and
 * used by the generators (to check schemas and precompile the client's form validators) and the
 * server (to validate bodies). Keywords are annotations: they shape
 * storage, lists and labels, never whether a value is valid. Formats are the Swiss rules.
 */
import Ajv, { type KeywordDefinition, type Options } from 'ajv';
import addFormats from 'ajv-formats';
import { RECORD_FORMATS } from './recordFormats';
import { BACKENDS } from './api/backends';

// The formats and error codes live apart, so the browser gets them without ajv's compiler.
export { FORMAT_ERROR_CODES, RECORD_FORMATS, toFieldErrors, type RecordFieldError } from './recordFormats';

const COLUMN_KINDS = ['text', 'integer', 'bigint', 'numeric', 'boolean', 'date', 'timestamp', 'uuid', 'jsonb'];
const FILTERS = ['eq', 'contains', 'range', 'includes'];
const IDENT = '^[A-Za-z_][A-Za-z0-9_]*$';

const listOptions = {
  type: 'object',
  additionalProperties: false,
  properties: {
    column: { type: 'boolean' },
    sortable: { type: 'boolean' },
    filterable: { anyOf: [{ type: 'boolean' }, { enum: FILTERS }] },
    searchable: { type: 'boolean' },
  },
};

const centreSource = {
  type: 'object',
  additionalProperties: false,
  required: ['from', 'key'],
  // "record": the centre of the stored record whose id is in path parameter `key` (by-id routes).
  properties: { from: { enum: ['params', 'query', 'body', 'record'] }, key: { type: 'string' }, fallback: { const: 'activeCentre' } },
};

/** The keywords, with a meta-schema each so a typo in a schema fails `npm run gen`. */
export const RECORD_KEYWORDS: KeywordDefinition[] = [
  {
    // Root only: how the record is stored and served.
    keyword: 'x-record',
    metaSchema: {
      type: 'object',
      additionalProperties: false,
      required: ['resource'],
      properties: {
        resource: { type: 'string', pattern: '^[a-z][a-z0-9-]*$' },
        table: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
        idField: { type: 'string', pattern: IDENT },
        centreField: { type: 'string', pattern: IDENT },
        backend: { enum: [...BACKENDS] },
        basePath: { type: 'string', pattern: '^/' },
        representation: { type: 'string' },
        // Roles that may create, change and delete; default: every member of the centre.
        writeRoles: { type: 'array', minItems: 1, uniqueItems: true, items: { enum: ['OWNER', 'ADMIN', 'PROVIDER'] } },
        defaultSort: { type: 'array', minItems: 2, maxItems: 2, items: [{ type: 'string' }, { enum: ['ASC', 'DESC'] }] },
        // One record per centre (settings): GET and PUT/PATCH <base>/settings/<resource>, defaults until saved.
        singleton: { type: 'boolean' },
        // false: the generic CRUD routes are not served; a domain service owns the record's writes
        // (appointments: life cycle, series, no-overlap constraint) and serves its own routes.
        genericRoutes: { type: 'boolean' },
        aliases: {
          type: 'array',
          items: {
            type: 'object',
            additionalProperties: false,
            required: ['method', 'url', 'op', 'centre'],
            properties: {
              method: { enum: ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] },
              url: { type: 'string', pattern: '^/' },
              op: { enum: ['list', 'get', 'create', 'update', 'delete'] },
              centre: centreSource,
              idParam: { type: 'string' },
              // Where the record id comes from: the path parameter idParam (default) or the body's id field.
              idFrom: { enum: ['params', 'body'] },
              // Fixed field values an update call sets (PATCH …/active/{id}); such a call takes no body.
              set: { type: 'object' },
              setFromParams: { type: 'object', additionalProperties: { type: 'string' } },
              queryFilters: { type: 'object', additionalProperties: { type: 'string' } },
            },
          },
        },
      },
    },
  },
  // Locale key of the field's (or record's) label; default records.<record>.<field>.
  { keyword: 'x-label', metaSchema: { type: 'string', pattern: '^[a-z][A-Za-z0-9_-]*(\\.[A-Za-z0-9_-]+)+$' } },
  {
    // List behaviour; on a flattened object, `fields` sets it per sub-field.
    keyword: 'x-list',
    metaSchema: { ...listOptions, properties: { ...listOptions.properties, fields: { type: 'object', additionalProperties: listOptions } } },
  },
  {
    // Storage hints: column type or name, indexes, uniqueness, objects as columns, virtual fields.
    keyword: 'x-storage',
    metaSchema: {
      type: 'object',
      additionalProperties: false,
      properties: {
        type: { enum: COLUMN_KINDS },
        column: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' },
        index: { type: 'boolean' },
        uniquePerCentre: { type: 'boolean' },
        flatten: { type: 'boolean' },
        virtual: { type: 'boolean' },
        precision: { type: 'integer', minimum: 1, maximum: 30 },
        scale: { type: 'integer', minimum: 0, maximum: 20 },
        // A text on the wire made of a number and this unit ("24h"), stored as the number (spec §5 lead times).
        suffix: { type: 'string', pattern: '^[A-Za-z%]{1,10}$' },
      },
    },
  },
  {
    // A reference to another record of the same centre: "tag", or {record, onDelete}.
    keyword: 'x-ref',
    metaSchema: {
      anyOf: [
        { type: 'string', pattern: IDENT },
        {
          type: 'object',
          additionalProperties: false,
          required: ['record'],
          properties: { record: { type: 'string', pattern: IDENT }, onDelete: { enum: ['set null', 'cascade', 'restrict'] } },
        },
      ],
    },
  },
  // Server-managed: shown, never written through the API.
  { keyword: 'x-readOnly', metaSchema: { type: 'boolean' } },
  // Locale key per enum value; the generators fill in records.<record>.<field>Options.<value>.
  { keyword: 'x-enumLabels', metaSchema: { type: 'object', additionalProperties: { type: 'string' } } },
];

/** Adds the vocabulary and formats to an existing ajv (rjsf's, or ours). */
export function addRecordVocabulary(ajv: Ajv): Ajv {
  for (const keyword of RECORD_KEYWORDS) ajv.addKeyword(keyword);
  for (const [name, validate] of Object.entries(RECORD_FORMATS)) ajv.addFormat(name, { type: 'string', validate });
  return ajv;
}

/** An ajv that knows Kura's vocabulary. Strict, so unknown keywords and formats are schema errors. */
export function createRecordAjv(opts: Options = {}): Ajv {
  const ajv = new Ajv({ allErrors: true, strict: true, strictTypes: false, strictTuples: false, coerceTypes: false, ...opts });
  addFormats(ajv);
  return addRecordVocabulary(ajv);
}
