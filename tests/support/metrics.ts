/**
 * One line per measured figure in test-results/metrics.jsonl (security plan §4 conventions):
 * {id, figure, value, threshold, pass, db}. `npm test` empties the file first and prints the
 * lines as a table at the end, so every run shows what the security tests measured.
 */
import fs from 'node:fs';
import path from 'node:path';

export interface Metric {
  /** The test-plan id, e.g. "A1" or "B8". */
  id: string;
  /** What the value counts, in words, e.g. "cross-tenant requests leaked". */
  figure: string;
  value: number | string;
  /** The bound the value is checked against, in words, e.g. "= 0" or "≤ 10". */
  threshold?: string;
  pass: boolean;
  /** pglite or postgres, when the figure is per database. */
  db?: string;
}

const file = path.join(process.cwd(), 'test-results', 'metrics.jsonl');

/** Appends one line; O_APPEND keeps lines whole when jest workers write at the same time. */
export function recordMetric(metric: Metric): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.appendFileSync(file, `${JSON.stringify(metric)}\n`);
}
