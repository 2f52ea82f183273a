import { formatIban, isQrIban, isValidIban, normalizeIban } from './iban';

describe('IBAN', () => {
  it.each(['CH4431999123000889012', 'CH5800791123000889012', 'CH9300762011623852957', 'ch93 0076 2011 6238 5295 7', 'DE89370400440532013000'])(
    'accepts %p',
    (v) => expect(isValidIban(v)).toBe(true),
  );

  it.each([
    ['a wrong check sum', 'CH9300762011623852958'],
    ['a wrong length for CH', 'CH930076201162385295'],
    ['an unknown country', 'XX9300762011623852957'],
    ['text', 'not an iban'],
    ['empty', ''],
  ])('rejects %s', (_label, v) => expect(isValidIban(v)).toBe(false));

  it('normalises and formats for print', () => {
    expect(normalizeIban(' ch44 3199 9123 0008 8901 2 ')).toBe('CH4431999123000889012');
    expect(formatIban('CH4431999123000889012')).toBe('CH44 3199 9123 0008 8901 2');
  });

  it('tells QR-IBANs (IID 30000-31999) from normal ones', () => {
    expect(isQrIban('CH4431999123000889012')).toBe(true);
    expect(isQrIban('CH5800791123000889012')).toBe(false);
  });
});
