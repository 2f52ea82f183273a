/**
 * Reads the expectations beside the public camt fixtures (../shared/fixtures/camt/*.json): dumps of
 * the PHP library genkgo/camt, one getter per key, objects already dumped replaced by
 * "__RECURSIVITY__". This maps them onto our model (camtModel.ts) so tests compare field by field.
 *
 * Deliberately not compared (genkgo models them, we do not or differently):
 * - the signs: genkgo signs amounts (negative for DBIT); we keep positive minor units + creditDebit;
 * - a transaction's CdtDbtInd: genkgo reports the entry's, we keep the transaction's own (the
 *   fixtures' CRDT transactions inside a DBIT entry), falling back to the entry's;
 * - party identifications in full (BEI, scheme names, issuers, birth date and place): we keep one
 *   identifier (BIC, else other id) and no birth data (not needed to match a payment);
 * - message recipient address/ids, original business query, contact details, country of residence;
 * - RemittanceInformation.getCreditorReferenceInformation (a genkgo shortcut; we compare the blocks);
 * - related agents' names (we keep the BICs);
 * - getRecords of the message: genkgo's dump of a multi-statement file lists only the last
 *   statement's entries in getEntries; the other statements are compared against the XML in the test.
 */
import fs from 'node:fs';

export type Json = null | boolean | number | string | Json[] | { [k: string]: Json };
export type Obj = { [k: string]: Json };

export const REC = '__RECURSIVITY__';

export const readExpectation = (file: string): Obj => JSON.parse(fs.readFileSync(file, 'utf8')) as Obj;

export function obj(v: Json | undefined): Obj | null {
  return v && typeof v === 'object' && !Array.isArray(v) ? v : null;
}

/** A list getter whose recursive marker stands for the singular getter beside it. */
export function listOf(o: Obj | null, plural: string, singular: string): Obj[] {
  const items = (o?.[plural] as Json[] | undefined) ?? [];
  return items.map((x) => (x === REC ? obj(o?.[singular]) : obj(x))).filter((x): x is Obj => x !== null);
}

/** genkgo Money: signed minor units and currency. */
export function money(v: Json | undefined): { signed: number; currency: string } | null {
  const m = obj(v);
  if (!m) return null;
  return { signed: Number(m.getAmount), currency: String(obj(m.getCurrency)?.getCode) };
}

/** DateTimeImmutable → ISO instant (UTC), or null. */
export function instant(v: Json | undefined): string | null {
  const d = obj(v);
  return d ? new Date(String(d['0'])).toISOString() : null;
}

/** Our date text (a date, or a date-time with or without offset) → the instant genkgo reports. */
export function ourInstant(value: string | null): string | null {
  if (value === null) return null;
  if (/^\d{4}-\d{2}-\d{2}$/.test(value)) return new Date(`${value}T00:00:00Z`).toISOString();
  return new Date(/(Z|[+-]\d{2}:\d{2})$/.test(value) ? value : `${value}Z`).toISOString();
}

export const BALANCE_TYPES: Record<string, string> = {
  OPBD: 'opening',
  PRCD: 'opening',
  OPAV: 'opening_available',
  CLBD: 'closing',
  CLAV: 'closing_available',
  FWAV: 'forward_available',
  INFO: 'information',
  ITAV: 'interim_available',
  ITBD: 'interim',
  XPCD: 'expected_credit',
};

/** genkgo gives '' where we give null (absent BIC, proprietary issuer). */
export const orNull = (v: Json | undefined): Json => (v === '' || v === undefined ? null : v);
