/**
 * What an invoice template is filled from: a plain input the invoice service (or the /documents
 * page, or the preview's sample) assembles. Amounts are integer Rappen, dates YYYY-MM-DD; the
 * view (templateView.ts) formats them for print in the template's language.
 */
import type { InvoiceCurrency } from '../../../../shared/billing/money';

export interface TemplatePerson {
  firstName?: string | null;
  lastName?: string | null;
  street?: string | null;
  postcode?: string | null;
  city?: string | null;
  /** YYYY-MM-DD. */
  birthDate?: string | null;
}

export interface TemplatePractice {
  name: string;
  street?: string | null;
  postcode?: string | null;
  city?: string | null;
  phone?: string | null;
  email?: string | null;
  iban?: string | null;
  vatNumber?: string | null;
}

export interface TemplateTherapist {
  name: string;
  zsr?: string | null;
  gln?: string | null;
}

export interface TemplateInvoiceLine {
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  quantity: number;
  /** Rappen. */
  unitPrice: number;
  /** Rappen. */
  amount: number;
}

export interface TemplateInvoice {
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  dueDate?: string | null;
  currency: InvoiceCurrency;
  /** Rappen: the invoice's total due. */
  total: number;
  /** Rappen paid so far (partial payments). */
  paid?: number;
  /** QRR digits or RF… creditor reference, printed grouped. */
  reference?: string | null;
  lines: TemplateInvoiceLine[];
}

/** Every part is optional except the practice: a letter from /documents has no invoice. */
export interface InvoiceTemplateData {
  client?: TemplatePerson | null;
  practice: TemplatePractice;
  therapist?: TemplateTherapist | null;
  invoice?: TemplateInvoice | null;
  /** YYYY-MM-DD of the rendering (the letter's date); today when left out. */
  today?: string;
}
