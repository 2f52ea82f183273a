import fc from 'fast-check';
import { qrReferenceOf } from '../billing/references';
import { buildInvoiceIndex } from './invoiceIndex';
import type { OpenInvoice } from './matchingTypes';

const invoice = (n: number, openAmount: number): OpenInvoice => ({ id: `inv-${n}`, number: `2026-${n}`, reference: qrReferenceOf(String(n)), openAmount, contactName: `Klientin ${n}`, dueDate: null });

/** The amount buckets as plain data: currency → amount → ids (sorted). */
const buckets = (index: ReturnType<typeof buildInvoiceIndex>) =>
  Object.fromEntries(
    [...index.suggestions().byAmount].map(([currency, amounts]) => [
      currency,
      Object.fromEntries([...amounts].filter(([, list]) => list.length > 0).sort(([a], [b]) => a - b).map(([amount, list]) => [amount, list.map((i) => i.id).sort()])),
    ]),
  );

describe('patching the invoice index (setOpenAmount)', () => {
  it('moves an invoice between amount buckets; a settled one leaves them', () => {
    const list = [invoice(1, 5_000), invoice(2, 5_000), invoice(3, 7_000)];
    const index = buildInvoiceIndex(list);
    index.suggestions();
    index.setOpenAmount(list[0], 7_000);
    index.setOpenAmount(list[1], 0);
    expect(buckets(index)).toEqual({ CHF: { 7000: ['inv-1', 'inv-3'] } });
    expect(index.byReference.get(qrReferenceOf('1'))?.openAmount).toBe(7_000);
  });

  it('after any patches, the index equals one built from the patched amounts (property)', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: 5 }).map((k) => k * 1_000), { minLength: 1, maxLength: 12 }),
        fc.array(fc.tuple(fc.nat(), fc.integer({ min: 0, max: 5 }).map((k) => k * 1_000)), { maxLength: 20 }),
        fc.boolean(),
        (amounts, patches, builtFirst) => {
          const list = amounts.map((a, i) => invoice(i + 1, a));
          const index = buildInvoiceIndex(list);
          if (builtFirst) index.suggestions();
          for (const [at, amount] of patches) index.setOpenAmount(list[at % list.length], amount);
          const fresh = buildInvoiceIndex(list.map((i) => ({ ...i })));
          expect(buckets(index)).toEqual(buckets(fresh));
        },
      ),
    );
  });
});
