/**
 * The input model of the Tarif 590 documents (XML 4.5/5.0, the form and its second form).
 * The types live in src/shared/billing/tariff590Document.ts so the wizard runs the same
 * pre-send checks (tariff590Checks.ts); this module is the documents' one entry point for them.
 *
 * How the invoice service fills it (the lead's wiring, GET /api/invoice/{id}/xml?version=…):
 * - invoice: the stored invoice (id, number, dates, reference, totals from invoiceTotals);
 * - case: the appointment's project (law/treatment type/reason through tariff590Vocabulary,
 *   caseNumber, caseDate, accident number and date, referrer*, diagnosis as one freetext
 *   diagnosis, maxSessions, canton — else the practice's canton —, insuranceCardNumber) and
 *   sessionsBilledBefore = the case's sessions on earlier, not cancelled invoices;
 * - patient: the contact (name, sex, birth date, AHV, address, insurance number as insuredId);
 *   guarantor: the billing address or the parent of a child;
 * - biller: the centre (name, address, businessInfo.iban and bankName, GLN/ZSR when the practice
 *   bills with its own numbers, else the therapist's), provider: the therapist (ZSR, GLN).
 */
export type {
  Contactable,
  PersonName,
  PostalAddress,
  Tariff590Biller,
  Tariff590Case,
  Tariff590Diagnosis,
  Tariff590Document,
  Tariff590Insurer,
  Tariff590Invoice,
  Tariff590Law,
  Tariff590Patient,
  Tariff590Provider,
  Tariff590Referrer,
  Tariff590Service,
  Tariff590Totals,
  Tariff590VatRate,
  Tiers,
  TreatmentReason,
  TreatmentType,
} from '../../../../shared/billing/tariff590Document';
export { TARIFF590_LAWS, TIERS, TREATMENT_CANTONS, TREATMENT_REASONS, TREATMENT_TYPES } from '../../../../shared/billing/tariff590Document';
export { blockingProblems, preSendChecks, TARIFF590_CHECK_CODES, type Tariff590CheckCode, type Tariff590Problem } from '../../../../shared/billing/tariff590Checks';
export { toTariff590Law, toTreatmentReason, toTreatmentType } from '../../../../shared/billing/tariff590Vocabulary';
