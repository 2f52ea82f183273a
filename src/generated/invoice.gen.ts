// generated — do not edit. Source: schemas/invoice.schema.json. Regenerate with `npm run gen`.

/**
 * An invoice of a centre (issue 11 §1; behaviour.md §3 Invoice, wording.md §3 Invoice). Money is integer Rappen. Its life cycle (numbering, creation from finished appointments, status transitions of src/shared/billing/invoiceTransitions.ts, sending, cancelling) lives in src/server/services/invoicing/; the generic CRUD routes are off.
 */
export interface Invoice {
  invoice_id: string;
  /**
   * Same as invoice_id (react-admin needs an id).
   */
  id: string;
  centreId: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Prefix + sequence from the centre settings (wording §5); unique per centre.
   */
  number: string;
  /**
   * Invoice date (the centre's local day of creation).
   */
  date: string;
  /**
   * Changed by the life-cycle calls only (transitions table in src/shared/billing/invoiceTransitions.ts).
   */
  status:
    "UNPROCESSED" | "UNPAID" | "SENT" | "PAID" | "OVERDUE" | "REMINDER1" | "REMINDER2" | "REMINDER3" | "CANCELLED";
  /**
   * The client the invoice is for (no foreign key: an invoice outlives its client; billingDetails keeps the debtor as billed).
   */
  contactId: string;
  /**
   * The therapist's user id (the appointments' resourceId).
   */
  providerId?: string;
  /**
   * The client's case (tariff 590).
   */
  project_fk?: string;
  currency: "CHF" | "EUR";
  /**
   * Total of the invoice in Rappen, VAT included, CHF rounded to 0.05.
   */
  amount: number;
  /**
   * Total without VAT.
   */
  totalNet: number;
  /**
   * Total VAT (sum of vatByRate).
   */
  totalTax: number;
  /**
   * amount − exact total (CHF 0.05 rounding), Rappen.
   */
  rounding: number;
  /**
   * Open amount: amount less payments, credit notes and refunds.
   */
  totalDue: number;
  /**
   * VAT per (code, rate): net, vat and gross in Rappen.
   *
   * @maxItems 20
   */
  vatByRate: {
    code: string;
    rate: number;
    net: number;
    vat: number;
    gross: number;
  }[];
  /**
   * QR reference (27 digits, with a QR-IBAN) or creditor reference (RF…, with an ordinary IBAN); unique per centre.
   */
  reference?: string;
  referenceType: "QRR" | "SCOR" | "NON";
  /**
   * The creditor account at creation (centre businessInfo.iban), which the reference belongs to.
   */
  iban?: string;
  /**
   * Invoice date + the payment term of the invoicing settings.
   */
  paymentDeadline?: string;
  printedAt?: string;
  /**
   * When the tariff invoice's second form (the client's copy) was printed.
   */
  printedAtSecondForm?: string;
  sentAt?: string;
  sentAs?: "print" | "digital" | "direct" | "mixed";
  /**
   * Sent alone (normal) or in a bulk send.
   */
  sendMode?: "bulk" | "normal";
  reminder1At?: string;
  reminder2At?: string;
  reminder3At?: string;
  paidAt?: string;
  cancelledAt?: string;
  /**
   * The bulk run that created it.
   */
  bulkNumber?: string;
  /**
   * Credit (overpayment) carried over to the client, Rappen.
   */
  creditNote: number;
  /**
   * Amount paid back to the client, Rappen.
   */
  refund: number;
  /**
   * The client's date of birth at invoicing (printed on tariff invoices).
   */
  birthDate?: string;
  /**
   * The debtor as billed: the client, their billing address, or the parent of a child.
   */
  billingDetails?: {
    name?: string;
    street?: string;
    building?: string;
    zipcode?: string;
    city?: string;
    country?: string;
    email?: string;
    language?: string;
  };
  /**
   * Texts above and below the lines (from the invoicing settings at creation); editable while UNPROCESSED.
   */
  header?: {
    title?: string;
    intro?: string;
    closing?: string;
    greeting?: string;
    signedBy?: string;
    law?: string;
    treatmentType?: string;
    treatmentReason?: string;
    /**
     * Tariff 590: tiers garant (the client pays and claims back) or tiers payant (the insurer pays).
     */
    tiers?: "TG" | "TP";
    /**
     * Tariff 590: canton of the treatment.
     */
    canton?: string;
    /**
     * Tariff 590: the client's insurer.
     */
    insurerName?: string;
    /**
     * Tariff 590: the insurer's GLN (needed under tiers payant).
     */
    insurerGln?: string;
    /**
     * Tariff 590: remark printed on the form.
     */
    remark?: string;
  };
  /**
   * The lines, in print order (update-position reorders them): the services performed with date and duration.
   *
   * @maxItems 500
   */
  items: {
    item_id: string;
    appointmentId?: string;
    service_fk?: string;
    /**
     * A calendar date, YYYY-MM-DD.
     */
    date: string;
    /**
     * Minutes.
     */
    duration?: number;
    description: string;
    /**
     * Tariff type, e.g. 590.
     */
    tariff?: string;
    /**
     * Tariff position, e.g. 1200.
     */
    tariffCode?: string;
    quantity: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    unitPrice: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    amount?: number;
    vatCode?: string;
    vatRate?: number | null;
    vatAmount?: number;
  }[];
  /**
   * What happened to the invoice, oldest first: created, sent, printed, overdue, reminders 1-3 (the daily job's steps carry their local day, so a step is taken at most once a day).
   *
   * @maxItems 200
   */
  history: {
    at: string;
    event:
      | "created"
      | "sent"
      | "printed"
      | "printedSecondForm"
      | "emailed"
      | "overdue"
      | "reminder1"
      | "reminder2"
      | "reminder3"
      | "reminderEmailed"
      | "statusChanged";
    status?: string;
    /**
     * A calendar date, YYYY-MM-DD.
     */
    day?: string;
    by?: string;
    detail?: string;
  }[];
  /**
   * The appointments it billed (live link: invoice_appointments, one live invoice per appointment).
   *
   * @maxItems 500
   */
  appointmentIds: string[];
  /**
   * Short-lived signed link to the PDF (generatePDF); never stored.
   */
  pdfTempLink?: string;
}

