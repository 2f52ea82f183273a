/**
 * What the precompiled form validators (src/generated/validators/*.gen.ts, ajv standalone code)
 * call at run time: the formats by name and ajv's two runtime helpers. The generator compiles
 * with exactly these formats (generators/emitFormValidators.ts), so the code that checks a value
 * in the browser is the code the validator was compiled against. No ajv compiler is loaded, so
 * nothing compiles code in the browser and the CSP needs no 'unsafe-eval'.
 */
import { fullFormats } from 'ajv-formats/dist/formats';
import type { Format } from 'ajv';
import * as equalModule from 'ajv/dist/runtime/equal';
import * as ucs2lengthModule from 'ajv/dist/runtime/ucs2length';
import { RECORD_FORMATS } from './recordFormats';

/** A CommonJS `exports.default`, whichever ESM interop (Vite, Node, jest) wrapped it. */
function commonJsDefault<T>(mod: unknown): T {
  let value = mod;
  while (typeof value === 'object' && value !== null && 'default' in value) value = (value as { default: unknown }).default;
  return value as T;
}

/** Length in Unicode code points, as ajv counts maxLength/minLength. */
export const ucs2length = commonJsDefault<(text: string) => number>(ucs2lengthModule);
/** Deep equality for enum, const and uniqueItems. */
export const equal = commonJsDefault<(a: unknown, b: unknown) => boolean>(equalModule);

/** ajv-formats' formats plus Kura's (AHV, IBAN, GLN, ZSR, the spec's e-mail), by format name. */
export const formats: Record<string, Format> = {
  ...fullFormats,
  ...Object.fromEntries(Object.entries(RECORD_FORMATS).map(([name, validate]) => [name, { type: 'string', validate }])),
};
