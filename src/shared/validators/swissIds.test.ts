import { businessNumberError, gs1CheckDigit, isValidGln, isValidUid, isValidZsr } from './swissIds';

describe('ZSR', () => {
  it.each(['A123456', 'Z000000', 'A000000', ''])('accepts %p', (v) => expect(isValidZsr(v)).toBe(true));
  it.each(['a123456', 'A12345', 'A1234567', 'AB12345', '1234567', ' A123456'])('rejects %p', (v) => expect(isValidZsr(v)).toBe(false));
});

describe('GLN (GS1 mod 10)', () => {
  it.each(['7601003002751', '2005555555003', '2006666666008', ''])('accepts %p', (v) => expect(isValidGln(v)).toBe(true));
  it.each(['7601003002752', '760100300275', '76010030027510', '760100300275a'])('rejects %p', (v) => expect(isValidGln(v)).toBe(false));
  it('computes the AHV check digit with the same algorithm (756.9217.0769.85)', () => {
    expect(gs1CheckDigit('756921707698')).toBe(5);
  });
});

describe('UID', () => {
  it.each(['CHE-123.456.788', 'CHE-109.322.551', 'CHE-109.322.551 MWST', 'CHE-109.322.551 HR', ''])('accepts %p', (v) => expect(isValidUid(v)).toBe(true));
  it.each(['CHE-123.456.789', 'CHE123456788', 'che-123.456.788', 'CHE-123.456.78', 'CHE-109.322.551 VAT'])('rejects %p', (v) => expect(isValidUid(v)).toBe(false));
});

describe('businessNumberError', () => {
  it('names the failing rule per entry type', () => {
    expect(businessNumberError('ZSR', 'X1')).toBe('invalidZsr');
    expect(businessNumberError('ZSRKVG', 'B654321')).toBeNull();
    expect(businessNumberError('GLN', '7601003002752')).toBe('invalidGln');
    expect(businessNumberError('UID', 'CHE-123.456.789')).toBe('invalidUid');
    expect(businessNumberError('NIF', 'anything')).toBeNull();
  });
});
