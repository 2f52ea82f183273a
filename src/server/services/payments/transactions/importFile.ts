/**
 * POST /api/transactions/import (issue 12 §2, §4 pinned): a camt.053/054 file is read safely
 * (services/camt: a refused file is a 400 with its code before anything is written), its entries
 * matched against the centre's invoices (src/shared/payments/matching.ts) and stored, and the
 * QR-bill payments matched by reference booked in the same transaction, so the invoices read PAID
 * right after. Imports of a centre queue behind one lock; the unique duplicate key is the
 * backstop, so the same file twice, at once or later, books once.
 */
import crypto from 'node:crypto';
import { and, eq, isNull, sql } from 'drizzle-orm';
import { anyText, anyUuid } from '../../../db/anyOf';
import { forCentre } from '../../../db/centreScope';
import type { Tx } from '../../../db/client';
import { bankTransactions, checkoutTypes, invoices, payments } from '../../../db/schema';
import { HttpError } from '../../../errors';
import { runInvoiceWrite } from '../../invoicing/lifecycle';
import { callerRole, type InvoiceCaller } from '../../invoicing/context';
import { recordAuditMany } from '../../audit/recordAudit';
import { CamtError } from '../../camt/camtError';
import { parseCamt } from '../../camt/parseCamt';
import { camtPayments, type CamtPayment } from '../../camt/bankPayments';
import type { CamtKind } from '../../camt/camtModel';
import { matchPayments, type MatchResult } from '../../../../shared/payments/matching';
import type { ImportSummary } from '../../../../shared/api/payments';
import { auditPayments, type AuditedPayment } from '../bookPayment';
import { refreshInvoiceBalances } from '../invoiceBalance';
import type { PaymentRow } from '../paymentRecord';
import { reverseInTx } from '../paymentWrites';
import { applyIndexPatch, centreInvoiceIndex, importPatch, type CentreInvoiceIndex } from './centreInvoiceIndex';

const CHUNK = 500;

