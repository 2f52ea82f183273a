/**
 * Turns spreadsheet rows into contact bodies on the wire (spec §5): empty cells dropped, address
 * parts grouped under Address, values converted per field, phone numbers normalised with the
 * row's country code, and "Bahnhofstrasse 12" split into street and house number when the file
 * has no separate number.
 */
import type { ImportRowError } from '../../../shared/api/contactImport';
import { convertCell, normalizePhone } from './convert';
import type { ColumnFields } from './mapping';
import { isEmptyCell, type SheetRow } from './sheet';

export type ContactBody = Record<string, unknown> & { Address?: Record<string, unknown> };

export interface PreparedRow {
  row: number;
  body: ContactBody;
  errors: ImportRowError[];
}

/** "Bahnhofstrasse 12a" → ["Bahnhofstrasse", "12a"]; "12 rue du Lac" → ["rue du Lac", "12"]. */
export function splitStreet(text: string): [string, string] | null {
  const trailing = /^(.*\D)[\s,]+(\d{1,5}\s?[a-zA-Z]?(?:[-/]\d{1,5}[a-zA-Z]?)?)$/.exec(text.trim());
  if (trailing && /[a-zA-Z\u00c0-\u024f]{2}/.test(trailing[1])) return [trailing[1].trim().replace(/,$/, ''), trailing[2].replace(/\s/g, '')];
  const leading = /^(\d{1,5}[a-zA-Z]?),?\s+(\D.*)$/.exec(text.trim());
  if (leading) return [leading[2].trim(), leading[1]];
  return null;
}

function normalizePhones(body: ContactBody): void {
  // The row's code wins; otherwise the first number written internationally sets it.
  let code = typeof body.countryPhone === 'string' ? body.countryPhone : undefined;
  for (const field of ['phone', 'homeNumber']) {
    const text = body[field];
    if (typeof text !== 'string') continue;
    const n = normalizePhone(text, code);
    // Written for another country than the row's code: kept as written, the phone rule reports it.
    if (n.countryPhone && code && n.countryPhone !== code) continue;
    body[field] = n.phone;
    if (n.countryPhone && !code) body.countryPhone = code = n.countryPhone;
  }
}

export function prepareRow(sheetRow: SheetRow, columns: ColumnFields, date1904: boolean): PreparedRow {
  const body: ContactBody = {};
  const errors: ImportRowError[] = [];
  for (const [index, field] of columns) {
    const cell = sheetRow.cells[index];
    if (isEmptyCell(cell)) continue;
    const converted = convertCell(field, cell, date1904);
    if ('error' in converted) {
      errors.push({ row: sheetRow.row, field: field.name, code: converted.error });
      continue;
    }
    if (converted.value === undefined) continue;
    if (field.path.length === 2) {
      const group = (body[field.path[0]] ??= {}) as Record<string, unknown>;
      group[field.path[1]] = converted.value;
    } else body[field.name] = converted.value;
  }
  normalizePhones(body);
  const address = body.Address;
  if (address && typeof address.street === 'string' && address.building === undefined) {
    const split = splitStreet(address.street);
    if (split) [address.street, address.building] = split;
  }
  return { row: sheetRow.row, body, errors };
}
