/** What the matching rules read and decide (matching.ts). Amounts are integer minor units (Rappen). */

/** One payment as the bank reported it: a camt transaction (or an entry without details). */
export interface BankPayment {
  /** Duplicate-detection key (paymentKey in duplicateKey.ts): the same payment gets the same key in any file. */
  key: string;
  amount: number;
  currency: string;
  creditDebit: 'CRDT' | 'DBIT';
  /** RvslInd: a returned or cancelled earlier booking. */
  reversal: boolean;
  /** Status BOOK; pending (PDNG) and information (INFO) entries are not money yet. */
  booked: boolean;
  /** False when the file's amount had digits finer than the currency's minor unit. */
  amountExact: boolean;
  /** A collective booking whose single payments the file does not list. */
  collectiveWithoutDetails: boolean;
  /** Structured creditor reference as written (QRR, SCOR or another kind). */
  reference: string | null;
  debtorName: string | null;
  /** Free text: unstructured remittance and additional information, joined. */
  text: string;
  /** The bank's booking day, YYYY-MM-DD. */
  bookingDate: string | null;
}

export interface OpenInvoice {
  id: string;
  /** The invoice number as issued ("2026-0042"). */
  number: string;
  /** Its QRR or SCOR, as stored. */
  reference: string | null;
  /** What is still to be paid; 0 for a settled invoice (a payment on it is all credit). */
  openAmount: number;
  /** CHF when absent. */
  currency?: string;
  contactName: string;
  dueDate: string | null;
}

export type AmountClass = 'full' | 'partial' | 'over';

export type SuggestionReason =
  | { code: 'referenceMatch' }
  | { code: 'amountEqual' }
  | { code: 'numberInText' }
  | { code: 'nameSimilar'; similarity: number }
  | { code: 'dateClose'; days: number };

export interface Suggestion {
  invoiceId: string;
  /** 0–100; higher is likelier. */
  score: number;
  reasons: SuggestionReason[];
}

/** Why a credit was not booked by its reference. */
export type NoMatchReason = 'noReference' | 'invalidReference' | 'unknownReference' | 'currencyMismatch';
/** Why a payment needs a person even though it may have a reference. */
export type ReviewReason = 'debit' | 'reversal' | 'notBooked' | 'amountNotExact' | 'collectiveWithoutDetails';

export type MatchResult =
  | {
      status: 'matched';
      invoiceId: string;
      amountClass: AmountClass;
      /** Open amount before this payment. */
      openBefore: number;
      /** Payment − open amount: < 0 still due (partial), > 0 the client's credit (over). */
      difference: number;
    }
  | { status: 'suggested'; reason: NoMatchReason; suggestions: Suggestion[] }
  | { status: 'unmatched'; reason: NoMatchReason }
  | { status: 'review'; reason: ReviewReason; suggestions: Suggestion[] }
  | { status: 'duplicate' };