/** Bank imports and confirmations of a centre run one at a time (the matching reads what is open). */
export const lockBankImports = (tx: Tx, centreId: string) => tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`camt-import:${centreId}`}))`);

/** The parsed file's payments, or a 400 with the parser's code (nothing written yet). */
export function readBankFile(xmlString: string): { kind: CamtKind; entries: CamtPayment[] } {
  try {
    const doc = parseCamt(xmlString);
    return { kind: doc.kind, entries: camtPayments(doc) };
  } catch (err) {
    if (err instanceof CamtError) throw new HttpError(400, err.code, `errors.${err.code}`);
    throw err;
  }
}

const compactIban = (s: string) => s.replace(/\s/g, '').toUpperCase();

async function checkoutTypeByAccount(tx: Tx, centreId: string): Promise<Map<string, string>> {
  const rows = await forCentre(tx, centreId).select({ id: checkoutTypes.checkoutTypeId, account: checkoutTypes.camtAccount }).from(checkoutTypes);
  return new Map(rows.filter((r) => r.account).map((r) => [compactIban(r.account as string), r.id]));
}

async function knownKeys(tx: Tx, centreId: string, keys: string[]): Promise<Set<string>> {
  const known = new Set<string>();
  const scoped = forCentre(tx, centreId);
  for (let i = 0; i < keys.length; i += CHUNK) {
    const rows = await scoped.select({ key: bankTransactions.duplicateKey }).from(bankTransactions).where(anyText(bankTransactions.duplicateKey, keys.slice(i, i + CHUNK)));
    for (const r of rows) known.add(r.key);
  }
  return known;
}

type Stored = typeof bankTransactions.$inferInsert;

function rowOf(c: InvoiceCaller, importId: string, kind: CamtKind, p: CamtPayment, r: MatchResult, checkoutTypeId: string | null): Stored {
  const matched = r.status === 'matched';
  return {
    id: crypto.randomUUID(),
    centreId: c.centreId,
    importId,
    duplicateKey: p.key,
    status: matched ? 'PROCESSED' : 'UNPROCESSED',
    match: r.status === 'duplicate' ? 'unmatched' : r.status,
    reason: 'reason' in r ? r.reason : null,
    suggestions: 'suggestions' in r ? r.suggestions : [],
    kind,
    account: p.account,
    checkoutTypeId,
    messageId: p.messageId,
    notificationId: p.recordId,
    entryIndex: p.entryIndex,
    transactionIndex: p.transactionIndex,
    accountServicerReference: p.accountServicerReference,
    endToEndId: p.endToEndId,
    bookingDate: p.bookingDate,
    valueDate: p.valueDate,
    amount: p.amount,
    currency: p.currency,
    creditDebit: p.creditDebit,
    reversal: p.reversal,
    reference: p.reference,
    debtorIban: p.debtorIban,
    debtorName: p.debtorName,
    text: p.text.slice(0, 2000),
    bulkNumber: p.entryPayments > 1 ? `${p.messageId}/${p.recordId}/${p.entryIndex}` : null,
    invoiceId: matched ? r.invoiceId : null,
    // The booking's id is chosen here, so the entry names its payment without a second write.
    paymentId: matched ? crypto.randomUUID() : null,
    processedAt: matched ? new Date() : null,
    importedBy: c.auth.userId,
  };
}

/** A reversal of a bank payment booked before on the reference's invoice: that booking is taken back. */
async function reverseBooked(tx: Tx, c: InvoiceCaller, row: Stored, invoiceId: string): Promise<PaymentRow | null> {
  const [booked] = await forCentre(tx, c.centreId)
    .select()
    .from(payments)
    .where(and(eq(payments.invoiceId, invoiceId), eq(payments.method, 'bank'), eq(payments.amount, row.amount), isNull(payments.reversedAt), isNull(payments.reversalOf)))
    .orderBy(payments.createdAt)
    .limit(1)
    .for('update');
  if (!booked) return null;
  return reverseInTx(tx, c, booked, 'bankReversal');
}

/** Books the matches and the reversals of booked payments; answers the invoices it touched. */
async function book(tx: Tx, c: InvoiceCaller, idx: CentreInvoiceIndex, stored: Stored[], results: Map<string, MatchResult>, summary: ImportSummary): Promise<Set<string>> {
  const scoped = forCentre(tx, c.centreId);
  const matched = stored.filter((s) => s.status === 'PROCESSED');
  const reversals = stored.filter((s) => s.reversal && results.get(s.duplicateKey)?.status === 'review' && s.suggestions?.[0]?.reasons[0]?.code === 'referenceMatch');
  // Lock every invoice this import touches, in one order, before any write (desk payments lock invoice, then credit).
  const touched = [...new Set([...matched.map((s) => s.invoiceId as string), ...reversals.map((s) => s.suggestions![0].invoiceId)])].sort();
  for (let i = 0; i < touched.length; i += CHUNK) await scoped.select({ id: invoices.invoiceId }).from(invoices).where(anyUuid(invoices.invoiceId, touched.slice(i, i + CHUNK))).orderBy(invoices.invoiceId).for('update');
  const rows: (typeof payments.$inferInsert)[] = matched.map((s) => {
    const r = results.get(s.duplicateKey) as Extract<MatchResult, { status: 'matched' }>;
    const invoiceAmount = Math.min(s.amount, r.openBefore);
    return {
      id: s.paymentId as string,
      centreId: c.centreId,
      invoiceId: r.invoiceId,
      contactId: idx.byId.get(r.invoiceId)?.contactId ?? null,
      checkoutTypeId: s.checkoutTypeId ?? null,
      method: 'bank',
      amount: s.amount,
      invoiceAmount,
      creditChange: s.amount - invoiceAmount,
      date: s.bookingDate ?? new Date().toISOString().slice(0, 10),
      transactionId: s.id,
      createdBy: c.auth.userId,
    };
  });
  for (let i = 0; i < rows.length; i += CHUNK) await scoped.insertAsJson(payments, rows.slice(i, i + CHUNK), { idKey: 'id' });
  const created = rows as AuditedPayment[];
  await auditPayments(tx, c, 'create', created, { via: 'bankImport' });
  summary.matched += created.length;
  for (const s of reversals) {
    const reversal = await reverseBooked(tx, c, s, s.suggestions![0].invoiceId);
    if (!reversal) continue;
    await scoped.update(bankTransactions).set({ status: 'PROCESSED', match: 'matched', invoiceId: reversal.invoiceId, paymentId: reversal.id, processedAt: new Date() }).where(eq(bankTransactions.id, s.id as string));
    summary.matched++;
    summary.suggested--;
  }
  await refreshInvoiceBalances(tx, c, rows.map((r) => r.invoiceId as string));
  return new Set(touched);
}

export async function importTransactions(c: InvoiceCaller, xmlString: string): Promise<ImportSummary> {
  const { kind, entries } = readBankFile(xmlString);
  const { summary, patch } = await runInvoiceWrite(c, async (tx) => {
    await lockBankImports(tx, c.centreId);
    const accounts = await checkoutTypeByAccount(tx, c.centreId);
    const idx = await centreInvoiceIndex(tx, c.centreId);
    const known = await knownKeys(tx, c.centreId, [...new Set(entries.map((e) => e.key))]);
    const results = matchPayments(entries, { index: idx.index, knownKeys: known });
    const importId = crypto.randomUUID();
    const summary: ImportSummary = { importId, imported: 0, matched: 0, suggested: 0, unmatched: 0, duplicates: 0 };
    const fresh: Stored[] = [];
    const byKey = new Map<string, MatchResult>();
    entries.forEach((p, i) => {
      const r = results[i];
      if (r.status === 'duplicate') summary.duplicates++;
      else {
        fresh.push(rowOf(c, importId, kind, p, r, accounts.get(compactIban(p.account)) ?? null));
        byKey.set(p.key, r);
      }
    });
    const stored: Stored[] = [];
    for (let i = 0; i < fresh.length; i += CHUNK) {
      const chunk = fresh.slice(i, i + CHUNK);
      const inserted = new Set(await forCentre(tx, c.centreId).insertAsJson(bankTransactions, chunk, { idKey: 'id', skipConflicts: true }));
      for (const s of chunk) if (inserted.has(s.id as string)) stored.push(s);
    }
    summary.duplicates += fresh.length - stored.length;
    summary.imported = stored.length;
    for (const s of stored) {
      if (s.match === 'matched') continue;
      if ((s.suggestions?.length ?? 0) > 0) summary.suggested++;
      else summary.unmatched++;
    }
    const touched = await book(tx, c, idx, stored, byKey, summary);
    await recordAuditMany(tx, c.centreId, [{ userId: c.auth.userId, role: callerRole(c), action: 'import', objectType: 'bankFile', objectId: importId, detail: { kind, entries: entries.length, imported: summary.imported, matched: summary.matched, duplicates: summary.duplicates } }]);
    const patch = await importPatch(tx, c.centreId, idx, touched);
    return { summary, patch };
  });
  // Only a committed import changes the kept index.
  applyIndexPatch(patch);
  return summary;
}
