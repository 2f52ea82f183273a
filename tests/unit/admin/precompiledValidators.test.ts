/**
 * The precompiled form validators (src/generated/validators, npm run gen) say exactly what rjsf's
 * run-time ajv validator with Kura's vocabulary said before them: for every record's form, the
 * same errors (keyword, field, params, ajv message) for values that are too long, of the wrong
 * type, in a bad format (AHV, IBAN, e-mail, date, uuid), outside enums and ranges, missing or
 * unknown; and the same translated messages after the form's translateErrors.
 */
import { describe, expect, it } from '@jest/globals';
import type { RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import { customizeValidator } from '@rjsf/validator-ajv8';
import { registry } from '../../../src/generated/registry.gen';
import { formSchemaOf } from '../../../src/client/admin/formSchema';
import { recordFormValidator, translateErrors } from '../../../src/client/admin/validation';
import type { RecordDefinition } from '../../../src/shared/recordDefinition';
import { addRecordVocabulary } from '../../../src/shared/schemaVocabulary';

type Json = Record<string, unknown>;

/** What the forms used until the validators were precompiled (compiles with new Function). */
const runtimeValidator = customizeValidator<Json>({ extenderFn: (ajv) => addRecordVocabulary(ajv) });

const resolve = (root: Json, node: Json): Json =>
  typeof node.$ref === 'string' ? ((root.$defs as Record<string, Json>)[node.$ref.split('/').pop() as string] ?? {}) : node;

/** A wrong value for a schema node (or undefined when there is nothing to get wrong). */
function wrongValues(root: Json, raw: Json): unknown[] {
  const node = resolve(root, raw);
  const out: unknown[] = [];
  const types = ([] as unknown[]).concat(node.type ?? []);
  if (types.includes('string')) {
    out.push(12);
    if (typeof node.maxLength === 'number') out.push('x'.repeat(node.maxLength + 1), 'é'.repeat(node.maxLength) + '😀');
    if (typeof node.minLength === 'number' && node.minLength > 0) out.push('');
    if (node.format || node.pattern) out.push('not valid ☃', '756.1234.5678.90', 'CH93 0076 2011 6238 5295 8', 'a@b', '2024-02-30');
    if (Array.isArray(node.enum)) out.push('no-such-option');
  }
  if (types.includes('integer') || types.includes('number')) out.push('7', 1.5, -1e12, 1e12);
  if (types.includes('boolean')) out.push('yes');
  if (types.includes('array')) {
    out.push('not a list', [12, 12]);
    if (node.items) out.push(...wrongValues(root, node.items as Json).map((v) => [v]));
  }
  if (types.includes('object')) {
    out.push('not an object', { unknownField: 1 });
    for (const [k, sub] of Object.entries((node.properties ?? {}) as Record<string, Json>)) out.push(...wrongValues(root, sub).map((v) => ({ [k]: v })));
  }
  return out;
}

/** Form data samples: empty, then one wrong value per field and kind of mistake. */
function samples(def: RecordDefinition): Json[] {
  const schema = formSchemaOf(def) as Json;
  const out: Json[] = [{}, { unknownField: 'x' }];
  for (const [field, node] of Object.entries(schema.properties as Record<string, Json>)) {
    for (const value of wrongValues(schema, node)) out.push({ [field]: value });
  }
  return out;
}

const comparable = (errors: RJSFValidationError[]) => errors.map(({ name, property, params, message, schemaPath }) => ({ name, property, params, message, schemaPath }));
const translate = (key: string) => `translated ${key}`;

describe.each(Object.values(registry).map((def) => [def.name, def] as const))('the precompiled validators of the %s form', (_name, def) => {
  const schema = formSchemaOf(def) as RJSFSchema;
  const precompiled = recordFormValidator(def, schema);
  const cases = samples(def);

  it('find the same errors as the run-time ajv validator, and the same translated messages', () => {
    let failing = 0;
    for (const formData of cases) {
      const expected = runtimeValidator.validateFormData(formData, schema).errors;
      const actual = precompiled.validateFormData(formData, schema).errors;
      expect({ formData, errors: comparable(actual) }).toEqual({ formData, errors: comparable(expected) });
      expect(translateErrors(actual, translate)).toEqual(translateErrors(expected, translate));
      if (expected.length > 0) failing++;
    }
    // The samples do exercise the validators: most of them are refused.
    expect(failing).toBeGreaterThan(cases.length / 2);
  });

  it('agree on isValid for the whole form', () => {
    for (const formData of cases) {
      expect(precompiled.isValid(schema, formData, schema)).toBe(runtimeValidator.isValid(schema, formData, schema));
    }
  });
});
