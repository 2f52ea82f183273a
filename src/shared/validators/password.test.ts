import { isValidPassword, passwordProblems } from './password';

describe('password rule (wording §5)', () => {
  it.each(['Secret_123', 'Abcdefg1#', 'Zürich2024!', `Aa1!${'x'.repeat(100)}`])('accepts %s', (pw) => {
    expect(passwordProblems(pw)).toEqual([]);
    expect(isValidPassword(pw)).toBe(true);
  });

  it.each([
    ['Ab1_xyz', 'passwordTooShort'],
    ['secret_123', 'passwordNeedsUppercase'],
    ['SECRET_123', 'passwordNeedsLowercase'],
    ['Secret_abc', 'passwordNeedsDigit'],
    ['Secret1234', 'passwordNeedsSpecial'],
  ])('rejects %s with %s only', (pw, problem) => {
    expect(passwordProblems(pw)).toEqual([problem]);
    expect(isValidPassword(pw)).toBe(false);
  });

  it('only counts the listed special characters', () => {
    expect(passwordProblems('Secret123-+?')).toEqual(['passwordNeedsSpecial']);
    for (const c of '_#!@$%^&*') expect(passwordProblems(`Secret123${c}`)).toEqual([]);
  });

  it('lists every unmet part at once', () => {
    expect(passwordProblems('abc')).toEqual(['passwordTooShort', 'passwordNeedsUppercase', 'passwordNeedsDigit', 'passwordNeedsSpecial']);
  });

  it('counts characters, not UTF-16 units', () => {
    expect(passwordProblems('Aa1_😀😀')).toContain('passwordTooShort');
  });

  it('caps the length at 256', () => {
    expect(passwordProblems(`Aa1_${'x'.repeat(253)}`)).toEqual(['passwordTooLong']);
  });
});
