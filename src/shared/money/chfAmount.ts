/**
 * Amounts typed in francs, as Swiss people write them: "95.50", "95,5", "1'250.00", and whole
 * francs as "10.–" or "10.-" (the dash stands for the zero Rappen).
 */

/** Rappen of a typed amount; undefined when empty, null when the text is not an amount. */
export function parseChfAmount(text: string): number | null | undefined {
  const t = text.trim().replace(/[’'\s]/g, '');
  if (t === '') return undefined;
  const m = /^(\d+)(?:[.,](\d{1,2})?|[.,][–-])?$/.exec(t);
  if (!m) return null;
  const cents = (m[2] ?? '').padEnd(2, '0');
  return Number(m[1]) * 100 + Number(cents);
}