/**
 * An invoice of a centre (issue 11 §1; behaviour.md §3 Invoice, wording.md §3 Invoice). Money is integer Rappen. Its life cycle (numbering, creation from finished appointments, status transitions of src/shared/billing/invoiceTransitions.ts, sending, cancelling) lives in src/server/services/invoicing/; the generic CRUD routes are off.
 */
export interface InvoiceInput {
  /**
   * Prefix + sequence from the centre settings (wording §5); unique per centre.
   */
  number: string;
  /**
   * Invoice date (the centre's local day of creation).
   */
  date: string;
  /**
   * The client the invoice is for (no foreign key: an invoice outlives its client; billingDetails keeps the debtor as billed).
   */
  contactId: string;
  /**
   * The therapist's user id (the appointments' resourceId).
   */
  providerId?: string;
  /**
   * The client's case (tariff 590).
   */
  project_fk?: string;
  currency?: "CHF" | "EUR";
  /**
   * Invoice date + the payment term of the invoicing settings.
   */
  paymentDeadline?: string;
  /**
   * The client's date of birth at invoicing (printed on tariff invoices).
   */
  birthDate?: string;
  /**
   * The debtor as billed: the client, their billing address, or the parent of a child.
   */
  billingDetails?: {
    name?: string;
    street?: string;
    building?: string;
    zipcode?: string;
    city?: string;
    country?: string;
    email?: string;
    language?: string;
  };
  /**
   * Texts above and below the lines (from the invoicing settings at creation); editable while UNPROCESSED.
   */
  header?: {
    title?: string;
    intro?: string;
    closing?: string;
    greeting?: string;
    signedBy?: string;
    law?: string;
    treatmentType?: string;
    treatmentReason?: string;
    /**
     * Tariff 590: tiers garant (the client pays and claims back) or tiers payant (the insurer pays).
     */
    tiers?: "TG" | "TP";
    /**
     * Tariff 590: canton of the treatment.
     */
    canton?: string;
    /**
     * Tariff 590: the client's insurer.
     */
    insurerName?: string;
    /**
     * Tariff 590: the insurer's GLN (needed under tiers payant).
     */
    insurerGln?: string;
    /**
     * Tariff 590: remark printed on the form.
     */
    remark?: string;
  };
  /**
   * The lines, in print order (update-position reorders them): the services performed with date and duration.
   *
   * @maxItems 500
   */
  items?: {
    item_id: string;
    appointmentId?: string;
    service_fk?: string;
    /**
     * A calendar date, YYYY-MM-DD.
     */
    date: string;
    /**
     * Minutes.
     */
    duration?: number;
    description: string;
    /**
     * Tariff type, e.g. 590.
     */
    tariff?: string;
    /**
     * Tariff position, e.g. 1200.
     */
    tariffCode?: string;
    quantity: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    unitPrice: number;
    /**
     * An amount in Rappen (cents): CHF 12.50 is 1250.
     */
    amount?: number;
    vatCode?: string;
    vatRate?: number | null;
    vatAmount?: number;
  }[];
}
