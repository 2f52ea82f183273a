/** Limits of the contact import (issue 3 §5, security plan C4/D2). */
import { IMPORT_MAX_ROWS } from '../../../shared/api/contactImport';

export { IMPORT_MAX_ROWS };
/** Columns A..AG plus slack for a few extra columns of the source program. */
export const MAX_COLUMNS = 60;
/** Zip archive limits, checked on the central directory before anything is unpacked. */
export const MAX_ZIP_ENTRIES = 1000;
export const MAX_UNCOMPRESSED_BYTES = 50 * 1024 * 1024;
/** Compression ratio above which an entry (bigger than RATIO_MIN_BYTES unpacked) counts as a bomb. */
export const MAX_COMPRESSION_RATIO = 100;
export const RATIO_MIN_BYTES = 1024 * 1024;
/** Cells a worksheet may hold: the full template plus slack. */
export const MAX_SHEET_CELLS = (IMPORT_MAX_ROWS + 1) * MAX_COLUMNS;
