/**
 * The practice's invoice design (issue 11 §3/§5): three images per centre — a logo (top left), a
 * header image across the top, or a full A4 background behind every page. What is drawn follows
 * one rule, shared by the PDF and the settings page that explains it.
 */
export const INVOICE_DESIGN_SLOTS = ['logo', 'header', 'background'] as const;
export type InvoiceDesignSlot = (typeof INVOICE_DESIGN_SLOTS)[number];

/** Every image is embedded in every invoice PDF: 5 MB keeps a bulk run of hundreds printable. */
export const DESIGN_IMAGE_MAX_BYTES = 5 * 1024 * 1024;

/** What the picker offers; the server decides by the bytes (a TIFF is turned into a PNG at upload). */
export const DESIGN_IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'tif', 'tiff'] as const;

export type DesignRefusal = 'fileNotSelected' | 'payloadTooLarge' | 'unsupportedImageType';

/** The client's check before sending (name and size only); the server checks the bytes again. */
export function designFileProblem(name: string, size: number): DesignRefusal | null {
  if (size === 0) return 'fileNotSelected';
  if (size > DESIGN_IMAGE_MAX_BYTES) return 'payloadTooLarge';
  const ext = name.includes('.') ? name.slice(name.lastIndexOf('.') + 1).toLowerCase() : '';
  return (DESIGN_IMAGE_EXTENSIONS as readonly string[]).includes(ext) ? null : 'unsupportedImageType';
}

/**
 * Which images the invoice shows: a background replaces logo and header (it is the whole page);
 * a header image takes the top, so the logo is left out; without either the logo stands top left.
 * `plain` (pre-printed paper, invoiceWoLogoIds) draws none.
 */
export function designInUse(present: Partial<Record<InvoiceDesignSlot, boolean>>, plain = false): InvoiceDesignSlot | null {
  if (plain) return null;
  if (present.background) return 'background';
  if (present.header) return 'header';
  if (present.logo) return 'logo';
  return null;
}
