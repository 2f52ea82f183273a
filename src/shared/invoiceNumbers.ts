/**
 * Wording §5: the invoice start number must not be below the current highest number; it may
 * carry the year ("2025-0001"). The next number must lie above the highest issued one, or the
 * next invoice would repeat a number. The settings page checks it before sending, the server
 * (PATCH …/centreSetting) again.
 */

const YEAR_FORM = /^((?:19|20)\d{2})[-/.](\d{1,8})$/;

/** [series, sequence] of an invoice number; null when it is neither digits nor year-prefixed. */
function parts(number: string): [string, bigint] | null {
  const t = number.trim();
  if (/^\d{1,12}$/.test(t)) return ['', BigInt(t)];
  const m = YEAR_FORM.exec(t);
  return m ? [m[1], BigInt(m[2])] : null;
}

/** True when `next` would not come after `highest` (same series); unknown forms are left to the server. */
export function isNotAboveHighest(next: string, highest: string | null): boolean {
  if (!highest) return false;
  const a = parts(next);
  const b = parts(highest);
  if (!a || !b || a[0] !== b[0]) return false;
  return a[1] <= b[1];
}
