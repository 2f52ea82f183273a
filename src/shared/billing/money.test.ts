import fc from 'fast-check';
import { rappenToDecimal, roundHalfAwayFromZero, roundHalfEven, roundTotal } from './money';

const frac = (num: number, den: number) => ({ num: BigInt(num), den: BigInt(den) });

describe('CHF totals round to 0.05 (swiss-billing.md §5.1)', () => {
  it('follows the worked examples', () => {
    expect(roundTotal('CHF', 1932)).toBe(1930); // 19.32 → 19.30
    expect(roundTotal('CHF', 1787)).toBe(1785); // 17.87 → 17.85
    expect(roundTotal('CHF', 1788)).toBe(1790); // 17.88 → 17.90
    expect(roundTotal('CHF', frac(1025, 10))).toBe(105); // 1.025 → 1.05
    expect(roundTotal('CHF', frac(1074, 10))).toBe(105); // 1.074 → 1.05
    expect(roundTotal('CHF', frac(1075, 10))).toBe(110); // 1.075 → 1.10
    expect(roundTotal('CHF', frac(1024, 10))).toBe(100); // 1.024 → 1.00
    expect(roundTotal('CHF', -1788)).toBe(-1790); // a credit rounds like a debit
  });

  it('gives a multiple of 5 Rappen at most 2.5 Rappen away, and rounding twice changes nothing', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 100_000 }), (num, den) => {
        const r = roundTotal('CHF', frac(num, den));
        expect(r % 5 === 0).toBe(true);
        expect(Math.abs(r * den - num)).toBeLessThanOrEqual(2.5 * den);
        expect(roundTotal('CHF', r)).toBe(r);
      }),
    );
  });
});

describe('other currencies round to the cent, half to even (behaviour.md §9)', () => {
  it('sends exact halves to the even cent', () => {
    expect(roundTotal('EUR', frac(125, 10))).toBe(12); // 0.125 → 0.12
    expect(roundTotal('EUR', frac(135, 10))).toBe(14); // 0.135 → 0.14
    expect(roundTotal('EUR', frac(126, 10))).toBe(13);
    expect(roundTotal('EUR', frac(-25, 10))).toBe(-2);
    expect(roundTotal('EUR', 1787)).toBe(1787); // whole cents stay
    expect(roundHalfEven(frac(7, 2))).toBe(4);
    expect(roundHalfAwayFromZero(frac(-5, 2))).toBe(-3);
  });

  it('is within half a cent, idempotent, and never biased on halves', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), fc.integer({ min: 1, max: 100_000 }), (num, den) => {
        const r = roundTotal('EUR', frac(num, den));
        expect(Math.abs(r * den - num)).toBeLessThanOrEqual(den / 2);
        expect(roundTotal('EUR', r)).toBe(r);
      }),
    );
    fc.assert(fc.property(fc.integer({ min: -1e9, max: 1e9 }), (n) => expect(Math.abs(roundHalfEven(frac(2 * n + 1, 2)) % 2)).toBe(0)));
  });
});

describe('amount text of the QR-bill', () => {
  it('writes two decimals with a point', () => {
    expect(rappenToDecimal(199475)).toBe('1994.75');
    expect(rappenToDecimal(5)).toBe('0.05');
    expect(rappenToDecimal(-120)).toBe('-1.20');
    fc.assert(fc.property(fc.integer({ min: 0, max: 99_999_999_999 }), (r) => expect(Math.round(Number(rappenToDecimal(r)) * 100)).toBe(r)));
  });
});
