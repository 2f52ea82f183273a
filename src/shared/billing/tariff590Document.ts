/**
 * Everything a Tarif 590 invoice document needs — the Forum Datenaustausch XML (4.5 and 5.0),
 * the Tarif 590 form and its second form — as one plain model the invoice service assembles
 * from the invoice, its case (project), the client, the insurer, the therapist and the practice.
 * Amounts are integer Rappen computed by invoiceTotals; the generators only lay them out.
 * Lives in src/shared so the pre-send checks (tariff590Checks.ts) run in the wizard too.
 */
import type { Language } from '../languages';
import type { PaymentReference } from './paymentAccount';
import type { VatMode } from './invoiceTotals';

/** wording.md §9 "Insurance laws"; SELF = self-payer (no insurer, no XML). */
export const TARIFF590_LAWS = ['KVG', 'UVG', 'IVG', 'MVG', 'VVG', 'ORG', 'SELF'] as const;
export type Tariff590Law = (typeof TARIFF590_LAWS)[number];

/** Forum Datenaustausch treatment/@reason. */
export const TREATMENT_REASONS = ['disease', 'accident', 'maternity', 'prevention', 'birthdefect', 'unknown'] as const;
export type TreatmentReason = (typeof TREATMENT_REASONS)[number];

export const TREATMENT_TYPES = ['ambulatory', 'stationary'] as const;
export type TreatmentType = (typeof TREATMENT_TYPES)[number];

/** Tiers garant: the patient pays and claims back; tiers payant: the insurer pays. */
export const TIERS = ['TG', 'TP'] as const;
export type Tiers = (typeof TIERS)[number];

/** treatment/@canton: the 26 cantons, Liechtenstein, and the neighbours A, D, F, I. */
export const TREATMENT_CANTONS = [
  'AG', 'AI', 'AR', 'BE', 'BL', 'BS', 'FR', 'GE', 'GL', 'GR', 'JU', 'LU', 'NE', 'NW', 'OW', 'SG',
  'SH', 'SO', 'SZ', 'TI', 'TG', 'UR', 'VD', 'VS', 'ZG', 'ZH', 'LI', 'A', 'D', 'F', 'I',
] as const;

export const DIAGNOSIS_TYPES = ['ICD', 'cantonal', 'DRG', 'by_contract', 'freetext', 'birthdefect', 'ICPC'] as const;
export type DiagnosisType = (typeof DIAGNOSIS_TYPES)[number];

