/**
 * Statutory VAT rates of Switzerland and Liechtenstein (one VAT area by treaty), by period
 * (reference/swiss-billing.md §5.2): the rate that applies is the one valid on the service date,
 * so each rate keeps its earlier period under the same code.
 */
export const STATUTORY_COUNTRIES = ['CH', 'LI'] as const;
export type StatutoryCountry = (typeof STATUTORY_COUNTRIES)[number];

export const STATUTORY_KINDS = ['normal', 'reduced', 'special'] as const;
export type StatutoryKind = (typeof STATUTORY_KINDS)[number];

export interface StatutoryPeriod {
  kind: StatutoryKind;
  /** Percent. */
  rate: number;
  validFrom: string;
  validUntil?: string;
}

/** Since 1.1.2018 (7.7 / 2.5 / 3.7) and since 1.1.2024 (8.1 / 2.6 / 3.8). */
const CH_LI: StatutoryPeriod[] = [
  { kind: 'normal', rate: 7.7, validFrom: '2018-01-01', validUntil: '2023-12-31' },
  { kind: 'normal', rate: 8.1, validFrom: '2024-01-01' },
  { kind: 'reduced', rate: 2.5, validFrom: '2018-01-01', validUntil: '2023-12-31' },
  { kind: 'reduced', rate: 2.6, validFrom: '2024-01-01' },
  { kind: 'special', rate: 3.7, validFrom: '2018-01-01', validUntil: '2023-12-31' },
  { kind: 'special', rate: 3.8, validFrom: '2024-01-01' },
];

export const STATUTORY_RATES: Record<StatutoryCountry, StatutoryPeriod[]> = { CH: CH_LI, LI: CH_LI };

/** The code that groups one kind's periods, e.g. `CH-normal`; services refer to rates by code. */
export const statutoryCode = (country: StatutoryCountry, kind: StatutoryKind) => `${country}-${kind}`;
