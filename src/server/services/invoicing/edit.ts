/**
 * Editing an invoice before it leaves the practice (behaviour.md §4 "header filled, items filled,
 * saved"): header texts, lines (description, quantity, unit price, which lines and their order),
 * the payment deadline and the number, only while UNPROCESSED (409 `invoiceNotEditable` after).
 * Totals are computed again from the lines (VAT per rate, CHF 0.05); a new number gets a new
 * reference, and a number another invoice holds is the spec's duplication error.
 */
import { eq } from 'drizzle-orm';
import { forCentre } from '../../db/centreScope';
import type { Tx } from '../../db/client';
import { invoices, vatRates } from '../../db/schema';
import { badRequest, conflict } from '../../errors';
import { BillingRuleError, invoiceTotals } from '../../../shared/billing/invoiceTotals';
import { referenceForAccount } from '../../../shared/billing/paymentAccount';
import { EDITABLE_INVOICE_STATUSES, type InvoiceStatus } from '../../../shared/billing/invoiceTransitions';
import type { InvoiceCurrency } from '../../../shared/billing/money';
import { callerRole, type InvoiceCaller } from './context';
import { lockInvoices, runInvoiceWrite } from './lifecycle';
import { numberTaken } from './numbering';
import { brokenUniqueConstraint, toWire, totalsColumns, type InvoiceLine, type InvoiceRow, type InvoiceWire } from './record';
import { recordAuditMany } from '../audit/recordAudit';
import { refreshInvoiceBalances } from '../payments/invoiceBalance';

export interface LineEdit {
  item_id: string;
  description?: string;
  quantity?: number;
  unitPrice?: number;
}

export interface InvoiceEdit {
  header?: InvoiceRow['header'];
  /** The lines to keep, in their new order, with their changes; lines left out are dropped. */
  items?: LineEdit[];
  paymentDeadline?: string;
  number?: string;
}

async function totalsFor(tx: Tx, centreId: string, currency: string, lines: InvoiceLine[]) {
  const rates = (await forCentre(tx, centreId).select().from(vatRates)).map((r) => ({
    code: r.code,
    rate: Number(r.rate),
    validFrom: r.validFrom,
    validUntil: r.validUntil,
  }));
  try {
    return invoiceTotals({
      currency: currency as InvoiceCurrency,
      vatMode: 'inclusive',
      vatRates: rates,
      lines: lines.map((l) => ({
        serviceDate: l.date,
        unitPrice: l.unitPrice,
        quantity: l.quantity,
        vatCode: l.vatCode ?? null,
      })),
    });
  } catch (err) {
    if (err instanceof BillingRuleError) throw badRequest(err.code, err.detail);
    throw err;
  }
}

/** The current lines in the order and with the changes of `edits`; every id must be one of the invoice's. */
function editedLines(current: InvoiceLine[], edits: LineEdit[]): InvoiceLine[] {
  const byId = new Map(current.map((l) => [l.item_id, l]));
  if (edits.length === 0 || new Set(edits.map((e) => e.item_id)).size !== edits.length || edits.some((e) => !byId.has(e.item_id))) throw badRequest('invalidInvoiceLines');
  return edits.map((e) => {
    const line = byId.get(e.item_id) as InvoiceLine;
    return {
      ...line,
      ...(e.description !== undefined ? { description: e.description.trim() } : {}),
      ...(e.quantity !== undefined ? { quantity: e.quantity } : {}),
      ...(e.unitPrice !== undefined ? { unitPrice: e.unitPrice } : {}),
    };
  });
}

async function saveLines(tx: Tx, c: InvoiceCaller, row: InvoiceRow, lines: InvoiceLine[], more: Partial<InvoiceRow> = {}): Promise<InvoiceRow> {
  const t = await totalsFor(tx, c.centreId, row.currency, lines);
  const items = lines.map((l, i) => ({
    ...l,
    amount: t.lines[i].amount,
    vatRate: t.lines[i].vatRate,
    vatAmount: t.lines[i].vat,
  }));
  await forCentre(tx, c.centreId)
    .update(invoices)
    .set({
      ...more,
      items,
      ...totalsColumns(t),
      updatedAt: new Date(),
    })
    .where(eq(invoices.invoiceId, row.invoiceId));
  // What is due is the new total less what was paid already (issue 12 §1).
  await refreshInvoiceBalances(tx, c, [row.invoiceId]);
  const [fresh] = await forCentre(tx, c.centreId).select().from(invoices).where(eq(invoices.invoiceId, row.invoiceId));
  return fresh;
}

async function editable(tx: Tx, c: InvoiceCaller, id: string): Promise<InvoiceRow> {
  const [row] = await lockInvoices(tx, c, [id]);
  if (!EDITABLE_INVOICE_STATUSES.includes(row.status as InvoiceStatus)) throw conflict('invoiceNotEditable', { status: row.status });
  return row;
}

const auditEdit = (tx: Tx, c: InvoiceCaller, id: string, fields: string[]) =>
  recordAuditMany(tx, c.centreId, [
    {
      userId: c.auth.userId,
      role: callerRole(c),
      action: 'update',
      objectType: 'invoice',
      objectId: id,
      detail: { fields },
    },
  ]);

/** PUT /api/invoices/{id}. */
export async function updateInvoice(c: InvoiceCaller, id: string, edit: InvoiceEdit): Promise<InvoiceWire> {
  try {
    return await runInvoiceWrite(c, async (tx) => {
      const row = await editable(tx, c, id);
      const more: Partial<InvoiceRow> = {};
      if (edit.header !== undefined) more.header = { ...(row.header ?? {}), ...edit.header };
      if (edit.paymentDeadline !== undefined) {
        if (edit.paymentDeadline < row.date) throw badRequest('invalidDateRange');
        more.paymentDeadline = edit.paymentDeadline;
      }
      const number = edit.number?.trim();
      if (number !== undefined && number !== row.number) {
        if (await numberTaken(tx, c.centreId, number, id)) throw conflict('invoiceNumberDuplicate');
        more.number = number;
        if (row.iban) {
          const ref = referenceForAccount(row.iban, { invoiceNumber: number });
          more.reference = ref.reference;
          more.referenceType = ref.type;
        }
      }
      const lines = edit.items ? editedLines(row.items, edit.items) : row.items;
      const updated = await saveLines(tx, c, row, lines, more);
      await auditEdit(tx, c, id, Object.keys(edit).sort());
      return toWire(updated);
    });
  } catch (err) {
    const broken = brokenUniqueConstraint(err);
    if (broken?.includes('invoices_number_uq') || broken?.includes('invoices_reference_uq')) throw conflict('invoiceNumberDuplicate');
    throw err;
  }
}

/** PATCH /api/invoices/{id}/update-position: the same lines in a new order (every line, once). */
export async function updatePositions(c: InvoiceCaller, id: string, itemIds: string[]): Promise<InvoiceWire> {
  return runInvoiceWrite(c, async (tx) => {
    const row = await editable(tx, c, id);
    if (itemIds.length !== row.items.length) throw badRequest('invalidInvoiceLines');
    const updated = await saveLines(
      tx,
      c,
      row,
      editedLines(
        row.items,
        itemIds.map((item_id) => ({ item_id })),
      ),
    );
    await auditEdit(tx, c, id, ['items']);
    return toWire(updated);
  });
}
