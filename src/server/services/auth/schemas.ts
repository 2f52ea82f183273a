/** JSON Schemas of the auth calls (bodies reject unknown fields; answers list every field they send). */
import { LANGUAGES } from '../../../shared/languages';
import { EMAIL_MAX_LENGTH } from '../../../shared/validators/email';
import { PASSWORD_MAX_LENGTH } from '../../../shared/validators/password';
import { COUNTRY_PHONE_PATTERN } from '../../../shared/validators/phone';

export const uuidString = { type: 'string', format: 'uuid' } as const;
/** Names: spec §5 default text maximum is 50; at least one visible character. */
export const nameString = { type: 'string', minLength: 1, maxLength: 50, pattern: '\\S' } as const;
export const emailString = { type: 'string', minLength: 1, maxLength: EMAIL_MAX_LENGTH } as const;
// The password rule itself is checked in code so each unmet part gets its own error code.
export const passwordString = { type: 'string', maxLength: PASSWORD_MAX_LENGTH } as const;
export const countryPhoneString = { type: 'string', pattern: COUNTRY_PHONE_PATTERN } as const;
export const phoneString = { type: 'string', minLength: 1, maxLength: 30 } as const;
export const languageString = { type: 'string', enum: [...LANGUAGES] } as const;
/** Opaque random tokens (base64url), as issued by randomToken(). */
export const opaqueToken = { type: 'string', minLength: 16, maxLength: 200, pattern: '^[A-Za-z0-9_-]+$' } as const;

const strictObject = (properties: Record<string, object>, required: string[]) =>
  ({ type: 'object', additionalProperties: false, required, properties }) as const;

export const signupBody = strictObject(
  {
    firstName: nameString,
    lastName: nameString,
    email: emailString,
    password: passwordString,
    countryPhone: countryPhoneString,
    phone: phoneString,
    language: languageString,
    clinicHash: { type: 'string', minLength: 1, maxLength: 200 },
  },
  ['firstName', 'lastName', 'email', 'password', 'countryPhone', 'phone', 'language'],
);

export const userIdBody = strictObject({ userId: uuidString }, ['userId']);
export const activateBody = strictObject({ userId: uuidString, code: { type: 'string', pattern: '^[0-9]{6}$' } }, ['userId', 'code']);
export const signinBody = strictObject({ email: emailString, password: { type: 'string', minLength: 1, maxLength: 1024 } }, ['email', 'password']);
// Long enough for an access token sent by mistake, so that gets the same 401 as any other wrong token.
export const refreshBody = strictObject({ token: { type: 'string', minLength: 1, maxLength: 2048 } }, ['token']);
export const sendResetBody = strictObject({ email: emailString }, ['email']);
export const resetPasswordBody = strictObject({ password: passwordString, token: { type: 'string', minLength: 1, maxLength: 200 } }, ['password']);

export const tokenPairSchema = {
  type: 'object',
  required: ['signInToken', 'refreshToken', 'expiresIn'],
  properties: { signInToken: { type: 'string' }, refreshToken: { type: 'string' }, expiresIn: { type: 'integer' } },
} as const;
export const okSchema = { type: 'object', required: ['ok'], properties: { ok: { type: 'boolean' } } } as const;
export const signupReply = {
  type: 'object',
  required: ['user'],
  properties: { user: { type: 'object', required: ['user_id'], properties: { user_id: { type: 'string' } } } },
} as const;
export const supportedPhoneNumbersReply = {
  type: 'array',
  items: {
    type: 'object',
    required: ['country', 'countryPhone'],
    properties: { country: { type: 'string' }, countryPhone: { type: 'string' } },
  },
} as const;
