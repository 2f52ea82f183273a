/**
 * Cell → contact value, per field kind (spec §5): dates to ISO (dd.mm.yyyy, d.m.yy, yyyy-mm-dd,
 * Excel date cells and serial numbers), Swiss decimals to numbers ("72,5", "1'234.5"), enum
 * values from their labels in any language, country and canton codes, phone numbers normalised.
 * A value that cannot be converted gives an error code for the row.
 */
import { getCountryCallingCode, parsePhoneNumberFromString, type CountryCode } from 'libphonenumber-js/max';
import { LANGUAGES } from '../../../shared/languages';
import { translate } from '../../i18n';
import { CANTONS, type ImportField } from './fields';
import { normalizeHeader } from './headerMatching';
import { countryCode } from './countries';
import type { Cell } from './sheet';

export type Converted = { value: unknown } | { error: string };

/** Text that a spreadsheet would run as a formula (security plan C6); signed numbers and phone numbers are fine. */
export function looksLikeFormula(raw: string): boolean {
  if (/^[=@\t\r\0]/.test(raw) || /^\s*\n\s*=/.test(raw)) return true;
  return /^[+-]/.test(raw) && !/^[+-][\d\s().,'’/-]*$/.test(raw);
}

const pad = (n: number) => String(n).padStart(2, '0');

function isoDate(y: number, m: number, d: number): string | null {
  if (y < 1000 || y > 9999 || m < 1 || m > 12 || d < 1) return null;
  const date = new Date(Date.UTC(y, m - 1, d));
  if (date.getUTCMonth() !== m - 1 || date.getUTCDate() !== d) return null;
  return `${y}-${pad(m)}-${pad(d)}`;
}

const utcIso = (d: Date) => isoDate(d.getUTCFullYear(), d.getUTCMonth() + 1, d.getUTCDate());

/** Excel serial day number → ISO date (1900 system, or 1904). */
export function serialToIso(serial: number, date1904: boolean): string | null {
  if (!Number.isFinite(serial) || serial < 1 || serial > 2958465) return null;
  const epoch = date1904 ? Date.UTC(1904, 0, 1) : Date.UTC(1899, 11, 30);
  return utcIso(new Date(epoch + Math.floor(serial) * 86400000));
}

/** Two-digit years: up to this year's two digits → 20yy, else 19yy (birth dates lie in the past). */
function fullYear(y: string): number {
  if (y.length !== 2) return Number(y);
  const yy = Number(y);
  return yy <= new Date().getFullYear() % 100 ? 2000 + yy : 1900 + yy;
}

export function parseDateText(text: string): string | null {
  const t = text.trim();
  let m = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  m = /^(\d{1,2})[./-](\d{1,2})[./-](\d{4}|\d{2})$/.exec(t);
  if (m) return isoDate(fullYear(m[3]), Number(m[2]), Number(m[1]));
  m = /^(\d{4})[./](\d{1,2})[./](\d{1,2})$/.exec(t);
  if (m) return isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
  return null;
}

/** "72,5" "1'234.50" "1.234,5" "180 cm" → numbers. */
export function parseNumberText(text: string): number | null {
  let t = text.trim().replace(/\s*(cm|kg|m)\.?$/i, '').replace(/[\s'’]/g, '');
  const lastComma = t.lastIndexOf(',');
  const lastDot = t.lastIndexOf('.');
  if (lastComma >= 0 && lastDot >= 0) t = lastComma > lastDot ? t.replace(/\./g, '').replace(',', '.') : t.replace(/,/g, '');
  else if (lastComma >= 0) t = t.replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(t)) return null;
  return Number(t);
}

/** Labels that mean an enum value besides the translated ones. */
const ENUM_ALIASES: Record<string, Record<string, string[]>> = {
  sex: {
    Male: ['m', 'h', 'mann', 'maennlich', 'homme', 'masculin', 'maschio', 'male', 'man'],
    Female: ['w', 'f', 'frau', 'weiblich', 'femme', 'feminin', 'femmina', 'female', 'woman'],
    Other: ['d', 'x', 'divers', 'andere', 'autre', 'altro', 'other', 'diverse'],
  },
  salutation: {
    Mr: ['herr', 'hr', 'monsieur', 'm', 'mr', 'signor', 'signore', 'sig'],
    Mrs: ['frau', 'fr', 'madame', 'mme', 'signora', 'sigra', 'mrs'],
    Ms: ['ms', 'miss', 'mlle', 'mademoiselle', 'frl', 'fraulein', 'signorina'],
    Family: ['familie', 'fam', 'famille', 'famiglia', 'family'],
  },
  invoiceDispatch: { paper: ['post', 'poste', 'posta', 'brief', 'courrier'], digital: ['email', 'mail'] },
  bloodGroup: { '0+': ['o+', 'opos'], '0-': ['o-', 'oneg'] },
};

const enumMaps = new Map<string, Map<string, string>>();

function enumMap(field: ImportField): Map<string, string> {
  let map = enumMaps.get(field.name);
  if (map) return map;
  map = new Map();
  const values = field.enumValues ?? [];
  const put = (text: string, value: string) => {
    const key = field.name === 'bloodGroup' ? text.toLowerCase().replace(/\s/g, '') : normalizeHeader(text);
    if (key && !map!.has(key)) map!.set(key, value);
  };
  for (const v of values) put(v, v);
  for (const lng of LANGUAGES) for (const v of values) put(translate(lng, `${field.label}Options.${v}`), v);
  for (const [v, aliases] of Object.entries(ENUM_ALIASES[field.name] ?? {})) if (values.includes(v)) for (const a of aliases) put(a, v);
  enumMaps.set(field.name, map);
  return map;
}

function enumValue(field: ImportField, text: string): string {
  const key = field.name === 'bloodGroup' ? text.toLowerCase().replace(/\s/g, '') : normalizeHeader(text);
  // Unknown text is kept: the schema then reports it as an invalid value.
  return enumMap(field).get(key) ?? text;
}

/** "+41", "41", "0041", "CH", "CH +41" → "+41". */
export function countryPhoneValue(text: string): string {
  const t = text.trim();
  const plus = /\+\s*(\d{1,4})\b/.exec(t);
  if (plus) return `+${plus[1]}`;
  const digits = /^(?:00)?(\d{1,4})$/.exec(t);
  if (digits) return `+${digits[1]}`;
  const code = countryCode(t);
  if (code) {
    try {
      return `+${getCountryCallingCode(code as CountryCode)}`;
    } catch {
      return t;
    }
  }
  return t;
}

export interface PhoneValue {
  phone: string;
  /** The prefix the number carried ("+49 151…"), if it was written internationally. */
  countryPhone?: string;
}

/** A valid number in national form (079 123 45 67); anything else is kept for the phone rule to report. */
export function normalizePhone(text: string, countryPhone: string | undefined): PhoneValue {
  const t = text.trim().replace(/^00(?=[1-9])/, '+');
  const calling = /^\+[1-9]\d{0,3}$/.test(countryPhone ?? '') ? countryPhone!.slice(1) : '41';
  const parsed = parsePhoneNumberFromString(t, { defaultCallingCode: calling });
  if (!parsed || !parsed.isValid()) return { phone: text.trim() };
  return { phone: parsed.formatNational(), ...(t.startsWith('+') ? { countryPhone: `+${parsed.countryCallingCode}` } : {}) };
}

const CANTON_NAMES: Record<string, string[]> = {
  AG: ['Aargau', 'Argovie', 'Argovia'], AI: ['Appenzell Innerrhoden', 'Appenzell Rhodes-Intérieures', 'Appenzello Interno'],
  AR: ['Appenzell Ausserrhoden', 'Appenzell Rhodes-Extérieures', 'Appenzello Esterno'], BE: ['Bern', 'Berne', 'Berna'],
  BL: ['Basel-Landschaft', 'Bâle-Campagne', 'Basilea Campagna'], BS: ['Basel-Stadt', 'Bâle-Ville', 'Basilea Città'],
  FR: ['Freiburg', 'Fribourg', 'Friburgo'], GE: ['Genf', 'Genève', 'Ginevra', 'Geneva'], GL: ['Glarus', 'Glaris', 'Glarona'],
  GR: ['Graubünden', 'Grisons', 'Grigioni'], JU: ['Jura', 'Giura'], LU: ['Luzern', 'Lucerne', 'Lucerna'],
  NE: ['Neuenburg', 'Neuchâtel', 'Neuchâtel'], NW: ['Nidwalden', 'Nidwald', 'Nidvaldo'], OW: ['Obwalden', 'Obwald', 'Obvaldo'],
  SG: ['St. Gallen', 'Sankt Gallen', 'Saint-Gall', 'San Gallo'], SH: ['Schaffhausen', 'Schaffhouse', 'Sciaffusa'],
  SO: ['Solothurn', 'Soleure', 'Soletta'], SZ: ['Schwyz', 'Svitto'], TG: ['Thurgau', 'Thurgovie', 'Turgovia'],
  TI: ['Tessin', 'Ticino'], UR: ['Uri'], VD: ['Waadt', 'Vaud'], VS: ['Wallis', 'Valais', 'Vallese'], ZG: ['Zug', 'Zoug', 'Zugo'],
  ZH: ['Zürich', 'Zurich', 'Zurigo'],
};
const cantonByName = new Map(Object.entries(CANTON_NAMES).flatMap(([code, names]) => names.map((n) => [normalizeHeader(n), code] as const)));

function cantonValue(text: string): string {
  const t = text.trim();
  if (CANTONS.includes(t.toUpperCase())) return t.toUpperCase();
  return cantonByName.get(normalizeHeader(t)) ?? t;
}

/** The cell as text for text-like fields: whole numbers without ".0", dates as ISO. */
function asText(cell: Cell): string | null {
  switch (cell.kind) {
    case 'text':
      return cell.text;
    case 'number':
      return Number.isInteger(cell.value) ? String(cell.value) : String(cell.value);
    case 'date':
      return utcIso(cell.value);
    case 'bool':
      return cell.value ? 'TRUE' : 'FALSE';
    default:
      return null;
  }
}

/** Converts one non-empty cell for a field; `undefined` value means "nothing to import". */
export function convertCell(field: ImportField, cell: Cell, date1904: boolean): Converted {
  if (cell.kind === 'formula') return { error: 'formulaNotAllowed' };
  if (cell.kind === 'error') return { error: 'invalidValue' };
  if (cell.kind === 'text' && looksLikeFormula(cell.text)) return { error: 'formulaNotAllowed' };
  if (field.kind === 'date') {
    if (cell.kind === 'date') return { value: utcIso(cell.value) };
    const iso = cell.kind === 'number' ? serialToIso(cell.value, date1904) : cell.kind === 'text' ? parseDateText(cell.text) : null;
    return iso ? { value: iso } : { error: 'invalidDate' };
  }
  if (field.kind === 'number') {
    const n = cell.kind === 'number' ? cell.value : cell.kind === 'text' ? parseNumberText(cell.text) : null;
    if (n === null) return { error: 'invalidNumber' };
    // Heights written in metres (1.80) are centimetres here.
    return { value: field.name === 'height' && n > 0 && n < 3 ? Math.round(n * 1000) / 10 : n };
  }
  const text = asText(cell)?.trim();
  if (!text) return { value: undefined };
  switch (field.kind) {
    case 'enum':
      return { value: enumValue(field, text) };
    case 'countryPhone':
      return { value: countryPhoneValue(text) };
    case 'country':
      return { value: countryCode(text) ?? text };
    case 'canton':
      return { value: cantonValue(text) };
    case 'email':
      return { value: text.replace(/^mailto:/i, '') };
    case 'list':
      return { value: [...new Set(text.split(/[,;|]/).map((s) => s.trim()).filter(Boolean))] };
    case 'note':
      return { value: [text] };
    default:
      return { value: text };
  }
}
