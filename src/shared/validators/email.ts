/**
 * Spec behaviour §5: something, an at sign, something, a dot, something, with no whitespace.
 * One at sign only, and the dot must come after it.
 */
const EMAIL_RE = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

/** RFC 5321 caps an address at 254 characters. */
export const EMAIL_MAX_LENGTH = 254;

export function isValidEmail(value: string): boolean {
  return value.length <= EMAIL_MAX_LENGTH && EMAIL_RE.test(value);
}

/** Addresses are compared case-insensitively (the users table has a unique index on lower(email)). */
export function normalizeEmail(value: string): string {
  return value.toLowerCase();
}
