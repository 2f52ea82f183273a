/**
 * Invoice numbers from the centre settings (wording §5, behaviour §4): prefix + next number, never
 * at or below the highest number of the same series already on an invoice, the setting counted up
 * only when numeric. Uniqueness holds under any concurrency: the settings row is locked for the
 * rest of the transaction (every invoicing write of a centre queues behind it, so numbers are
 * gap-free), and the UNIQUE (centre_id, number) index refuses what slips through.
 */
import { desc, sql } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Queryable } from '../../db/client';
import { centreSettings, invoices } from '../../db/schema';
import { nextInvoiceNumber, seriesPattern, settingFreeing, type InvoiceNumbering } from '../../../shared/invoiceNumbers';

/** Locks the centre's settings row (creating it with the defaults first) and answers the numbering. */
export async function lockNumbering(tx: Queryable, centreId: string): Promise<InvoiceNumbering> {
  const scoped = forCentre(tx, centreId);
  await scoped.insert(centreSettings).values({}).onConflictDoNothing({ target: centreSettings.centreId });
  const [row] = await scoped
    .select({
      invoiceNumberPrefix: centreSettings.invoiceNumberPrefix,
      invoiceNumberNext: centreSettings.invoiceNumberNext,
    })
    .from(centreSettings)
    .for('update');
  return row;
}

/**
 * The highest number on an invoice of the centre in the series of `numbering` (plain digits, or
 * the same year), by its sequence; for a setting that is not numeric, the newest invoice's number.
 * Cancelled invoices count: their numbers stay in the books.
 */
export async function highestInvoiceNumber(db: Queryable, centreId: string, numbering: InvoiceNumbering): Promise<string | null> {
  const pattern = seriesPattern(numbering);
  const scoped = forCentre(db, centreId);
  const [row] = pattern
    ? await scoped
        .select({ number: invoices.number })
        .from(invoices)
        .where(sql`${invoices.number} ~ ${pattern}`)
        .orderBy(sql`(substring(${invoices.number} from '[0-9]+$'))::numeric desc`)
        .limit(1)
    : await scoped.select({ number: invoices.number }).from(invoices).orderBy(desc(invoices.createdAt)).limit(1);
  return row?.number ?? null;
}

/** Takes the next number (the settings row must be locked: lockNumbering) and counts the setting up. */
export async function issueNumber(tx: Queryable, centreId: string, numbering: InvoiceNumbering): Promise<string> {
  const issued = nextInvoiceNumber(numbering, await highestInvoiceNumber(tx, centreId, numbering));
  if (issued.nextSetting !== numbering.invoiceNumberNext) {
    await forCentre(tx, centreId).update(centreSettings).set({ invoiceNumberNext: issued.nextSetting });
  }
  return issued.number;
}

/** A deleted invoice's number becomes free again when it was the last one issued: next goes back to it. */
export async function releaseNumber(tx: Queryable, centreId: string, number: string): Promise<void> {
  const numbering = await lockNumbering(tx, centreId);
  const back = settingFreeing(numbering, number);
  if (back !== null) await forCentre(tx, centreId).update(centreSettings).set({ invoiceNumberNext: back });
}

/** Whether another invoice of the centre already has this number (case-insensitive, like the index). */
export async function numberTaken(db: Queryable, centreId: string, number: string, exceptId?: string): Promise<boolean> {
  const rows = await forCentre(db, centreId)
    .select({ id: invoices.invoiceId })
    .from(invoices)
    .where(sql`lower(${invoices.number}) = lower(${number})`);
  return rows.some((r) => r.id !== exceptId);
}
