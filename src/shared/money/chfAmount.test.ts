import fc from 'fast-check';
import { parseChfAmount } from './chfAmount';
import { bookedPrice } from './servicePrice';

describe('amounts typed in francs', () => {
  it('takes the Swiss whole-franc forms "10.–" and "10.-" as 10.00 (issue 13)', () => {
    expect(parseChfAmount('10.–')).toBe(1000);
    expect(parseChfAmount('10.-')).toBe(1000);
    expect(parseChfAmount(' 1’250.– ')).toBe(125000);
    expect(parseChfAmount('95.50')).toBe(9550);
    expect(parseChfAmount('95,5')).toBe(9550);
    expect(parseChfAmount('120')).toBe(12000);
  });

  it('refuses what is not an amount', () => {
    for (const text of ['zehn', '10.5.0', '10.–5', '1.234', '-', '.–', '10..-']) expect([text, parseChfAmount(text)]).toEqual([text, null]);
    expect(parseChfAmount('')).toBeUndefined();
  });

  it('reads back every amount it prints', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 2_000_000_000 }), (rappen) => {
        expect(parseChfAmount((rappen / 100).toFixed(2))).toBe(rappen);
        if (rappen % 100 === 0) expect(parseChfAmount(`${rappen / 100}.–`)).toBe(rappen);
      }),
    );
  });
});

describe('price of a service as booked', () => {
  it('is the unit price times the units billed', () => {
    expect(bookedPrice({ ppu: 1000, count: 12 })).toBe(12000);
    fc.assert(fc.property(fc.integer({ min: 0, max: 1_000_000 }), (ppu) => expect(bookedPrice({ ppu, count: 1 })).toBe(ppu)));
    expect(bookedPrice({ ppu: 1000, count: undefined })).toBe(1000);
  });
});
