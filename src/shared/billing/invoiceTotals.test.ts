import fc from 'fast-check';
import { STATUTORY_RATES, statutoryCode } from '../vat/statutoryRates';
import { roundHalfEven } from './money';
import { BillingRuleError, invoiceTotals, type BillingLineInput, type VatMode } from './invoiceTotals';
import { vatRateOn, type VatRatePeriod } from './vatRates';

const rates: VatRatePeriod[] = STATUTORY_RATES.CH.map((p) => ({ ...p, code: statutoryCode('CH', p.kind) }));
const NORMAL = 'CH-normal';

describe('VAT rate valid on the service date', () => {
  it('picks 7.7 % up to 31.12.2023 and 8.1 % from 1.1.2024 under the same code', () => {
    expect(vatRateOn(rates, NORMAL, '2023-12-31')?.rate).toBe(7.7);
    expect(vatRateOn(rates, NORMAL, '2024-01-01')?.rate).toBe(8.1);
    expect(vatRateOn(rates, 'CH-reduced', '2026-11-26')?.rate).toBe(2.6);
    expect(vatRateOn(rates, NORMAL, '2017-12-31')).toBeNull();
  });
});

describe('invoice totals', () => {
  const acrossTheChange: BillingLineInput[] = [
    { serviceDate: '2023-12-20', unitPrice: 12000, quantity: 1, vatCode: NORMAL },
    { serviceDate: '2024-01-10', unitPrice: 1000, quantity: 12, vatCode: NORMAL },
    { serviceDate: '2024-01-10', unitPrice: 3790, quantity: 1 }, // exempt treatment
  ];

  it('shows an invoice spanning the 2024 rate change per rate, VAT added on top', () => {
    const t = invoiceTotals({ currency: 'CHF', vatMode: 'exclusive', lines: acrossTheChange, vatRates: rates });
    expect(t.vatByRate).toEqual([
      { code: NORMAL, rate: 7.7, net: 12000, vat: 924, gross: 12924 },
      { code: NORMAL, rate: 8.1, net: 12000, vat: 972, gross: 12972 },
    ]);
    expect(t.lines.map((l) => [l.amount, l.vatRate, l.vat])).toEqual([
      [12000, 7.7, 924],
      [12000, 8.1, 972],
      [3790, null, 0],
    ]);
    // 120.00 + 120.00 + 37.90 + 9.24 + 9.72 = 296.86 → 296.85
    expect([t.totalNet, t.totalVat, t.totalGross, t.rounding, t.totalDue]).toEqual([27790, 1896, 29686, -1, 29685]);
  });

  it('takes the VAT out of prices that include it', () => {
    const t = invoiceTotals({ currency: 'CHF', vatMode: 'inclusive', lines: acrossTheChange, vatRates: rates });
    // 120 × 7.7/107.7 = 8.579… ; 120 × 8.1/108.1 = 8.991…
    expect(t.vatByRate.map((v) => [v.rate, v.net, v.vat])).toEqual([
      [7.7, 11142, 858],
      [8.1, 11101, 899],
    ]);
    expect([t.totalGross, t.totalVat, t.totalDue]).toEqual([27790, 1757, 27790]);
  });

  it('rounds EUR totals to the cent only', () => {
    const t = invoiceTotals({ currency: 'EUR', vatMode: 'exclusive', lines: [{ serviceDate: '2024-03-01', unitPrice: 1234, quantity: 1, vatCode: NORMAL }], vatRates: rates });
    expect([t.totalVat, t.totalDue, t.rounding]).toEqual([100, 1334, 0]); // 99.954 → 100
  });

  it('refuses a line whose VAT code has no rate on its date', () => {
    const call = () => invoiceTotals({ currency: 'CHF', vatMode: 'exclusive', lines: [{ serviceDate: '2017-06-01', unitPrice: 100, quantity: 1, vatCode: NORMAL }], vatRates: rates });
    expect(call).toThrow(BillingRuleError);
    expect(call).toThrow(/vatRateMissing/);
  });

  const line = fc.record({
    serviceDate: fc.constantFrom('2019-05-01', '2023-12-31', '2024-01-01', '2026-11-26'),
    unitPrice: fc.integer({ min: 0, max: 5_000_000 }),
    quantity: fc.integer({ min: 1, max: 48 }),
    vatCode: fc.constantFrom(NORMAL, 'CH-reduced', 'CH-special', null),
  });
  const arb = fc.record({ lines: fc.array(line, { maxLength: 30 }), mode: fc.constantFrom<VatMode>('inclusive', 'exclusive'), currency: fc.constantFrom('CHF' as const, 'EUR' as const) });

  it('adds up exactly, whatever the order of the lines', () => {
    fc.assert(
      fc.property(arb, fc.integer(), ({ lines, mode, currency }, seed) => {
        const t = invoiceTotals({ currency, vatMode: mode, lines, vatRates: rates });
        const amounts = lines.reduce((s, l) => s + l.unitPrice * l.quantity, 0);
        expect(t.totalGross).toBe(mode === 'exclusive' ? amounts + t.totalVat : amounts);
        expect(t.totalNet + t.totalVat).toBe(t.totalGross);
        expect(t.vatByRate.reduce((s, v) => s + v.net + v.vat, 0) + t.lines.filter((l) => !l.vatCode).reduce((s, l) => s + l.amount, 0)).toBe(t.totalGross);
        expect(t.totalDue - t.rounding).toBe(t.totalGross);
        expect(Math.abs(t.rounding)).toBeLessThanOrEqual(currency === 'CHF' ? 2 : 0);
        // Per-line VAT is for display: the per-rate figure differs from their sum by less than half a cent per line.
        expect(Math.abs(t.totalVat - t.lines.reduce((s, l) => s + l.vat, 0))).toBeLessThanOrEqual(lines.length / 2);
        const shuffled = [...lines].sort((a, b) => ((a.unitPrice * 31 + a.quantity + seed) % 7) - ((b.unitPrice * 31 + b.quantity + seed) % 7)).reverse();
        const u = invoiceTotals({ currency, vatMode: mode, lines: shuffled, vatRates: rates });
        expect([u.vatByRate, u.totalVat, u.totalDue]).toEqual([t.vatByRate, t.totalVat, t.totalDue]);
      }),
    );
  });

  it('rounds VAT once per rate from the exact sum', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 999_999 }), { minLength: 1, maxLength: 20 }), (prices) => {
        const t = invoiceTotals({ currency: 'CHF', vatMode: 'exclusive', lines: prices.map((p) => ({ serviceDate: '2025-01-01', unitPrice: p, quantity: 1, vatCode: NORMAL })), vatRates: rates });
        const sum = prices.reduce((s, p) => s + p, 0);
        expect(t.totalVat).toBe(roundHalfEven({ num: BigInt(sum) * 8100n, den: 100_000n }));
      }),
    );
  });

  it('is idempotent: a total billed again as one exempt line is due unchanged', () => {
    fc.assert(
      fc.property(arb, ({ lines, mode, currency }) => {
        const { totalDue } = invoiceTotals({ currency, vatMode: mode, lines, vatRates: rates });
        expect(invoiceTotals({ currency, vatMode: mode, lines: [{ serviceDate: '2025-01-01', unitPrice: totalDue, quantity: 1 }], vatRates: rates }).totalDue).toBe(totalDue);
      }),
    );
  });
});
