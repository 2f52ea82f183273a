import type { Tx } from '../../db/client';
import type { outbox } from '../../db/schema';
import { appendCreditEntry, lockSmsCredit } from './smsCredit';

/**
 * Gives back the credits of an SMS the dispatcher gave up on (all attempts failed), as a `refund`
 * ledger entry referring to the message, in the transaction that marks it failed.
 */
export async function refundFailedSms(tx: Tx, row: Pick<typeof outbox.$inferSelect, 'id' | 'centreId' | 'channel' | 'smsCredits'>): Promise<void> {
  if (row.channel !== 'sms' || row.smsCredits <= 0 || !row.centreId) return;
  await lockSmsCredit(tx, row.centreId);
  await appendCreditEntry(tx, { centreId: row.centreId, delta: row.smsCredits, kind: 'refund', reference: row.id });
}
