import fc from 'fast-check';
import { invoiceStartNumberError, isNotAboveHighest, nextInvoiceNumber, seriesPattern, settingFreeing } from './invoiceNumbers';

const settings = (next: string, prefix = 'RE-') => ({ invoiceNumberPrefix: prefix, invoiceNumberNext: next });

describe('the next invoice number (wording §5, behaviour §4)', () => {
  it('is prefix + next number, and the setting goes up by one keeping its width', () => {
    expect(nextInvoiceNumber(settings('0042'), null)).toEqual({ number: 'RE-0042', nextSetting: '0043' });
    expect(nextInvoiceNumber(settings('0099', ''), '0098')).toEqual({ number: '0099', nextSetting: '0100' });
    expect(nextInvoiceNumber(settings('9999', ''), null)).toEqual({ number: '9999', nextSetting: '10000' });
  });

  it('carries a year prefix', () => {
    expect(nextInvoiceNumber(settings('2026-0009', ''), '2026-0008')).toEqual({ number: '2026-0009', nextSetting: '2026-0010' });
    expect(nextInvoiceNumber(settings('2026/0009'), 'RE-2026/0011')).toEqual({ number: 'RE-2026/0012', nextSetting: '2026/0013' });
    // Another year's highest does not hold this year's series back.
    expect(nextInvoiceNumber(settings('2027-0001', ''), '2026-0420')).toEqual({ number: '2027-0001', nextSetting: '2027-0002' });
  });

  it('never issues a number at or below the highest issued one', () => {
    expect(nextInvoiceNumber(settings('0042'), 'RE-0050')).toEqual({ number: 'RE-0051', nextSetting: '0052' });
    expect(nextInvoiceNumber(settings('0042'), '0042')).toEqual({ number: 'RE-0043', nextSetting: '0044' });
  });

  it('does not count up a number that is not numeric', () => {
    expect(nextInvoiceNumber(settings('A'), 'RE-0050')).toEqual({ number: 'RE-A', nextSetting: 'A' });
  });

  it('issues strictly rising, unique numbers run after run', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 1e9 }), fc.option(fc.integer({ min: 0, max: 1e9 })), fc.integer({ min: 1, max: 30 }), (start, highest, runs) => {
        let s = settings(String(start).padStart(4, '0'));
        let last: string | null = highest === null ? null : `RE-${highest}`;
        const seen = new Set<string>();
        for (let i = 0; i < runs; i += 1) {
          const issued = nextInvoiceNumber(s, last);
          const value = BigInt(issued.number.slice(3));
          if (last) expect(value > BigInt(last.slice(3))).toBe(true);
          expect(seen.has(issued.number)).toBe(false);
          seen.add(issued.number);
          expect(invoiceStartNumberError(issued.nextSetting, issued.number.slice(3))).toBeNull();
          s = settings(issued.nextSetting);
          last = issued.number;
        }
      }),
    );
  });
});

describe('a start number set by the user', () => {
  it('must lie above the current highest number of its series', () => {
    expect(invoiceStartNumberError('0042', '0041')).toBeNull();
    expect(invoiceStartNumberError('0041', '0041')).toBe('invoiceStartNumberTooLow');
    expect(invoiceStartNumberError('2026-0001', '2026-0007')).toBe('invoiceStartNumberTooLow');
    expect(invoiceStartNumberError('2027-0001', '2026-0007')).toBeNull();
    expect(invoiceStartNumberError('12', null)).toBeNull();
    fc.assert(fc.property(fc.bigInt({ min: 0n, max: 10n ** 11n }), fc.bigInt({ min: 1n, max: 10n ** 11n }), (a, b) => expect(isNotAboveHighest(String(a), String(b))).toBe(a <= b)));
  });
});

describe('the series of a setting and freeing the last number', () => {
  const matches = (s: ReturnType<typeof settings>, n: string) => new RegExp(seriesPattern(s) as string).test(n);

  it('matches the numbers of the same series only', () => {
    expect(matches(settings('0042'), 'RE-0007')).toBe(true);
    expect(matches(settings('0042'), 'RE-2026-0007')).toBe(false);
    expect(matches(settings('0042'), 'XY-0007')).toBe(false);
    expect(matches(settings('2026-0009', ''), '2026-0123')).toBe(true);
    expect(matches(settings('2026-0009', ''), '2025-0123')).toBe(false);
    expect(matches(settings('2026-0009', ''), '2026/0123')).toBe(false);
    expect(matches(settings('1', 'R.'), 'R.5')).toBe(true);
    expect(matches(settings('1', 'R.'), 'RX5')).toBe(false);
    expect(seriesPattern(settings('A'))).toBeNull();
  });

  it('frees a number only when it is the last one issued', () => {
    expect(settingFreeing(settings('0043'), 'RE-0042')).toBe('0042');
    expect(settingFreeing(settings('0043'), 'RE-0041')).toBeNull();
    expect(settingFreeing(settings('0043'), 'XY-0042')).toBeNull();
    expect(settingFreeing(settings('2026-0010', ''), '2026-0009')).toBe('2026-0009');
    expect(settingFreeing(settings('2026-0010', ''), '2025-0009')).toBeNull();
    expect(settingFreeing(settings('A'), 'RE-A')).toBeNull();
  });

  it('undoes exactly one issue: issuing after freeing gives the same number again', () => {
    fc.assert(
      fc.property(fc.oneof(fc.integer({ min: 1, max: 99_999 }), fc.constant(99_999), fc.constant(9)), fc.constantFrom('', 'RE-', '2026-'), (n, prefix) => {
        const s = settings(String(n).padStart(5, '0'), prefix);
        const issued = nextInvoiceNumber(s, null);
        const freed = settingFreeing({ ...s, invoiceNumberNext: issued.nextSetting }, issued.number);
        expect(freed).toBe(s.invoiceNumberNext);
        expect(new RegExp(seriesPattern(s) as string).test(issued.number)).toBe(true);
      }),
    );
  });
});
