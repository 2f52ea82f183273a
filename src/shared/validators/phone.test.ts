import { SUPPORTED_PHONE_NUMBERS, checkPhone } from './phone';

describe('checkPhone', () => {
  it.each([
    ['+41', '079 123 45 67', '+41791234567', 'CH'],
    ['+41', '791234567', '+41791234567', 'CH'],
    ['+41', '+41 79 123 45 67', '+41791234567', 'CH'],
    ['+423', '234 56 78', '+4232345678', 'LI'],
    ['+49', '01511 2345678', '+4915112345678', 'DE'],
    ['+43', '0664 1234567', '+436641234567', 'AT'],
    ['+33', '06 12 34 56 78', '+33612345678', 'FR'],
    ['+39', '312 345 6789', '+393123456789', 'IT'],
  ])('accepts %s %s as %s (%s)', (cc, phone, e164, country) => {
    expect(checkPhone(cc, phone)).toEqual({ ok: true, e164, country, smsSupported: true });
  });

  it.each([
    ['too short for Switzerland', '+41', '12345'],
    ['a German number under the Swiss prefix', '+41', '+49 1511 2345678'],
    ['letters', '+41', 'call me'],
    ['empty', '+41', ''],
    ['a malformed prefix', '41', '791234567'],
    ['a prefix with letters', '+4a', '791234567'],
  ])('rejects %s', (_why, cc, phone) => {
    expect(checkPhone(cc, phone)).toEqual({ ok: false, code: 'invalidPhone' });
  });

  it('marks valid numbers outside the SMS countries as unsupported', () => {
    expect(checkPhone('+1', '201 555 0123')).toEqual({ ok: true, e164: '+12015550123', country: 'US', smsSupported: false });
  });

  it('lists the SMS countries with their prefixes', () => {
    expect(SUPPORTED_PHONE_NUMBERS).toEqual([
      { country: 'CH', countryPhone: '+41' },
      { country: 'LI', countryPhone: '+423' },
      { country: 'DE', countryPhone: '+49' },
      { country: 'AT', countryPhone: '+43' },
      { country: 'FR', countryPhone: '+33' },
      { country: 'IT', countryPhone: '+39' },
    ]);
  });
});
