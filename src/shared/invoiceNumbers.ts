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

/** `next` with its sequence replaced, same width and separator ("0099" → "0100", "2026/0009" → "2026/0010"). */
function withSequence(next: string, sequence: bigint): string {
  const [, head, digits] = /^(.*?)(\d+)$/.exec(next) as RegExpExecArray;
  return head + sequence.toString().padStart(digits.length, '0');
}

/** The highest issued number without the centre's prefix ("RE-0042" with prefix "RE-" → "0042"). */
function withoutPrefix(number: string, prefix: string): string {
  return prefix && number.startsWith(prefix) ? number.slice(prefix.length) : number;
}

export interface InvoiceNumbering {
  invoiceNumberPrefix: string;
  invoiceNumberNext: string;
}

export interface IssuedInvoiceNumber {
  /** The number printed on the invoice: prefix + sequence. */
  number: string;
  /** What invoiceNumberNext becomes after issuing it; unchanged when it is not numeric (behaviour §4). */
  nextSetting: string;
}

/**
 * The number the next invoice gets (wording §5, behaviour §4): prefix + next number, never at or
 * below the highest number already issued in the same series (a stale setting jumps past it),
 * and the setting goes up by one only when it is numeric (digits, or year-sequence).
 */
export function nextInvoiceNumber(settings: InvoiceNumbering, highestExisting: string | null): IssuedInvoiceNumber {
  const prefix = settings.invoiceNumberPrefix;
  const next = settings.invoiceNumberNext.trim();
  const own = parts(next);
  if (!own) return { number: prefix + next, nextSetting: next };
  const highest = highestExisting ? parts(withoutPrefix(highestExisting.trim(), prefix)) : null;
  const sequence = highest && highest[0] === own[0] && highest[1] >= own[1] ? highest[1] + 1n : own[1];
  return { number: prefix + withSequence(next, sequence), nextSetting: withSequence(next, sequence + 1n) };
}

/** Error code for a start number a user sets (settings page and PATCH …/centreSetting), or null. */
export function invoiceStartNumberError(next: string, highest: string | null): 'invoiceStartNumberTooLow' | null {
  return isNotAboveHighest(next, highest) ? 'invoiceStartNumberTooLow' : null;
}

/**
 * The series an invoice number of this setting belongs to, as a PostgreSQL regular expression on
 * the whole number (prefix included): plain digits, or the same year and separator. Null when the
 * setting is not numeric (such numbers are not counted, behaviour §4).
 */
export function seriesPattern(settings: InvoiceNumbering): string | null {
  const next = settings.invoiceNumberNext.trim();
  const own = parts(next);
  if (!own) return null;
  const prefix = settings.invoiceNumberPrefix.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  if (own[0] === '') return `^${prefix}[0-9]{1,12}$`;
  const separator = next.charAt(own[0].length).replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  return `^${prefix}${own[0]}${separator}[0-9]{1,8}$`;
}

/**
 * The setting that issues `number` again, when `number` is the last one this setting issued
 * (its sequence is the one just below next): deleting the newest invoice frees its number.
 * Null for any other number (a gap is never made), or when the setting is not numeric.
 */
export function settingFreeing(settings: InvoiceNumbering, number: string): string | null {
  const next = settings.invoiceNumberNext.trim();
  const own = parts(next);
  const sequence = withoutPrefix(number, settings.invoiceNumberPrefix);
  const issued = parts(sequence);
  if (!own || !issued || !number.startsWith(settings.invoiceNumberPrefix) || own[0] !== issued[0] || issued[1] + 1n !== own[1]) return null;
  // The number's own digits: "99999" stays "99999" although next grew to "100000".
  return sequence;
}
