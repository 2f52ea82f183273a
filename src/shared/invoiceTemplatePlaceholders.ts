/**
 * The placeholders an invoice template may use (behaviour.md §7 "Invoice templates"), in the
 * message templates' style: `{{ClientName}}`. The renderer's data view is built from exactly this
 * list, so a name outside it renders empty and is reported. Their descriptions are locale keys
 * `invoiceTemplates.placeholders.<Name>`, offered by the editor in groups.
 *
 * Logic-less sections: `{{#Items}}…{{/Items}}` repeats for each invoice line (with the Item*
 * names inside); any other placeholder used as a section shows its content only when it has a
 * value (`{{#PracticeVatNumber}}MWST {{PracticeVatNumber}}{{/PracticeVatNumber}}`), `{{^Name}}`
 * when it has none.
 */
export const INVOICE_PLACEHOLDER_GROUPS = {
  client: ['ClientName', 'ClientFirstName', 'ClientLastName', 'ClientStreet', 'ClientPostcode', 'ClientCity', 'ClientBirthDate'],
  practice: ['PracticeName', 'PracticeStreet', 'PracticePostcode', 'PracticeCity', 'PracticePhone', 'PracticeEmail', 'PracticeIban', 'PracticeVatNumber'],
  therapist: ['TherapistName', 'TherapistZsr', 'TherapistGln'],
  invoice: ['InvoiceNumber', 'InvoiceDate', 'DueDate', 'Currency', 'TotalAmount', 'PaidAmount', 'OpenAmount', 'Reference', 'Today'],
} as const;

export type InvoicePlaceholderGroup = keyof typeof INVOICE_PLACEHOLDER_GROUPS;
export type InvoicePlaceholder = (typeof INVOICE_PLACEHOLDER_GROUPS)[InvoicePlaceholderGroup][number];

export const INVOICE_PLACEHOLDERS: readonly InvoicePlaceholder[] = Object.values(INVOICE_PLACEHOLDER_GROUPS).flat();

/** The one list section and the names usable inside it (one invoice line each). */
export const INVOICE_ITEMS_SECTION = 'Items';
export const INVOICE_ITEM_PLACEHOLDERS = ['ItemDate', 'ItemDescription', 'ItemQuantity', 'ItemUnitPrice', 'ItemAmount'] as const;
export type InvoiceItemPlaceholder = (typeof INVOICE_ITEM_PLACEHOLDERS)[number];

/** What the editor inserts for a placeholder (a section for the list). */
export function invoicePlaceholderToken(name: InvoicePlaceholder | InvoiceItemPlaceholder | typeof INVOICE_ITEMS_SECTION): string {
  return name === INVOICE_ITEMS_SECTION ? `{{#${name}}}\n\n{{/${name}}}` : `{{${name}}}`;
}

/** What rendering a template reports instead of failing (shown by the editor, logged when sending). */
export const TEMPLATE_ISSUE_KINDS = [
  /** A name outside the list: rendered empty. */
  'unknownPlaceholder',
  /** `{{{Name}}}` or `{{&Name}}`: rendered escaped like any value. */
  'unescaped',
  /** `{{> file}}`: templates include nothing; rendered empty. */
  'partial',
  /** `{{=<% %>=}}`: allowed, but noted (it hides placeholders from the editor's eye). */
  'delimiters',
  /** `{{#Items}}` inside itself: rendered empty. */
  'nestedList',
  /** A CSS rule or declaration left out: @import, a url() to another host, an unknown at-rule. */
  'cssRemoved',
  /** A <link> element left out (styles come from the template's CSS only). */
  'linkRemoved',
] as const;
export type TemplateIssueKind = (typeof TEMPLATE_ISSUE_KINDS)[number];

export interface TemplateIssue {
  kind: TemplateIssueKind;
  /** The placeholder, at-rule or property concerned. */
  name: string;
}

/** Upper bounds of one rendering (a template is small; a runaway section is not). */
export const TEMPLATE_LIMITS = {
  /** Characters of the rendered body. */
  maxOutput: 2_000_000,
  /** Tokens visited (sections repeat their tokens). */
  maxSteps: 200_000,
  /** Wall time in ms. */
  maxMillis: 500,
  /** Issues reported at most (the rest are counted in the first's place). */
  maxIssues: 50,
} as const;
