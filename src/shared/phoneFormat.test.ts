import { formatPhone } from './phoneFormat';

describe('phone numbers as shown (issue 13)', () => {
  it('shows Swiss numbers of a Swiss practice nationally, however they were typed', () => {
    for (const typed of ['+41 76 555 12 34', '+41765551234', '0041 76 555 12 34', '076 555 12 34', '0765551234']) {
      expect([typed, formatPhone(typed, '+41', 'CH')]).toEqual([typed, '076 555 12 34']);
    }
  });

  it('shows numbers of other countries internationally', () => {
    expect(formatPhone('030 1234567', '+49', 'CH')).toBe('+49 30 1234567');
    expect(formatPhone('+41 76 555 12 34', '+41', 'DE')).toBe('+41 76 555 12 34');
    expect(formatPhone('+49 30 1234567', '+41', 'DE')).toBe('030 1234567');
  });

  it('leaves text that is no number as it is', () => {
    expect(formatPhone('nur abends', '+41', 'CH')).toBe('nur abends');
    expect(formatPhone('  ', '+41', 'CH')).toBe('');
  });
});
