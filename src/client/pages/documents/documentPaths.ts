/** Paths of the document pages (spec §2: behind the invoicing flag) and of the template records. */
export const INVOICE_PREVIEW_PATH = '/invoice-preview';
export const DOCUMENTS_PATH = '/documents';
export const INVOICE_TEMPLATES_PATH = '/settings/invoice-templates';
