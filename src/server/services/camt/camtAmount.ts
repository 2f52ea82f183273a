/**
 * ISO 20022 amounts (ActiveOrHistoricCurrencyAndAmount: up to 18 digits, 5 of them decimals) as
 * exact integers of the currency's minor unit. Decimal text is read digit by digit (bigint), never
 * through a float. Finer digits than the minor unit are rounded half up and flagged `exact: false`.
 */
import { CamtError } from './camtError';
import type { CamtAmount } from './camtModel';
import { attribute, ownText } from './xmlTree';
import type { XmlElement } from './safeXml';

/** ISO 4217 currencies whose minor unit is not the cent. */
const MINOR_DIGITS: Record<string, number> = {
  BIF: 0, CLP: 0, DJF: 0, GNF: 0, ISK: 0, JPY: 0, KMF: 0, KRW: 0, PYG: 0, RWF: 0, UGX: 0, UYI: 0, VND: 0, VUV: 0, XAF: 0, XOF: 0, XPF: 0,
  BHD: 3, IQD: 3, JOD: 3, KWD: 3, LYD: 3, OMR: 3, TND: 3,
  CLF: 4, UYW: 4,
};

export const minorDigits = (currency: string): number => MINOR_DIGITS[currency] ?? 2;

const DECIMAL = /^(\d{1,18})(?:\.(\d{1,5}))?$/;

export function toAmount(decimal: string, currency: string, where = 'Amt'): CamtAmount {
  const m = DECIMAL.exec(decimal);
  if (!m || !/^[A-Z]{3}$/.test(currency)) throw new CamtError('camtInvalid', `${where}: ${decimal.slice(0, 30)} ${currency.slice(0, 5)}`);
  const digits = minorDigits(currency);
  const fraction = m[2] ?? '';
  const kept = fraction.slice(0, digits).padEnd(digits, '0');
  const dropped = fraction.slice(digits);
  let minor = BigInt(m[1] + kept);
  if (dropped !== '' && dropped[0] >= '5') minor += 1n;
  if (minor > BigInt(Number.MAX_SAFE_INTEGER)) throw new CamtError('camtInvalid', `${where}: too large`);
  return { minor: Number(minor), currency, decimal, exact: /^0*$/.test(dropped) };
}

/** An <Amt Ccy="CHF">12.50</Amt> element; null when absent. */
export function amountOf(node: XmlElement | null, where: string): CamtAmount | null {
  if (!node) return null;
  return toAmount(ownText(node) ?? '', attribute(node, 'Ccy') ?? '', where);
}
