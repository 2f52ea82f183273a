/**
 * Totals of an invoice from its lines: line amount = unit price × quantity (integer Rappen),
 * VAT per line from the rate valid on the service date, VAT per rate computed once from the
 * exact sum of its lines (so the order of lines never matters), and the total due rounded
 * per currency (money.ts). Prices either include VAT (what the client pays; the usual case for
 * a practice) or exclude it (VAT is added on top).
 */
import { addFractions, assertRappen, roundHalfEven, roundTotal, type InvoiceCurrency, type RappenFraction } from './money';
import { milliPercent, vatRateOn, type VatRatePeriod } from './vatRates';

export type VatMode = 'inclusive' | 'exclusive';

export interface BillingLineInput {
  /** YYYY-MM-DD the service was given; picks the VAT rate. */
  serviceDate: string;
  /** Rappen per unit (services' ppu). */
  unitPrice: number;
  /** Units billed (Tarif 590: 5-minute units), a positive integer. */
  quantity: number;
  /** Code of the VAT rate; empty/absent for none (exempt treatments). */
  vatCode?: string | null;
}

export interface BillingLine extends BillingLineInput {
  /** unitPrice × quantity, Rappen. */
  amount: number;
  /** Percent valid on the service date, null without VAT. */
  vatRate: number | null;
  /** This line's VAT share rounded to the cent, for display; the per-rate sum is authoritative. */
  vat: number;
}

export interface VatSummary {
  code: string;
  rate: number;
  /** Net amount the rate applies to, Rappen. */
  net: number;
  vat: number;
  /** net + vat. */
  gross: number;
}

export interface InvoiceTotals {
  currency: InvoiceCurrency;
  lines: BillingLine[];
  /** One entry per (code, rate), sorted by code then rate. */
  vatByRate: VatSummary[];
  totalNet: number;
  totalVat: number;
  /** Exact total before cash rounding. */
  totalGross: number;
  /** totalDue − totalGross (CHF 0.05 rounding); 0 for other currencies. */
  rounding: number;
  totalDue: number;
}

export const BILLING_RULE_ERRORS = ['vatRateMissing', 'invalidQuantity'] as const;

/** A rule the caller must turn into a 4xx (`code` is an errors.* key; detail fills its placeholders). */
export class BillingRuleError extends Error {
  constructor(
    readonly code: (typeof BILLING_RULE_ERRORS)[number],
    readonly detail: Record<string, string | number>,
  ) {
    super(`${code} ${JSON.stringify(detail)}`);
  }
}

interface RateGroup {
  code: string;
  rate: number;
  base: number;
  vatExact: RappenFraction;
}

function vatShare(amount: number, milli: number, mode: VatMode): RappenFraction {
  const a = BigInt(amount);
  const m = BigInt(milli);
  // exclusive: amount × r/100; inclusive: the part of a gross amount that is VAT, amount × r/(100 + r).
  return mode === 'exclusive' ? { num: a * m, den: 100_000n } : { num: a * m, den: 100_000n + m };
}

export function invoiceTotals(input: { currency: InvoiceCurrency; vatMode: VatMode; lines: readonly BillingLineInput[]; vatRates: readonly VatRatePeriod[] }): InvoiceTotals {
  const groups = new Map<string, RateGroup>();
  const lines = input.lines.map((line): BillingLine => {
    if (!Number.isSafeInteger(line.quantity) || line.quantity <= 0) throw new BillingRuleError('invalidQuantity', { quantity: line.quantity });
    const amount = assertRappen(assertRappen(line.unitPrice) * line.quantity);
    if (!line.vatCode) return { ...line, amount, vatRate: null, vat: 0 };
    const period = vatRateOn(input.vatRates, line.vatCode, line.serviceDate);
    if (!period) throw new BillingRuleError('vatRateMissing', { code: line.vatCode, date: line.serviceDate });
    const milli = milliPercent(period.rate);
    const share = vatShare(amount, milli, input.vatMode);
    const key = `${period.code}\u0000${milli}`;
    const group = groups.get(key) ?? { code: period.code, rate: period.rate, base: 0, vatExact: { num: 0n, den: share.den } };
    group.base += amount;
    group.vatExact = addFractions(group.vatExact, share);
    groups.set(key, group);
    return { ...line, amount, vatRate: period.rate, vat: roundHalfEven(share) };
  });

  const vatByRate = [...groups.values()]
    .sort((a, b) => (a.code === b.code ? a.rate - b.rate : a.code < b.code ? -1 : 1))
    .map((g): VatSummary => {
      const vat = roundHalfEven(g.vatExact);
      const net = input.vatMode === 'exclusive' ? g.base : g.base - vat;
      return { code: g.code, rate: g.rate, net, vat, gross: net + vat };
    });
  const linesSum = lines.reduce((s, l) => s + l.amount, 0);
  const totalVat = vatByRate.reduce((s, v) => s + v.vat, 0);
  const totalGross = input.vatMode === 'exclusive' ? linesSum + totalVat : linesSum;
  const totalDue = roundTotal(input.currency, totalGross);
  return { currency: input.currency, lines, vatByRate, totalNet: totalGross - totalVat, totalVat, totalGross, rounding: totalDue - totalGross, totalDue };
}