export interface PostalAddress {
  street?: string | null;
  houseNo?: string | null;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface PersonName {
  familyName: string;
  givenName: string;
  salutation?: string | null;
  title?: string | null;
}

export interface Contactable {
  address: PostalAddress;
  phone?: string | null;
  email?: string | null;
}

/** The therapist who gave the services (form field "Leistungserbringer"; personal ZSR). */
export interface Tariff590Provider extends Contactable {
  name: PersonName;
  gln?: string | null;
  zsr?: string | null;
}

/** Who bills: the practice when it has its own ZSR, else the therapist (same numbers then). */
export interface Tariff590Biller extends Contactable {
  /** Practice name, or the therapist's full name. */
  name: string;
  gln?: string | null;
  zsr?: string | null;
  /** UID with MWST/TVA/IVA when the biller charges VAT. */
  vatNumber?: string | null;
  /** Creditor account of the payment part (IBAN or QR-IBAN). */
  iban: string;
  /** The account's bank (4.5 needs its name and town in esrQR/bank). */
  bank?: { name: string; address: PostalAddress } | null;
}

export interface Tariff590Insurer {
  name: string;
  gln?: string | null;
  address: PostalAddress;
}

export interface Tariff590Patient extends Contactable {
  name: PersonName;
  /** Biological sex, as the form and sex/gender attributes need it. */
  sex: 'male' | 'female';
  /** Declared gender (5.0 allows "diverse"); defaults to sex. */
  gender?: 'male' | 'female' | 'diverse' | null;
  /** YYYY-MM-DD. */
  birthDate: string;
  /** AHV/AVS number (756…); required for KVG. */
  ahv?: string | null;
  /** The practice's own patient id (treatment/@apid). */
  patientId?: string | null;
}

export interface Tariff590Referrer {
  name: PersonName;
  gln?: string | null;
  zsr?: string | null;
  address?: PostalAddress | null;
}

export interface Tariff590Diagnosis {
  type: DiagnosisType;
  code?: string | null;
  text?: string | null;
}

/** The case (project) the services belong to (wording.md §3 "Project/case"). */
export interface Tariff590Case {
  law: Tariff590Law | null;
  treatmentType: TreatmentType | null;
  reason: TreatmentReason | null;
  /** treatment/@canton: where the treatment took place. */
  canton: string;
  caseNumber?: string | null;
  /** YYYY-MM-DD. */
  caseDate?: string | null;
  accidentNumber?: string | null;
  accidentDate?: string | null;
  insuredId?: string | null;
  insuranceCardNumber?: string | null;
  referrer?: Tariff590Referrer | null;
  diagnoses?: Tariff590Diagnosis[];
  /** Sessions the case covers (null: no limit) and how many earlier invoices already billed. */
  maxSessions?: number | null;
  sessionsBilledBefore?: number;
  /** Dates the case (e.g. the insurer's guarantee) is valid for, YYYY-MM-DD; null: open. */
  validFrom?: string | null;
  validUntil?: string | null;
}

export interface Tariff590Service {
  /** YYYY-MM-DD. */
  date: string;
  /** "590" (complementary medicine) or "001" (TARMED), swiss-billing.md §2.6. */
  tariffType: string;
  /** Tariff position, e.g. "1200". */
  code: string;
  /** Position text as printed. */
  name: string;
  /** Units billed: Tarif 590 counts 5-minute units. */
  quantity: number;
  /** Rappen per unit. */
  unitPrice: number;
  /** unitPrice × quantity, Rappen. */
  amount: number;
  /** Percent valid on the service date; null without VAT. */
  vatRate: number | null;
}

export interface Tariff590VatRate {
  rate: number;
  net: number;
  vat: number;
}

export interface Tariff590Totals {
  vatByRate: Tariff590VatRate[];
  totalNet: number;
  totalVat: number;
  totalGross: number;
  /** totalDue − totalGross (CHF 0.05 rounding). */
  rounding: number;
  totalDue: number;
  /** Already paid (4.5/5.0 tiers garant balance/@amount_prepaid). */
  prepaid?: number;
}

export interface Tariff590Invoice {
  id: string;
  number: string;
  /** YYYY-MM-DD. */
  date: string;
  /** ISO timestamp the invoice was created (the XML's request timestamp). */
  createdAt: string;
  dueDate?: string | null;
  /** Payment term in days (esrQR/@payment_period). */
  paymentTermDays?: number | null;
  reference: PaymentReference;
  /** The Forum Datenaustausch balance is CHF only. */
  currency: 'CHF';
  remark?: string | null;
}

export interface Tariff590Document {
  /** The patient's language: the form's and the XML's (en → de in the XML, which knows de/fr/it). */
  language: Language;
  invoice: Tariff590Invoice;
  tiers: Tiers;
  case: Tariff590Case;
  patient: Tariff590Patient;
  /** Who pays under tiers garant when not the patient (billing address, parent of a child). */
  guarantor?: { name: PersonName } & Contactable;
  insurer?: Tariff590Insurer | null;
  biller: Tariff590Biller;
  provider: Tariff590Provider;
  /** Whether unit prices include VAT (the usual case) or VAT comes on top. */
  vatMode: VatMode;
  services: Tariff590Service[];
  totals: Tariff590Totals;
  /** GLN of an intermediate (e.g. a clearing centre) the XML travels through. */
  intermediateGln?: string | null;
}
