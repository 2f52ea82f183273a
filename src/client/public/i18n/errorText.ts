import { PublicApiError } from '../api/publicApi';
import type { Translate } from './translate';

/** The text of a refusal: the server's code when publicBooking.json knows it, else a general one. */
export function errorText(t: Translate, error: unknown, values: Record<string, string | number> = {}): string {
  const code = error instanceof PublicApiError ? error.code : 'unexpected';
  const key = `errors.${code}`;
  const text = t(key, values);
  return text === key ? t('errors.unexpected') : text;
}
