// generated — do not edit. Source: schemas/invoicingSettings.schema.json. Regenerate with `npm run gen`.

/**
 * A centre's invoice defaults, payment terms and reminders (wording §2/§3 Invoicing settings, §9). Invoice numbering stays in the centre setting.
 */
export interface InvoicingSettings {
  invoicing_settings_id?: string;
  /**
   * Same as centre_fk (one record per centre) (react-admin needs an id).
   */
  id: string;
  centre_fk: string;
  createdAt?: string;
  updatedAt?: string;
  /**
   * Title printed above the invoice, e.g. Rechnung.
   */
  title?: string;
  /**
   * Introductory text of the invoice.
   */
  description?: string;
  /**
   * Remarks printed below the services.
   */
  notes?: string;
  signedBy?: string;
  /**
   * Function of the signatory, e.g. Praxisinhaberin.
   */
  role?: string;
  /**
   * Closing phrase, e.g. Freundliche Grüsse.
   */
  greetings?: string;
  /**
   * Insurance law of new invoices (Tarif 590 is billed under VVG).
   */
  law: "KVG" | "UVG" | "IVG" | "MVG" | "VVG" | "ORG" | "selfPayer";
  treatmentType: "ambulatory" | "stationary";
  reasonForTreatment: "disease" | "accident" | "maternity" | "prevention" | "birthdefect" | "unknown";
  /**
   * Days until an invoice is due.
   */
  paymentTermDays: number;
  /**
   * Days after the due date before the first reminder.
   */
  reminder1Days: number;
  /**
   * Days after the first reminder before the second.
   */
  reminder2Days: number;
  /**
   * Days after the second reminder before the third.
   */
  reminder3Days: number;
  reminder1Text?: string;
  reminder2Text?: string;
  reminder3Text?: string;
  /**
   * Text of the e-mail an invoice is sent with.
   */
  emailTemplate?: string;
  /**
   * Text of the e-mail for direct PDF sending.
   */
  directEmailTemplate?: string;
  /**
   * Send the invoice PDF straight to the client when it is created.
   */
  directPdfSending: boolean;
  /**
   * How many documents each invoice produces (invoice, copy for the client, copy for the insurer).
   */
  invoiceDocuments: 1 | 2 | 3;
}

/**
 * A centre's invoice defaults, payment terms and reminders (wording §2/§3 Invoicing settings, §9). Invoice numbering stays in the centre setting.
 */
export interface InvoicingSettingsInput {
  /**
   * Title printed above the invoice, e.g. Rechnung.
   */
  title?: string;
  /**
   * Introductory text of the invoice.
   */
  description?: string;
  /**
   * Remarks printed below the services.
   */
  notes?: string;
  signedBy?: string;
  /**
   * Function of the signatory, e.g. Praxisinhaberin.
   */
  role?: string;
  /**
   * Closing phrase, e.g. Freundliche Grüsse.
   */
  greetings?: string;
  /**
   * Insurance law of new invoices (Tarif 590 is billed under VVG).
   */
  law?: "KVG" | "UVG" | "IVG" | "MVG" | "VVG" | "ORG" | "selfPayer";
  treatmentType?: "ambulatory" | "stationary";
  reasonForTreatment?: "disease" | "accident" | "maternity" | "prevention" | "birthdefect" | "unknown";
  /**
   * Days until an invoice is due.
   */
  paymentTermDays?: number;
  /**
   * Days after the due date before the first reminder.
   */
  reminder1Days?: number;
  /**
   * Days after the first reminder before the second.
   */
  reminder2Days?: number;
  /**
   * Days after the second reminder before the third.
   */
  reminder3Days?: number;
  reminder1Text?: string;
  reminder2Text?: string;
  reminder3Text?: string;
  /**
   * Text of the e-mail an invoice is sent with.
   */
  emailTemplate?: string;
  /**
   * Text of the e-mail for direct PDF sending.
   */
  directEmailTemplate?: string;
  /**
   * Send the invoice PDF straight to the client when it is created.
   */
  directPdfSending?: boolean;
  /**
   * How many documents each invoice produces (invoice, copy for the client, copy for the insurer).
   */
  invoiceDocuments?: 1 | 2 | 3;
}
