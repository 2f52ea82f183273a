/**
 * The one error type routes throw. `message` is always a translatable key from
 * locales/<lng>/errors.json (spec §8: the client translates the server's message).
 */
export interface FieldError {
  field: string;
  code: string;
  message: string;
  /** The limit broken (maxLength …), so the message can state it. */
  limit?: number;
}

export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    messageKey: string = `errors.${code}`,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(messageKey);
    this.name = 'HttpError';
  }
}

export const badRequest = (code: string, extra: Record<string, unknown> = {}) =>
  new HttpError(400, code, `errors.${code}`, extra);
export const unauthorized = (code = 'unauthorized', extra: Record<string, unknown> = {}) =>
  new HttpError(401, code, `errors.${code}`, extra);
export const forbidden = (code = 'accessDenied') => new HttpError(403, code);
export const notFound = (code = 'notFound') => new HttpError(404, code);
export const conflict = (code: string, extra: Record<string, unknown> = {}) =>
  new HttpError(409, code, `errors.${code}`, extra);

/** A 400 for one or more invalid fields, in the same shape as schema validation errors. */
export function invalidFields(errors: FieldError[]): HttpError {
  return new HttpError(400, 'validation', 'errors.validation', { errors });
}
export function invalidField(field: string, code: string): HttpError {
  return invalidFields([{ field, code, message: `errors.${code}` }]);
}
