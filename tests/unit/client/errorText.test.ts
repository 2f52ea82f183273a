/**
 * The one helper that turns a server error into text (issue 13): every value the error carries
 * (a length `limit`, the SMS `needed`) goes into the translation, for whole replies and per field.
 */
import { describe, expect, it } from '@jest/globals';
import { ApiRequestError } from '../../../src/client/api/apiError';
import { errorParams, serverErrorMessage, translateError, translateMessage } from '../../../src/client/api/errorText';
import { fieldErrorsOf } from '../../../src/client/api/fieldErrors';
import { serverFieldErrors } from '../../../src/client/api/serverFieldErrors';
import { testI18nProvider } from '../pages/support/renderPage';

const de = testI18nProvider('de').translate;
const en = testI18nProvider('en').translate;

const refused = new ApiRequestError(400, {
  code: 'validation',
  message: 'errors.validation',
  errors: [
    { field: 'body.name', code: 'tooLong', message: 'errors.tooLong', limit: 50 },
    { field: 'address.0.city', code: 'tooLong', message: 'errors.tooLong', limit: 35 },
  ],
});

describe('server error text', () => {
  it('puts the limit of a field error into its message, in every language', () => {
    const name = serverFieldErrors(refused, { 'body.name': 'name' }).name!;
    expect(name).toEqual({ key: 'errors.tooLong', params: { limit: 50 } });
    expect(translateMessage(en, name)).toBe('Too long: at most 50 characters.');
    expect(translateMessage(de, name)).toContain('höchstens 50 Zeichen');
    expect(translateMessage(en, fieldErrorsOf(refused)['address.0.city']!)).toBe('Too long: at most 35 characters.');
    for (const lng of ['de', 'en', 'fr', 'it'] as const) expect(translateMessage(testI18nProvider(lng).translate, name)).toContain('50');
  });

  it('keeps client message keys as they are and falls back for unknown keys', () => {
    expect(translateMessage(en, 'errors.required')).toBe(en('errors.required'));
    expect(translateMessage(en, { key: 'errors.noSuchKey', params: { limit: 3 } })).toBe(en('errors.invalidValue'));
  });

  it('gives a whole reply its values too, and a generic text for what is not a server reply', () => {
    const sms = new ApiRequestError(400, { code: 'notEnoughSms', message: 'errors.notEnoughSms', needed: 12, smsCountLeft: 3 } as never);
    expect(errorParams(sms.body)).toEqual({ needed: 12, smsCountLeft: 3 });
    expect(translateError(en, sms)).toBe(en('errors.notEnoughSms', { needed: 12, smsCountLeft: 3 }));
    expect(translateError(en, new Error('boom'))).toBe(en('errors.internal'));
    expect(serverErrorMessage({ code: 'invalidEmail' })).toEqual({ key: 'errors.invalidEmail' });
  });
});
