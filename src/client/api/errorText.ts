import { ApiRequestError } from './apiError';

/** Interpolation values an error carries besides its field, code and message (e.g. `limit`). */
export type MessageParams = Record<string, string | number>;

/** A translatable message with its values: `{key: 'errors.tooLong', params: {limit: 50}}`. */
export interface ErrorMessage {
  key: string;
  params?: MessageParams;
}

/** What a form keeps per field: a bare message key (client rules) or a key with its values (server). */
export type FieldMessage = string | ErrorMessage;

export type TranslateFn = (key: string, options?: Record<string, unknown>) => string;

const NOT_PARAMS = new Set(['field', 'code', 'message', 'errors']);

/** The values of an error object for its message: every string or number beside field/code/message. */
export function errorParams(item: object): MessageParams | undefined {
  const params: MessageParams = {};
  for (const [name, value] of Object.entries(item)) {
    if (NOT_PARAMS.has(name)) continue;
    if (typeof value === 'number' || typeof value === 'string') params[name] = value;
  }
  return Object.keys(params).length > 0 ? params : undefined;
}

/** The message of one server error entry (`{field, code, message, limit}`), values included. */
export function serverErrorMessage(item: { code: string; message?: string }): ErrorMessage {
  const params = errorParams(item);
  return { key: item.message || `errors.${item.code}`, ...(params ? { params } : {}) };
}

/**
 * Translates a field message with the values it carries, so "errors.tooLong" says
 * "höchstens 50 Zeichen". An unknown key falls back to `fallbackKey`.
 */
export function translateMessage(translate: TranslateFn, message: FieldMessage, fallbackKey = 'errors.invalidValue'): string {
  const { key, params } = typeof message === 'string' ? { key: message, params: undefined } : message;
  return translate(key, { ...params, _: translate(fallbackKey, params) });
}

/** The translated reason of any failure: the server's message with its values, else a generic one. */
export function translateError(translate: TranslateFn, error: unknown): string {
  if (!(error instanceof ApiRequestError)) return translate('errors.internal');
  return translateMessage(translate, serverErrorMessage(error.body), 'errors.internal');
}
