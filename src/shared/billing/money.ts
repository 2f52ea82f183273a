/**
 * Invoice money is integer Rappen (cents). Anything finer (VAT shares) is kept as an exact
 * fraction of Rappen in bigint, so sums never drift, and is rounded once, at the end
 * (behaviour.md §9): CHF totals to 0.05 — the smallest coin, commercial rounding, a half
 * (x.025) goes up (swiss-billing.md §5.1) — other currencies to the cent, half to even.
 */

export const INVOICE_CURRENCIES = ['CHF', 'EUR'] as const;
export type InvoiceCurrency = (typeof INVOICE_CURRENCIES)[number];

/** num / den Rappen, den > 0. */
export interface RappenFraction {
  num: bigint;
  den: bigint;
}

export const wholeRappen = (rappen: number): RappenFraction => ({ num: BigInt(assertRappen(rappen)), den: 1n });

/** Integer Rappen within the safe range; anything else is a programming error, not user input. */
export function assertRappen(value: number): number {
  if (!Number.isSafeInteger(value)) throw new RangeError(`not an integer amount of Rappen: ${value}`);
  return value;
}

export function addFractions(a: RappenFraction, b: RappenFraction): RappenFraction {
  if (a.den === b.den) return { num: a.num + b.num, den: a.den };
  return { num: a.num * b.den + b.num * a.den, den: a.den * b.den };
}

/** Floor division and remainder with 0 ≤ r < den (bigint `/` truncates towards zero). */
function floorDivMod(num: bigint, den: bigint): [bigint, bigint] {
  let q = num / den;
  let r = num - q * den;
  if (r < 0n) {
    q -= 1n;
    r += den;
  }
  return [q, r];
}

/** Nearest integer; an exact half goes to the even neighbour (banker's rounding). */
export function roundHalfEven({ num, den }: RappenFraction): number {
  const [q, r] = floorDivMod(num, den);
  const twice = 2n * r;
  const up = twice > den || (twice === den && q % 2n !== 0n);
  return Number(up ? q + 1n : q);
}

/** Nearest integer; an exact half goes away from zero (commercial rounding, symmetric for credits). */
export function roundHalfAwayFromZero({ num, den }: RappenFraction): number {
  const negative = num < 0n;
  const [q, r] = floorDivMod(negative ? -num : num, den);
  const result = 2n * r >= den ? q + 1n : q;
  return Number(negative ? -result : result);
}

/** The amount a total is rounded to, in Rappen: 5 for CHF, 1 (the cent) for other currencies. */
export const roundingStep = (currency: InvoiceCurrency | string): number => (currency === 'CHF' ? 5 : 1);

/** A total in the currency's rounding (behaviour.md §9). */
export function roundTotal(currency: InvoiceCurrency | string, amount: RappenFraction | number): number {
  const exact = typeof amount === 'number' ? wholeRappen(amount) : amount;
  if (currency !== 'CHF') return roundHalfEven(exact);
  return roundHalfAwayFromZero({ num: exact.num, den: exact.den * 5n }) * 5;
}

/** "1994.75" — the QR-bill amount field's form (two decimals, point, no separators). */
export function rappenToDecimal(rappen: number): string {
  assertRappen(rappen);
  const sign = rappen < 0 ? '-' : '';
  const abs = Math.abs(rappen);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
}
