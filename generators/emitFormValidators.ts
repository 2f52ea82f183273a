/**
 * src/generated/validators/<name>.gen.ts: each record form's JSON-Schema validators, precompiled
 * (ajv standalone code), and validators/index.gen.ts mapping record names to them. The browser
 * then validates without compiling schemas (`new Function`), so the CSP needs no 'unsafe-eval'.
 *
 * The form schema is the client's own (formSchemaOf); rjsf's schemaParser lists every schema the
 * form validates (the root, plus anyOf/oneOf/if branches if a schema ever has them), keyed as
 * rjsf's createPrecompiledValidator looks them up. The ajv is rjsf's (compileSchemaValidatorsCode
 * uses the same createAjvInstance and options as customizeValidator did) plus Kura's vocabulary,
 * so the errors stay the same.
 */
import type { RJSFSchema } from '@rjsf/utils';
import { compileSchemaValidatorsCode } from '@rjsf/validator-ajv8/compileSchemaValidators';
import { _, type Format } from 'ajv';
import { formSchemaOf } from '../src/client/admin/formSchema';
import { formats } from '../src/shared/formValidatorRuntime';
import type { RecordDefinition } from '../src/shared/recordDefinition';
import { addRecordVocabulary } from '../src/shared/schemaVocabulary';
import { GENERATED_BANNER } from './emitDrizzle';

export const VALIDATORS_DIR = 'src/generated/validators';
/** From a file in VALIDATORS_DIR to the run-time module the standalone code imports. */
const RUNTIME_MODULE = '../../shared/formValidatorRuntime';

/** ajv's `require(...)` of its run-time helpers, and the names formValidatorRuntime exports them as. */
const RUNTIME_REQUIRES: Record<string, string> = {
  'require("ajv/dist/runtime/ucs2length").default': 'ucs2length',
  'require("ajv/dist/runtime/equal").default': 'equal',
};

/**
 * rjsf's standalone code of a form schema (every schema schemaParser lists, on rjsf's ajv), with
 * Kura's keywords and every non-regex format taken from the run-time module.
 */
function standaloneCodeOf(schema: RJSFSchema): string {
  return compileSchemaValidatorsCode(schema, {
    ajvOptionsOverrides: { code: { source: true, lines: true, formats: _`formats` } },
    extenderFn: (ajv) => {
      addRecordVocabulary(ajv);
      for (const [name, format] of Object.entries(formats)) if (!(format instanceof RegExp)) ajv.addFormat(name, format as Format);
      return ajv;
    },
  });
}

/**
 * The CommonJS standalone code as an ES module: its `require`s become imports of the run-time
 * module and its `exports["<key>"] = validateN;` (or `exports.<key>`) lines the `validateFns` map.
 */
function moduleCode(code: string): { body: string; imports: string[]; exported: [string, string][] } {
  const imports = new Set<string>();
  const exported: [string, string][] = [];
  let body = code.replace(/^"use strict";\n?/, '').replace(/^exports(?:\[("(?:[^"\\]|\\.)*")\]|\.([A-Za-z_$][\w$]*)) = (\w+);\n?/gm, (_m, quoted: string | undefined, plain: string | undefined, fn: string) => {
    exported.push([quoted ? (JSON.parse(quoted) as string) : (plain as string), fn]);
    return '';
  });
  for (const [call, name] of Object.entries(RUNTIME_REQUIRES)) {
    if (!body.includes(call)) continue;
    body = body.split(call).join(name);
    imports.add(name);
  }
  const leftover = /\brequire\("[^"]*"\)|^\s*(?:module\.)?exports\b/m.exec(body);
  if (leftover) throw new Error(`form validators: ${leftover[0]} in ajv's code is not handled; provide it in ${RUNTIME_MODULE}.ts and RUNTIME_REQUIRES`);
  if (/\bformats\b/.test(body)) imports.add('formats');
  return { body, imports: [...imports].sort(), exported: exported.sort(([a], [b]) => a.localeCompare(b)) };
}

/** The generated module of one record's form. */
export function emitFormValidators(def: RecordDefinition): string {
  const { body, imports, exported } = moduleCode(standaloneCodeOf(formSchemaOf(def) as RJSFSchema));
  if (exported.length === 0) throw new Error(`form validators of ${def.name}: ajv exported nothing`);
  return [
    GENERATED_BANNER(`schemas/${def.name}.schema.json`).trimEnd(),
    '// @ts-nocheck: ajv standalone code (plain JavaScript) of the form schema, see generators/emitFormValidators.ts',
    imports.length > 0 ? `import { ${imports.join(', ')} } from '${RUNTIME_MODULE}';` : '',
    '',
    body.trim(),
    '',
    '/** By rjsf schema key (hash of the schema): what createPrecompiledValidator takes. */',
    `export const validateFns = {${exported.map(([key, fn]) => `\n  ${JSON.stringify(key)}: ${fn},`).join('')}\n};`,
    '',
  ].join('\n');
}

/** validators/index.gen.ts: record name → its form's validators. */
export function emitFormValidatorIndex(records: RecordDefinition[]): string {
  return [
    GENERATED_BANNER('schemas/*.schema.json').trimEnd(),
    "import type { ValidatorFunctions } from '@rjsf/validator-ajv8';",
    "import type { RecordName } from '../registry.gen';",
    ...records.map((r) => `import { validateFns as ${r.name} } from './${r.name}.gen';`),
    '',
    "/** Each record form's precompiled validators (src/client/admin/validation.ts recordFormValidator). */",
    `export const formValidators: Record<RecordName, ValidatorFunctions> = { ${records.map((r) => r.name).join(', ')} };`,
    '',
  ].join('\n');
}
