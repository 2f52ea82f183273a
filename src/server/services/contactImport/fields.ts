/**
 * The contact fields an import can fill, read from the contact record of the registry (the
 * schema engine), so import, validation and storage agree on one definition. The template lists
 * 33 of them in a fixed order (columns A to AG, spec §5 and §9); a column may be mapped to any
 * importable field.
 */
import { registry } from '../../../generated/registry.gen';
import type { FieldDefinition, JsonSchema } from '../../../shared/recordDefinition';
import { inlineRefs } from '../../records/bodySchemas';

export const contactDefinition = registry.contact;

/** Template columns A..AG: who the person is, how to reach them, where they live, then insurance and the rest. */
export const TEMPLATE_FIELDS = [
  'firstName',
  'lastName',
  'salutation',
  'sex',
  'dateOfBirth',
  'ahvNumber',
  'email',
  'countryPhone',
  'phone',
  'homeNumber',
  'Address.street',
  'Address.building',
  'Address.additionalLine',
  'Address.poBox',
  'Address.zipcode',
  'Address.city',
  'Address.state',
  'Address.country',
  'company',
  'website',
  'businessEmail',
  'alternativeEmail',
  'digitalEmail',
  'insurance',
  'insuranceNumber',
  'esrNumber',
  'height',
  'weight',
  'bloodGroup',
  'invoiceDispatch',
  'agreementInvoiceDate',
  'tags',
  'notes',
] as const;

export type ValueKind = 'text' | 'number' | 'date' | 'enum' | 'phone' | 'countryPhone' | 'country' | 'canton' | 'email' | 'list' | 'note';

export interface ImportField {
  /** Wire name ("Address.city"). */
  name: string;
  path: string[];
  /** Locale key of the label. */
  label: string;
  kind: ValueKind;
  enumValues?: string[];
}

const wireSchema = inlineRefs(contactDefinition.schema);

function propertySchema(path: string[]): JsonSchema {
  let node = wireSchema;
  for (const part of path) node = ((node.properties ?? {}) as Record<string, JsonSchema>)[part] ?? {};
  return node;
}

/** Fields that are stored per contact and written by people: not ids, references, derived or nested objects. */
function isImportable(f: FieldDefinition): boolean {
  if (f.role !== 'data' || f.readOnly || f.ref || f.itemRef) return false;
  if (f.virtual) return f.name === 'tags';
  const s = propertySchema(f.path);
  if (s.type === 'object') return false;
  return s.type !== 'array' || f.name === 'notes';
}

function kindOf(f: FieldDefinition, s: JsonSchema): ValueKind {
  if (f.name === 'notes') return 'note';
  if (f.name === 'tags') return 'list';
  if (f.name === 'countryPhone') return 'countryPhone';
  if (f.name === 'phone' || f.name === 'homeNumber') return 'phone';
  if (f.name === 'Address.country') return 'country';
  if (f.name === 'Address.state') return 'canton';
  if (Array.isArray(s.enum)) return 'enum';
  if (s.type === 'number' || s.type === 'integer') return 'number';
  if (s.format === 'date') return 'date';
  if (s.format === 'email') return 'email';
  return 'text';
}

function buildFields(): Map<string, ImportField> {
  const out = new Map<string, ImportField>();
  for (const f of contactDefinition.fields) {
    if (!isImportable(f)) continue;
    const s = propertySchema(f.path);
    out.set(f.name, { name: f.name, path: f.path, label: f.label, kind: kindOf(f, s), ...(Array.isArray(s.enum) ? { enumValues: s.enum.map(String) } : {}) });
  }
  return out;
}

/** Every field a column can be mapped to, by wire name. */
export const IMPORT_FIELDS: ReadonlyMap<string, ImportField> = buildFields();

/** Template fields first (their order), then any other importable field. */
export const MAPPABLE_FIELDS: string[] = [...TEMPLATE_FIELDS, ...[...IMPORT_FIELDS.keys()].filter((n) => !(TEMPLATE_FIELDS as readonly string[]).includes(n))];

/** The 26 Swiss canton codes (spec §5). */
export const CANTONS = ['AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG', 'SH', 'SO', 'SZ', 'TG', 'TI', 'UR', 'VD', 'VS', 'ZG', 'ZH'];
