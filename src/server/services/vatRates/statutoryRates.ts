/**
 * "Add statutory rates": the statutory VAT periods of a country become VAT rates of the centre,
 * named in the caller's language and grouped by code (`CH-normal`, …). Periods the centre already
 * holds (same code, same start) are skipped, so the call can be repeated after a rate change; every
 * new rate goes through the VAT rules (overlapping periods of one code are refused) in one transaction.
 */
import { and, eq, sql } from 'drizzle-orm';
import type { Language } from '../../../shared/languages';
import { STATUTORY_RATES, statutoryCode, type StatutoryCountry } from '../../../shared/vat/statutoryRates';
import { translate } from '../../i18n';
import { bodyValidator } from '../../records/bodySchemas';
import { inRecordTransaction, type OperationContext } from '../../records/operations';
import type { WireRecord } from '../../records/rowMapping';

export interface StatutoryResult {
  created: WireRecord[];
  /** Periods the centre already had: `code` and `validFrom`. */
  skipped: { code: string; validFrom: string }[];
}

export async function addStatutoryRates(op: OperationContext, country: StatutoryCountry, language: Language): Promise<StatutoryResult> {
  const col = (name: string) => {
    const c = op.rt.columns.get(name);
    if (!c) throw new Error(`vatRate has no column ${name}`);
    return c;
  };
  return inRecordTransaction(op, async (tx, save) => {
    const existing = await tx
      .select({ code: col('code'), validFrom: col('validFrom') })
      .from(op.rt.table)
      .where(and(eq(op.rt.centreCol, op.centreId), sql`${col('code')} ilike ${`${country}-%`}`));
    const held = new Set(existing.map((r) => `${String(r.code).toLowerCase()}|${String(r.validFrom)}`));
    const result: StatutoryResult = { created: [], skipped: [] };
    for (const period of STATUTORY_RATES[country]) {
      const code = statutoryCode(country, period.kind);
      if (held.has(`${code.toLowerCase()}|${period.validFrom}`)) {
        result.skipped.push({ code, validFrom: period.validFrom });
        continue;
      }
      const body = {
        name: translate(language, `vat.statutory.names.${period.kind}`, { country }),
        code,
        rate: period.rate,
        type: 'standard',
        validFrom: period.validFrom,
        ...(period.validUntil ? { validUntil: period.validUntil } : {}),
        countryCode: country,
        available: true,
      };
      const checked = bodyValidator(op.rt.def, 'create')(body);
      if ('error' in checked) throw checked.error;
      result.created.push((await save({ body: checked.value })).record);
    }
    return result;
  });
}
