/**
 * Password rule (wording §5): at least 8 characters with an upper-case letter, a lower-case
 * letter, a number and one special character from _#!@$%^&*.
 * Each unmet part has its own code so the form can say exactly what is missing.
 */
export const PASSWORD_MIN_LENGTH = 8;
/** Long passphrases are welcome (ASVS 6.2.9 asks for at least 64); the cap only bounds hashing work. */
export const PASSWORD_MAX_LENGTH = 256;
export const PASSWORD_SPECIAL_CHARACTERS = '_#!@$%^&*';

export type PasswordProblem =
  | 'passwordTooShort'
  | 'passwordTooLong'
  | 'passwordNeedsUppercase'
  | 'passwordNeedsLowercase'
  | 'passwordNeedsDigit'
  | 'passwordNeedsSpecial';

export function passwordProblems(password: string): PasswordProblem[] {
  const problems: PasswordProblem[] = [];
  const length = [...password].length;
  if (length < PASSWORD_MIN_LENGTH) problems.push('passwordTooShort');
  if (length > PASSWORD_MAX_LENGTH) problems.push('passwordTooLong');
  if (!/\p{Lu}/u.test(password)) problems.push('passwordNeedsUppercase');
  if (!/\p{Ll}/u.test(password)) problems.push('passwordNeedsLowercase');
  if (!/[0-9]/.test(password)) problems.push('passwordNeedsDigit');
  if (![...PASSWORD_SPECIAL_CHARACTERS].some((c) => password.includes(c))) problems.push('passwordNeedsSpecial');
  return problems;
}

export function isValidPassword(password: string): boolean {
  return passwordProblems(password).length === 0;
}
