import { isValidEmail, normalizeEmail } from './email';

describe('isValidEmail (spec §5: something@something.something, no whitespace)', () => {
  it.each(['anna@praxis.ch', 'a.b+tag@sub.example.co.uk', 'ANNA@PRAXIS.CH', 'x@y.z'])('accepts %s', (email) => {
    expect(isValidEmail(email)).toBe(true);
  });

  it.each([
    ['no at sign', 'anna.praxis.ch'],
    ['no dot after the at sign', 'anna@praxis'],
    ['nothing before the at sign', '@praxis.ch'],
    ['nothing after the dot', 'anna@praxis.'],
    ['nothing between at sign and dot', 'anna@.ch'],
    ['a space inside', 'anna maria@praxis.ch'],
    ['a leading space', ' anna@praxis.ch'],
    ['a tab', 'anna@praxis.ch\t'],
    ['two at signs', 'anna@home@praxis.ch'],
    ['empty', ''],
  ])('rejects %s', (_why, email) => {
    expect(isValidEmail(email)).toBe(false);
  });

  it('rejects addresses longer than 254 characters', () => {
    expect(isValidEmail(`${'a'.repeat(250)}@x.ch`)).toBe(false);
  });

  it('normalises case for comparison', () => {
    expect(normalizeEmail('Anna.Muster@Praxis.CH')).toBe('anna.muster@praxis.ch');
  });
});
