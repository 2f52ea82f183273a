import fc from 'fast-check';
import { postcodeError } from './postcode';

describe('postcodes per country (issue 13)', () => {
  it('wants 4 digits in CH, LI and AT, 5 in DE, FR and IT', () => {
    expect(postcodeError('CH', '80O8')).toBe('invalidPostcode4');
    expect(postcodeError('CH', '8008')).toBeNull();
    expect(postcodeError('LI', '9490')).toBeNull();
    expect(postcodeError('AT', '10100')).toBe('invalidPostcode4');
    expect(postcodeError('DE', '8008')).toBe('invalidPostcode5');
    expect(postcodeError('DE', '01067')).toBeNull();
    expect(postcodeError('FR', '75001')).toBeNull();
    expect(postcodeError('IT', '0018')).toBe('invalidPostcode5');
    expect(postcodeError('ch', ' 3000 ')).toBeNull();
  });

  it('takes anything elsewhere, without a country, or when empty', () => {
    fc.assert(fc.property(fc.string(), (zip) => expect(postcodeError('NL', zip)).toBeNull()));
    fc.assert(fc.property(fc.string(), (zip) => expect(postcodeError('', zip)).toBeNull()));
    expect(postcodeError('CH', '')).toBeNull();
  });

  it('accepts exactly the right number of digits in a Swiss address', () => {
    fc.assert(fc.property(fc.stringMatching(/^\d{1,6}$/), (zip) => expect(postcodeError('CH', zip) === null).toBe(zip.length === 4)));
  });
});
