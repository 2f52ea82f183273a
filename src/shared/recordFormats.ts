/**
 * The Swiss and spec formats of schemas/*.schema.json and the error code of each ajv error: the
 * part of the vocabulary (schemaVocabulary.ts) the browser needs. It imports nothing of ajv's
 * compiler, so the client bundle, which validates with precompiled code, holds none.
 */
import type { ErrorObject } from 'ajv';
import { isValidAhv } from './validators/ahv';
import { isValidEmail } from './validators/email';
import { isValidIban } from './validators/iban';
import { isTariffPosition, isValidGln, isValidZsr } from './validators/swissIds';

/** Swiss and spec rules as ajv formats (strings only; the empty string is handled by callers). */
export const RECORD_FORMATS: Record<string, (value: string) => boolean> = {
  ahv: isValidAhv,
  iban: isValidIban,
  gln: isValidGln,
  zsr: isValidZsr,
  // Spec behaviour §5: something @ something . something, no whitespace (replaces ajv-formats' email).
  email: isValidEmail,
  tariffPosition: isTariffPosition,
};

/** Error code (and errors.<code> message key) per failing format. */
export const FORMAT_ERROR_CODES: Record<string, string> = {
  ahv: 'invalidAhv',
  iban: 'invalidIban',
  gln: 'invalidGln',
  zsr: 'invalidZsr',
  email: 'invalidEmail',
  tariffPosition: 'invalidTariffPosition',
};

/** ajv keyword → our field error code (message keys in locales/<lng>/errors.json); also used for route bodies. */
export const KEYWORD_CODES: Record<string, string> = {
  required: 'required',
  type: 'invalidType',
  format: 'invalidFormat',
  pattern: 'invalidFormat',
  maxLength: 'tooLong',
  minLength: 'tooShort',
  enum: 'invalidValue',
  const: 'invalidValue',
  minimum: 'tooSmall',
  exclusiveMinimum: 'tooSmall',
  maximum: 'tooLarge',
  exclusiveMaximum: 'tooLarge',
  additionalProperties: 'unknownField',
  maxItems: 'tooMany',
  minItems: 'tooFew',
  uniqueItems: 'duplicateValue',
};

export interface RecordFieldError {
  field: string;
  code: string;
  message: string;
  /** The limit a too long (short, large, …) value broke, for the message ("at most 50 characters"). */
  limit?: number;
}

/** The limit of a length, size or count error, from ajv's params. */
export function limitOf(error: { keyword: string; params?: Record<string, unknown> }): number | undefined {
  const limit = error.params?.limit;
  return typeof limit === 'number' && /^(max|min)(Length|Items|imum)$|^exclusive(Max|Min)imum$/.test(error.keyword) ? limit : undefined;
}

/** ajv errors as field errors: dotted field path, a code, and its errors.<code> message key. */
export function toFieldErrors(errors: ErrorObject[] | null | undefined): RecordFieldError[] {
  const out: RecordFieldError[] = [];
  const seen = new Set<string>();
  for (const e of errors ?? []) {
    const parts = e.instancePath.split('/').filter(Boolean);
    if (e.keyword === 'required') parts.push(String(e.params.missingProperty));
    if (e.keyword === 'additionalProperties') parts.push(String(e.params.additionalProperty));
    const field = parts.join('.');
    const code = e.keyword === 'format' ? (FORMAT_ERROR_CODES[String(e.params.format)] ?? 'invalidFormat') : (KEYWORD_CODES[e.keyword] ?? 'invalidValue');
    // anyOf/oneOf report each branch; one error per field is what a form shows.
    if (seen.has(field) || e.keyword === 'anyOf' || e.keyword === 'oneOf') continue;
    seen.add(field);
    const limit = limitOf(e);
    out.push(limit === undefined ? { field, code, message: `errors.${code}` } : { field, code, message: `errors.${code}`, limit });
  }
  return out;
}
