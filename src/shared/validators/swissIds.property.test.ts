/** Properties of the Swiss identifiers an invoice carries (GLN, ZSR, AHV; swiss-billing.md §2.4). */
import fc from 'fast-check';
import { normalizeGln, normalizeZsr } from '../businessNumbers';
import { formatAhv, isValidAhv } from './ahv';
import { gs1CheckDigit, isValidGln, isValidZsr } from './swissIds';

const twelveDigits = fc.stringMatching(/^[0-9]{12}$/);
const flip = (s: string, pos: number, delta: number) => s.slice(0, pos) + String((Number(s[pos]) + delta) % 10) + s.slice(pos + 1);

describe('GLN (EAN-13 check digit)', () => {
  it('accepts the check digit it computes and refuses any single wrong digit', () => {
    fc.assert(
      fc.property(twelveDigits, fc.nat(12), fc.integer({ min: 1, max: 9 }), (data, pos, delta) => {
        const gln = data + gs1CheckDigit(data);
        expect(isValidGln(gln)).toBe(true);
        expect(isValidGln(normalizeGln(`${gln.slice(0, 3)} ${gln.slice(3, 7)}.${gln.slice(7)}`))).toBe(true);
        expect(isValidGln(flip(gln, pos, delta))).toBe(false);
      }),
    );
  });
});

describe('AHV-13 (756 + EAN-13 check digit)', () => {
  it('takes 756 numbers with the right check digit, dotted or not, and nothing else', () => {
    expect(isValidAhv('756.9217.0769.85')).toBe(true);
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{9}$/), fc.nat(12), fc.integer({ min: 1, max: 9 }), (rest, pos, delta) => {
        const data = `756${rest}`;
        const ahv = data + gs1CheckDigit(data);
        expect(isValidAhv(ahv)).toBe(true);
        expect(isValidAhv(formatAhv(ahv))).toBe(true);
        expect(formatAhv(ahv)).toMatch(/^756\.\d{4}\.\d{4}\.\d{2}$/);
        expect(isValidAhv(flip(ahv, pos, delta))).toBe(false);
      }),
    );
    fc.assert(fc.property(twelveDigits.filter((d) => !d.startsWith('756')), (data) => expect(isValidAhv(data + gs1CheckDigit(data))).toBe(false)));
  });
});

describe('ZSR (letter + 6 digits)', () => {
  it('takes one capital letter and six digits, as typed with spaces and dots', () => {
    fc.assert(
      fc.property(fc.constantFrom(...'ABCDEFGHIJKLMNOPQRSTUVWXYZ'), fc.stringMatching(/^[0-9]{6}$/), (letter, digits) => {
        expect(isValidZsr(letter + digits)).toBe(true);
        expect(isValidZsr(normalizeZsr(`${letter.toLowerCase()} ${digits.slice(0, 4)}.${digits.slice(4)}`))).toBe(true);
        expect(isValidZsr(letter + digits.slice(1))).toBe(false);
        expect(isValidZsr(digits + letter)).toBe(false);
      }),
    );
  });
});
