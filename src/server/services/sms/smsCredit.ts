/**
 * The SMS credit of a centre: the sum of its ledger entries (sms_credit_entries). Every change
 * goes through here under a per-centre advisory lock held to the end of the transaction, so two
 * sends at the same moment are served one after the other and can never overdraw the credit.
 */
import { sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Db, Queryable, Tx } from '../../db/client';
import { smsCreditEntries } from '../../db/schema';
import type { SmsCreditKind } from '../../../shared/sms';
import { recordAudit, type AuditActor } from '../audit/recordAudit';

/** Serialises credit changes of one centre until the transaction ends. */
export async function lockSmsCredit(tx: Tx, centreId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sms-credit:${centreId}`}))`);
}

export async function smsCountLeft(q: Queryable, centreId: string): Promise<number> {
  const [row] = await forCentre(q, centreId)
    .select({ left: sql<string>`coalesce(sum(${smsCreditEntries.delta}), 0)` })
    .from(smsCreditEntries);
  return Number(row.left);
}

export interface CreditEntry {
  centreId: string;
  delta: number;
  kind: SmsCreditKind;
  packageSize?: number | null;
  reference?: string | null;
  userId?: string | null;
}

/** Appends one entry; the caller holds the centre's credit lock. Answers the new credit left. */
export async function appendCreditEntry(tx: Tx, entry: CreditEntry): Promise<number> {
  await forCentre(tx, entry.centreId).insert(smsCreditEntries).values({
    delta: entry.delta,
    kind: entry.kind,
    packageSize: entry.packageSize ?? null,
    reference: entry.reference ?? null,
    userId: entry.userId ?? null,
  });
  return smsCountLeft(tx, entry.centreId);
}

/**
 * Credits granted by the operator (until packages can be bought with subscriptions): one ledger
 * entry and one audit event, in one transaction.
 */
export async function grantSmsCredit(db: Db, grant: { centreId: string; credits: number; note?: string; actor?: AuditActor }): Promise<number> {
  return db.transaction(async (tx) => {
    await lockSmsCredit(tx, grant.centreId);
    const left = await appendCreditEntry(tx, {
      centreId: grant.centreId,
      delta: grant.credits,
      kind: 'grant',
      reference: grant.note?.trim() || null,
      userId: grant.actor?.userId ?? null,
    });
    await recordAudit(tx, {
      centreId: grant.centreId,
      userId: grant.actor?.userId ?? null,
      role: grant.actor?.role ?? null,
      action: 'create',
      objectType: 'smsCredit',
      detail: { kind: 'grant', credits: grant.credits },
    });
    return left;
  });
}
