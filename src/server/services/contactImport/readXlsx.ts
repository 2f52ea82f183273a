/**
 * XLSX through exceljs (never the npm `xlsx` package: stack-notes G12), after zipGuard has
 * refused bombs and huge sheets. The first visible worksheet is read; formula cells are kept as
 * formulas (their cached result is never used), hyperlinks give their text.
 */
import ExcelJS from 'exceljs';
import { IMPORT_MAX_ROWS, MAX_COLUMNS } from './limits';
import { type Cell, EMPTY, isEmptyCell, type Sheet, type SheetRow } from './sheet';
import { inspectXlsx, tooManyColumns, tooManyRows, wrongFileFormat } from './zipGuard';

type ExcelCell = ExcelJS.Cell;

/**
 * Only cell data matters here: dropdowns, conditional formats, print setup and drawings are not
 * parsed (the template's dropdowns alone would be 70,000 objects). exceljs also stops at maxRows.
 */
const LOAD_OPTIONS = {
  ignoreNodes: ['dataValidations', 'conditionalFormatting', 'extLst', 'drawing', 'picture', 'tableParts', 'pageSetup', 'headerFooter', 'rowBreaks', 'printOptions', 'autoFilter'],
  maxRows: 2 * (IMPORT_MAX_ROWS + 1),
};

function toCell(cell: ExcelCell): Cell {
  const v = cell.value;
  switch (cell.type) {
    case ExcelJS.ValueType.Null:
    case ExcelJS.ValueType.Merge:
      return EMPTY;
    case ExcelJS.ValueType.Number:
      return { kind: 'number', value: v as number };
    case ExcelJS.ValueType.String:
    case ExcelJS.ValueType.SharedString:
      return { kind: 'text', text: String(v) };
    case ExcelJS.ValueType.Date:
      return { kind: 'date', value: v as Date };
    case ExcelJS.ValueType.Boolean:
      return { kind: 'bool', value: v as boolean };
    case ExcelJS.ValueType.RichText:
      return { kind: 'text', text: (v as ExcelJS.CellRichTextValue).richText.map((r) => r.text).join('') };
    case ExcelJS.ValueType.Hyperlink: {
      const link = v as ExcelJS.CellHyperlinkValue;
      const text = typeof link.text === 'string' ? link.text : '';
      return { kind: 'text', text: text || String(link.hyperlink ?? '').replace(/^mailto:/i, '') };
    }
    case ExcelJS.ValueType.Formula:
      return { kind: 'formula' };
    case ExcelJS.ValueType.Error:
      return { kind: 'error' };
    default:
      return EMPTY;
  }
}

function headerText(c: Cell): string {
  if (c.kind === 'text') return c.text.trim();
  if (c.kind === 'number') return String(c.value);
  return '';
}

export async function readXlsx(buf: Buffer): Promise<Sheet> {
  inspectXlsx(buf);
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(buf as unknown as ArrayBuffer, LOAD_OPTIONS as ExcelJS.XlsxReadOptions);
  } catch {
    throw wrongFileFormat();
  }
  const sheet = workbook.worksheets.find((ws) => ws.state === 'visible') ?? workbook.worksheets[0];
  if (!sheet) throw wrongFileFormat();

  const headers: string[] = [];
  const rows: SheetRow[] = [];
  let width = 0;
  sheet.eachRow({ includeEmpty: false }, (row, rowNumber) => {
    const cells: Cell[] = [];
    row.eachCell({ includeEmpty: false }, (cell, col) => {
      if (col > MAX_COLUMNS) throw tooManyColumns();
      const c = toCell(cell);
      if (isEmptyCell(c)) return;
      cells[col - 1] = c;
      width = Math.max(width, col);
    });
    if (rowNumber === 1) {
      for (let i = 0; i < cells.length; i++) headers[i] = cells[i] ? headerText(cells[i]) : '';
      return;
    }
    if (cells.length === 0) return;
    if (rows.length >= IMPORT_MAX_ROWS) throw tooManyRows();
    for (let i = 0; i < cells.length; i++) cells[i] ??= EMPTY;
    rows.push({ row: rowNumber, cells });
  });
  for (let i = 0; i < width; i++) headers[i] ??= '';
  const date1904 = Boolean((workbook.properties as { date1904?: boolean } | undefined)?.date1904);
  return { headers, rows, date1904 };
}
