/** JSON Schemas of single fields that several calls' bodies share (spec §5 lengths). */
import { LANGUAGES } from '../languages';
import { EMAIL_MAX_LENGTH } from '../validators/email';
import { PASSWORD_MAX_LENGTH } from '../validators/password';
import { COUNTRY_PHONE_PATTERN } from '../validators/phone';

export const uuidString = { type: 'string', format: 'uuid' } as const;
/** Names: spec §5 default text maximum is 50; at least one visible character. */
export const nameString = { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } as const;
export const emailString = { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } as const;
// The password rule itself is checked in code so each unmet part gets its own error code.
export const passwordString = { type: 'string', maxLength: PASSWORD_MAX_LENGTH } as const;
export const countryPhoneString = { type: 'string', pattern: COUNTRY_PHONE_PATTERN } as const;
export const phoneString = { type: 'string', minLength: 1, maxLength: 30 } as const;
export const languageString = { type: 'string', enum: LANGUAGES } as const;
/** Opaque random tokens (base64url), as issued by the server's randomToken(). */
export const opaqueToken = { type: 'string', minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;
export const nullableString = { type: ['string', 'null'] } as const;

/** `{ok: true}`, the answer of calls that only confirm. */
export const okSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['ok'],
  properties: { ok: { type: 'boolean' } },
} as const;
