/**
 * A practice's invoicing settings before it saves any: what the server answers (server tests) and
 * what the settings page is fed as that answer (client tests).
 */
export const invoicingDefaults = (centreId: string) => ({
  id: centreId,
  centre_fk: centreId,
  law: 'VVG',
  treatmentType: 'ambulatory',
  reasonForTreatment: 'disease',
  paymentTermDays: 30,
  reminder1Days: 10,
  reminder2Days: 10,
  reminder3Days: 10,
  directPdfSending: false,
  invoiceDocuments: 1,
});
