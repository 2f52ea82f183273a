/**
 * What the invoice PDF is drawn from: a plain view-model the invoice service assembles from the
 * invoice, the centre (address, payment details, invoicing settings) and the debtor (the
 * client, their billing address, or the parent of a child). Amounts are integer Rappen, already
 * computed by src/shared/billing/invoiceTotals; the renderer only lays them out.
 */
import type { InvoiceCurrency } from '../../../../shared/billing/money';
import type { PaymentReference } from '../../../../shared/billing/paymentAccount';
import type { StructuredAddress } from '../../../../shared/billing/qrPayload';
import type { Language } from '../../../../shared/languages';

export interface InvoicePdfPractice {
  address: StructuredAddress;
  /** IBAN or QR-IBAN of the centre's payment details: the QR-bill's creditor account. */
  iban: string;
  phone?: string | null;
  email?: string | null;
  /** UID with MWST/TVA/IVA, printed when the practice charges VAT. */
  vatNumber?: string | null;
  /** PNG or JPEG. */
  logo?: Buffer | null;
}

export interface InvoicePdfLine {
  /** YYYY-MM-DD. */
  date: string;
  description: string;
  quantity: number;
  /** Rappen. */
  unitPrice: number;
  /** Rappen. */
  amount: number;
  /** Percent, null when the line carries no VAT. */
  vatRate: number | null;
}

export interface InvoicePdfVat {
  rate: number;
  net: number;
  vat: number;
}

export interface InvoicePdfView {
  language: Language;
  currency: InvoiceCurrency;
  practice: InvoicePdfPractice;
  debtor: StructuredAddress;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** YYYY-MM-DD. */
  dueDate?: string | null;
  reference: PaymentReference;
  /** Invoicing settings' texts (already in the client's language): title overrides the default. */
  texts?: { title?: string | null; intro?: string | null; closing?: string | null; greeting?: string | null; signedBy?: string | null };
  lines: InvoicePdfLine[];
  totals: { vatByRate: InvoicePdfVat[]; totalNet: number; totalVat: number; totalGross: number; rounding: number; totalDue: number };
  /**
   * What the QR-bill asks for when less than the total is open (partial payments): the totals
   * then show what was paid and what is open. Defaults to totals.totalDue.
   */
  openAmount?: number;
  /** A reminder (generateReminder): its level and the reminder text of the invoicing settings, above the lines. */
  reminder?: { level: 1 | 2 | 3; text: string | null; date: string } | null;
  /** Unstructured message in the QR code (e.g. "Rechnung 2026-0042"). */
  message?: string | null;
  /**
   * The practice's design images (PNG or JPEG; the logo is practice.logo): a header image across
   * the top, or a background behind every page. Left out for pre-printed paper.
   */
  design?: { header?: Buffer | null; background?: Buffer | null } | null;
}
