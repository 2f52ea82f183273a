/**
 * The plain model of a camt.053 (bank statement) or camt.054 (debit/credit notification), the
 * same for every supported version (.001.02 to .001.08). Strings are the file's values, trimmed,
 * with XML character references decoded; absent elements are null (never undefined), so the
 * model can be stored or compared as JSON.
 *
 * Amounts are exact integers in the currency's minor unit (Rappen for CHF) and always positive;
 * the direction is in `creditDebit`. ISO allows 5 decimals: an amount finer than the currency's
 * minor unit (CHF 1.005) is rounded half up and marked `exact: false`, and the matching rules
 * never book such an amount without a person (see src/shared/payments/matching.ts).
 *
 * Dates are ISO text as written: 'YYYY-MM-DD' for a date (Dt), the full date-time with its offset
 * for a date-time (DtTm, CreDtTm). The bank's local day is always the first 10 characters.
 */

export type CamtKind = 'camt.053' | 'camt.054';
export type CreditDebit = 'CRDT' | 'DBIT';

export interface CamtAmount {
  /** Integer minor units (Rappen), ≥ 0. */
  minor: number;
  /** ISO 4217 code from the Ccy attribute. */
  currency: string;
  /** The decimal as written ("1234.50"), for audit. */
  decimal: string;
  /** False when the file's amount has digits finer than the currency's minor unit that are not 0. */
  exact: boolean;
}

export interface CamtAddress {
  street: string | null;
  buildingNumber: string | null;
  postCode: string | null;
  town: string | null;
  country: string | null;
  /** Unstructured address lines (AdrLine), in order. */
  lines: string[];
}

export interface CamtParty {
  name: string | null;
  address: CamtAddress | null;
  /** An organisation's BIC/BEI or other id, or a private person's other id (first one given). */
  identification: string | null;
  /** True when the party is given as a financial institution (camt .08 Party40Choice/Agt). */
  isAgent: boolean;
}

export interface CamtAccountId {
  iban: string | null;
  /** Othr/Id when there is no IBAN (a proprietary account number). */
  otherId: string | null;
}

export interface CamtAccount extends CamtAccountId {
  currency: string | null;
  /** Acct/Nm, the account's own name. */
  name: string | null;
  ownerName: string | null;
  servicerBic: string | null;
}

export interface CamtBankTransactionCode {
  domain: string | null;
  family: string | null;
  subFamily: string | null;
  proprietary: string | null;
  proprietaryIssuer: string | null;
}

export interface CamtChargeRecord {
  amount: CamtAmount;
  creditDebit: CreditDebit | null;
  /** ChrgInclInd: the charge is already deducted from the booked amount. */
  included: boolean | null;
  type: string | null;
  bearer: string | null;
}

export interface CamtCharges {
  total: CamtAmount | null;
  records: CamtChargeRecord[];
}

export interface CamtBatch {
  messageId: string | null;
  paymentInformationId: string | null;
  numberOfTransactions: number | null;
  totalAmount: CamtAmount | null;
  creditDebit: CreditDebit | null;
}

export interface CamtTransactionRefs {
  messageId: string | null;
  accountServicerReference: string | null;
  paymentInformationId: string | null;
  instructionId: string | null;
  endToEndId: string | null;
  uetr: string | null;
  transactionId: string | null;
  mandateId: string | null;
  proprietary: { type: string | null; reference: string | null }[];
}

export interface CamtStructuredRemittance {
  /** CdtrRefInf/Tp/CdOrPrtry: Cd ("SCOR") or Prtry ("QRR", "ISR Reference"). */
  type: string | null;
  issuer: string | null;
  /** CdtrRefInf/Ref as written (QRR: 27 digits; SCOR: RF…). */
  reference: string | null;
  additionalInfo: string[];
}

export interface CamtTransaction {
  /** Position inside the entry (all NtryDtls together), from 0. */
  index: number;
  refs: CamtTransactionRefs;
  /** TxDtls/Amt, else AmtDtls/TxAmt, else AmtDtls/InstdAmt; null when the file gives none. */
  amount: CamtAmount | null;
  /** The transaction's own CdtDbtInd, else the entry's. */
  creditDebit: CreditDebit;
  bankTransactionCode: CamtBankTransactionCode | null;
  charges: CamtCharges | null;
  initiatingParty: CamtParty | null;
  debtor: CamtParty | null;
  debtorAccount: CamtAccountId | null;
  ultimateDebtor: CamtParty | null;
  creditor: CamtParty | null;
  creditorAccount: CamtAccountId | null;
  ultimateCreditor: CamtParty | null;
  debtorAgentBic: string | null;
  creditorAgentBic: string | null;
  /** Ustrd blocks, in order. */
  unstructured: string[];
  structured: CamtStructuredRemittance[];
  /** The first structured creditor reference (QRR/SCOR/…): what the matching uses. */
  creditorReference: { type: string | null; reference: string } | null;
  acceptanceDateTime: string | null;
  additionalInfo: string | null;
  returnReason: string | null;
}

export interface CamtEntry {
  /** Position inside its statement/notification, from 0. */
  index: number;
  entryReference: string | null;
  accountServicerReference: string | null;
  amount: CamtAmount;
  creditDebit: CreditDebit;
  /** RvslInd: this entry reverses an earlier one (a returned payment). */
  reversal: boolean;
  /** BOOK, PDNG, INFO (or a proprietary status). */
  status: string;
  bookingDate: string | null;
  valueDate: string | null;
  bankTransactionCode: CamtBankTransactionCode | null;
  charges: CamtCharges | null;
  /** The first NtryDtls/Btch (a collective booking: one entry, many payments). */
  batch: CamtBatch | null;
  additionalInfo: string | null;
  transactions: CamtTransaction[];
}

export interface CamtBalance {
  /** OPBD, CLBD, CLAV, … (Tp/CdOrPrtry/Cd or Prtry). */
  type: string | null;
  amount: CamtAmount;
  creditDebit: CreditDebit;
  date: string | null;
}

/** One Stmt (camt.053) or Ntfctn (camt.054): one account's bookings. */
export interface CamtRecord {
  id: string;
  createdAt: string | null;
  electronicSequenceNumber: string | null;
  legalSequenceNumber: string | null;
  pageNumber: string | null;
  fromDateTime: string | null;
  toDateTime: string | null;
  copyDuplicate: string | null;
  account: CamtAccount;
  balances: CamtBalance[];
  additionalInfo: string | null;
  entries: CamtEntry[];
}

export interface CamtDocument {
  kind: CamtKind;
  /** Message version from the namespace: "001.04", "001.08". */
  version: string;
  namespace: string;
  messageId: string;
  createdAt: string;
  messageRecipientName: string | null;
  additionalInfo: string | null;
  records: CamtRecord[];
}
