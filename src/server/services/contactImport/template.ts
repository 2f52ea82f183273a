/**
 * The import template (spec §5, §9): one sheet with the 33 contact columns A..AG, headers in the
 * caller's language, a frozen header row, widths, text format where Excel would drop leading
 * zeros, and dropdowns on rows 2..9999 for country phone code, sex, canton and country (plus
 * salutation, blood group and invoice dispatch). Long lists live on a hidden sheet.
 */
import type ExcelJS from 'exceljs';
import type { Language } from '../../../shared/languages';
import { IMPORT_MAX_ROWS } from '../../../shared/api/contactImport';
import { translate } from '../../i18n';
import { countryOptions, countryPhoneOptions } from './countries';
import { CANTONS, IMPORT_FIELDS, TEMPLATE_FIELDS, type ImportField } from './fields';
import { columnLetters } from './sheet';

const LAST_ROW = IMPORT_MAX_ROWS;

const WIDTHS: Record<string, number> = {
  email: 30, businessEmail: 30, alternativeEmail: 30, digitalEmail: 30, website: 28, company: 24,
  'Address.street': 26, 'Address.additionalLine': 22, 'Address.city': 20, 'Address.country': 22,
  insurance: 22, notes: 40, tags: 24, phone: 18, homeNumber: 18, ahvNumber: 18, countryPhone: 12,
  dateOfBirth: 14, agreementInvoiceDate: 14,
};

/** Columns kept as text, so 079…, 0041… and 756.… keep their zeros and dots. */
const TEXT_COLUMNS = new Set(['phone', 'homeNumber', 'ahvNumber', 'Address.zipcode', 'Address.building', 'insuranceNumber', 'esrNumber', 'countryPhone']);

const header = (lng: Language, f: ImportField) => translate(lng, f.label);

type Validation = ExcelJS.DataValidation;
interface WithValidations {
  dataValidations: { add(range: string, validation: Validation): void };
}

function listValidation(lng: Language, formula: string, f: ImportField): Validation {
  return {
    type: 'list',
    allowBlank: true,
    formulae: [formula],
    showErrorMessage: true,
    errorStyle: 'warning',
    errorTitle: header(lng, f),
    error: translate(lng, 'contactImport.template.chooseFromList'),
  };
}

/** A dropdown written into the rule itself (Excel allows 255 characters there). */
const inline = (items: string[]) => `"${items.join(',')}"`;

function enumLabels(lng: Language, f: ImportField): string[] {
  return (f.enumValues ?? []).map((v) => translate(lng, `${f.label}Options.${v}`));
}

export async function buildTemplate(lng: Language): Promise<Buffer> {
  // exceljs (some 150 modules) loads with the first template, not at server start.
  const { Workbook } = (await import('exceljs')).default;
  const workbook = new Workbook();
  workbook.creator = 'Kura';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet(translate(lng, 'contactImport.template.sheetName'), { views: [{ state: 'frozen', ySplit: 1 }] });
  const listsName = translate(lng, 'contactImport.template.listsSheetName');
  const lists = workbook.addWorksheet(listsName, { state: 'veryHidden' });

  const fields = TEMPLATE_FIELDS.map((name) => IMPORT_FIELDS.get(name) as ImportField);
  sheet.columns = fields.map((f) => ({
    header: header(lng, f),
    key: f.name,
    width: WIDTHS[f.name] ?? Math.max(12, header(lng, f).length + 4),
    ...(TEXT_COLUMNS.has(f.name) ? { style: { numFmt: '@' } } : f.kind === 'date' ? { style: { numFmt: 'dd.mm.yyyy' } } : {}),
  }));
  const head = sheet.getRow(1);
  head.font = { bold: true, color: { argb: 'FFFFFFFF' } };
  head.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FF2E6B5E' } };
  head.alignment = { vertical: 'middle' };
  head.height = 22;
  head.eachCell((cell) => {
    cell.numFmt = 'General';
  });

  const countries = countryOptions(lng);
  const codes = countryPhoneOptions();
  countries.forEach((c, i) => (lists.getCell(i + 1, 1).value = c));
  codes.forEach((c, i) => (lists.getCell(i + 1, 2).value = c));
  const quoted = `'${listsName.replace(/'/g, "''")}'`;

  const validations = sheet as unknown as WithValidations;
  fields.forEach((f, i) => {
    const range = `${columnLetters(i + 1)}2:${columnLetters(i + 1)}${LAST_ROW}`;
    let rule: Validation | null = null;
    if (f.name === 'countryPhone') rule = listValidation(lng, `${quoted}!$B$1:$B$${codes.length}`, f);
    else if (f.name === 'Address.country') rule = listValidation(lng, `${quoted}!$A$1:$A$${countries.length}`, f);
    else if (f.name === 'Address.state') rule = listValidation(lng, inline(CANTONS), f);
    else if (f.kind === 'enum') rule = listValidation(lng, inline(enumLabels(lng, f)), f);
    if (rule) validations.dataValidations.add(range, rule);
  });

  const out = await workbook.xlsx.writeBuffer();
  return Buffer.from(out as ArrayBuffer);
}

/** File name of the template in the caller's language. */
export function templateFileName(lng: Language): string {
  return `${translate(lng, 'contactImport.template.fileName')}.xlsx`;
}
