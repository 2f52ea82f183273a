/**
 * The identity of a bank payment across files, so that importing the same file twice, an
 * overlapping statement, or a camt.053 after the camt.054 of the same payments books nothing
 * twice. The account servicer reference (AcctSvcrRef) is the bank's own unique id of a
 * booking, the same in camt.052/053/054 (SIX Swiss Implementation Guidelines); it is unique per
 * account, so the account is part of the key, and the amount and direction guard against a bank
 * reusing one. Without it the key falls back to the message and position, which only recognises
 * the very same file again.
 */

export interface PaymentIdentity {
  /** IBAN (or other id) of the practice's account. */
  account: string;
  /** TxDtls/Refs/AcctSvcrRef. */
  transactionReference: string | null;
  /** Ntry/AcctSvcrRef. */
  entryReference: string | null;
  /** Refs/UETR, else Refs/EndToEndId (NOTPROVIDED counts as none). */
  endToEndId: string | null;
  /** Position of the transaction inside the entry and how many the entry has. */
  transactionIndex: number;
  transactionCount: number;
  messageId: string;
  recordId: string;
  entryIndex: number;
  amount: number;
  creditDebit: 'CRDT' | 'DBIT';
  reversal: boolean;
}

const clean = (s: string) => s.trim().replace(/\|/g, '/');

export function paymentKey(p: PaymentIdentity): string {
  const tail = `${p.creditDebit}${p.reversal ? 'R' : ''}|${p.amount}`;
  if (p.transactionReference) return `tx|${clean(p.account)}|${clean(p.transactionReference)}|${tail}`;
  if (p.entryReference) {
    const e2e = p.endToEndId && p.endToEndId.toUpperCase() !== 'NOTPROVIDED' ? clean(p.endToEndId) : null;
    const within = e2e ?? (p.transactionCount > 1 ? `#${p.transactionIndex}` : '');
    return `entry|${clean(p.account)}|${clean(p.entryReference)}|${within}|${tail}`;
  }
  return `msg|${clean(p.messageId)}|${clean(p.recordId)}|${p.entryIndex}|${p.transactionIndex}|${tail}`;
}
