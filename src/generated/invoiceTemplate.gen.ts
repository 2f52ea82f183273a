// generated — do not edit. Source: schemas/invoiceTemplate.schema.json. Regenerate with `npm run gen`.

/**
 * The design of a centre's invoices: HTML and CSS rendered later in a sandbox; names are unique per centre and nothing executable is stored (behaviour §3/§7 Invoice templates, wording §8).
 */
export interface InvoiceTemplate {
  invoice_template_id: string;
  /**
   * Same as invoice_template_id (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt: string;
  updatedAt: string;
  name: string;
  /**
   * The invoice layout (at most 200 kB); scripts and javascript: links are refused.
   */
  html: string;
  /**
   * Styles of the layout (at most 100 kB).
   */
  css: string;
  /**
   * Print the payment part (QR-bill) with the invoice.
   */
  show_payment: boolean;
  /**
   * Repeat the layout's header and footer on every page.
   */
  repeatable: boolean;
  active: boolean;
}

/**
 * The design of a centre's invoices: HTML and CSS rendered later in a sandbox; names are unique per centre and nothing executable is stored (behaviour §3/§7 Invoice templates, wording §8).
 */
export interface InvoiceTemplateInput {
  name: string;
  /**
   * The invoice layout (at most 200 kB); scripts and javascript: links are refused.
   */
  html: string;
  /**
   * Styles of the layout (at most 100 kB).
   */
  css?: string;
  /**
   * Print the payment part (QR-bill) with the invoice.
   */
  show_payment?: boolean;
  /**
   * Repeat the layout's header and footer on every page.
   */
  repeatable?: boolean;
  active?: boolean;
}
