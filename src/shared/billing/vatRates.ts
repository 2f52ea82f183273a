/**
 * The VAT rate of a line is the one valid on the date the service was given, not the invoice
 * date (swiss-billing.md §5.2): a centre's rates (vatRate records, or the statutory periods of
 * src/shared/vat) keep their earlier periods under the same code.
 */

export interface VatRatePeriod {
  code: string;
  /** Percent, e.g. 8.1; at most three decimals (vatRate.schema.json scale 3). */
  rate: number;
  /** YYYY-MM-DD, inclusive. */
  validFrom: string;
  /** YYYY-MM-DD, inclusive; open-ended when absent. */
  validUntil?: string | null;
}

/** The period of `code` that covers `date` (YYYY-MM-DD); null when none does. */
export function vatRateOn(rates: readonly VatRatePeriod[], code: string, date: string): VatRatePeriod | null {
  const day = date.slice(0, 10);
  return rates.find((r) => r.code === code && r.validFrom <= day && (!r.validUntil || day <= r.validUntil)) ?? null;
}

/** A percent as an integer in thousandths (8.1 → 8100), so VAT shares are exact fractions. */
export function milliPercent(rate: number): number {
  const m = Math.round(rate * 1000);
  if (!(rate >= 0 && rate <= 100) || Math.abs(m - rate * 1000) > 1e-6) throw new RangeError(`VAT rate with more than three decimals or outside 0–100: ${rate}`);
  return m;
}
