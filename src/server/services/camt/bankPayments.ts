/**
 * A parsed camt file as the payments the matching rules read (src/shared/payments): one per
 * transaction (TxDtls), or one per entry that lists none. Each keeps what the transaction record
 * stores (wording.md §3 Payment/Camt: message id, notification id, account servicer reference,
 * booking and value dates, debtor IBAN and name).
 */
import { paymentKey } from '../../../shared/payments/duplicateKey';
import type { BankPayment } from '../../../shared/payments/matchingTypes';
import type { CamtDocument, CamtEntry, CamtParty, CamtRecord, CamtTransaction } from './camtModel';

export interface CamtPayment extends BankPayment {
  /** The practice's account (IBAN, else other id): which checkout type it is booked to. */
  account: string;
  messageId: string;
  /** Stmt/Id or Ntfctn/Id. */
  recordId: string;
  entryIndex: number;
  /** Null for an entry without transaction details. */
  transactionIndex: number | null;
  accountServicerReference: string | null;
  endToEndId: string | null;
  valueDate: string | null;
  debtorIban: string | null;
  /** Number of payments in the entry (batch size). */
  entryPayments: number;
}

const day = (date: string | null) => (date ? date.slice(0, 10) : null);
/** The one who actually paid: the ultimate debtor when given (a parent paying for a child), else the debtor. */
const payerName = (tx: CamtTransaction | null) => (tx?.ultimateDebtor?.name ?? null) || (tx?.debtor?.name ?? null);
const nameOf = (p: CamtParty | null) => p?.name ?? null;

function paymentOf(doc: CamtDocument, record: CamtRecord, entry: CamtEntry, tx: CamtTransaction | null): CamtPayment {
  const account = record.account.iban ?? record.account.otherId ?? '';
  const amount = tx?.amount ?? (entry.transactions.length <= 1 ? entry.amount : null);
  const creditDebit = tx?.creditDebit ?? entry.creditDebit;
  const count = Math.max(entry.transactions.length, 1);
  const endToEndId = tx?.refs.uetr ?? tx?.refs.endToEndId ?? null;
  const texts = [...(tx?.unstructured ?? []), ...(tx?.structured.flatMap((s) => s.additionalInfo) ?? []), tx?.additionalInfo, entry.additionalInfo];
  const amountMinor = amount?.minor ?? entry.amount.minor;
  return {
    key: paymentKey({
      account,
      transactionReference: tx?.refs.accountServicerReference ?? null,
      entryReference: entry.accountServicerReference,
      endToEndId,
      transactionIndex: tx?.index ?? 0,
      transactionCount: count,
      messageId: doc.messageId,
      recordId: record.id,
      entryIndex: entry.index,
      amount: amountMinor,
      creditDebit,
      reversal: entry.reversal,
    }),
    amount: amountMinor,
    currency: amount?.currency ?? entry.amount.currency,
    creditDebit,
    reversal: entry.reversal,
    booked: entry.status === 'BOOK',
    amountExact: (amount ?? entry.amount).exact,
    // A batch whose single payments the file does not list (a camt.053 of a QR collective booking),
    // or lists without their amounts: the entry's total is not any one payment's amount.
    collectiveWithoutDetails: (tx === null && (entry.batch?.numberOfTransactions ?? 1) > 1) || amount === null,
    reference: tx?.creditorReference?.reference ?? null,
    debtorName: payerName(tx) ?? nameOf(tx?.initiatingParty ?? null),
    text: texts.filter((t): t is string => !!t).join(' '),
    bookingDate: day(entry.bookingDate),
    account,
    messageId: doc.messageId,
    recordId: record.id,
    entryIndex: entry.index,
    transactionIndex: tx?.index ?? null,
    accountServicerReference: tx?.refs.accountServicerReference ?? entry.accountServicerReference,
    endToEndId,
    valueDate: day(entry.valueDate),
    debtorIban: tx?.debtorAccount?.iban ?? null,
    entryPayments: count,
  };
}

export function camtPayments(doc: CamtDocument): CamtPayment[] {
  return doc.records.flatMap((record) =>
    record.entries.flatMap((entry) => (entry.transactions.length === 0 ? [paymentOf(doc, record, entry, null)] : entry.transactions.map((tx) => paymentOf(doc, record, entry, tx)))),
  );
}
