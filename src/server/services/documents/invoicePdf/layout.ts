/** Page geometry of the invoice (A4 portrait, points) and the room the QR-bill needs at the bottom. */
export const PAGE = { width: 595.28, height: 841.89 };
export const MARGIN = { left: 56.69, right: 56.69, top: 42.52, bottom: 42.52 }; // 20 / 20 / 15 / 15 mm
export const CONTENT_WIDTH = PAGE.width - MARGIN.left - MARGIN.right;
/** 105 mm payment part (swiss-billing.md §1.12). */
export const QR_BILL_HEIGHT = 297.64;
/** Right address window of a Swiss C5/6 envelope: about 118 mm from the left, 50 mm from the top. */
export const ADDRESS_WINDOW = { x: 334.49, y: 141.73, width: 204.1 };

export const FONT = { regular: 'Helvetica', bold: 'Helvetica-Bold' } as const;
export const SIZE = { body: 9, small: 8, heading: 16, practice: 10 };

/** Table columns, left to right; widths add up to the content width. */
export const COLUMNS = [
  { key: 'date', width: 58, align: 'left' },
  { key: 'description', width: 214.9, align: 'left' },
  { key: 'quantity', width: 36, align: 'right' },
  { key: 'unitPrice', width: 62, align: 'right' },
  { key: 'vat', width: 40, align: 'right' },
  { key: 'amount', width: 71, align: 'right' },
] as const;
export type ColumnKey = (typeof COLUMNS)[number]['key'];
