/**
 * From a camt file to match decisions, without a database: the writer's camt.054 of QR payments
 * (full, partial, over, without reference, reversed, a batch with charges) parsed, flattened and
 * matched; the same file again, and the camt.053 of the same payments afterwards, book nothing.
 */
import { camtPayments } from '../../../src/server/services/camt/bankPayments';
import { parseCamt } from '../../../src/server/services/camt/parseCamt';
import { buildQrReference, buildCreditorReference } from '../../../src/shared/billing/references';
import { matchBankFile } from '../../../src/shared/payments/matching';
import type { OpenInvoice } from '../../../src/shared/payments/matchingTypes';
import { CAMT_TEST_IBAN, writeCamt, type WrittenCamt } from '../support/camtWriter';

const ref = (n: number) => buildQrReference({ invoiceNumber: `2026-${n}` });
const invoices: OpenInvoice[] = [1, 2, 3, 4, 5].map((n) => ({ id: `inv-${n}`, number: `2026-${n}`, reference: ref(n), openAmount: 10_000, contactName: `Klient ${n} Muster`, dueDate: '2026-11-30' }));
invoices.push({ id: 'inv-6', number: '2026-6', reference: buildCreditorReference({ invoiceNumber: '2026-6' }), openAmount: 7_500, contactName: 'Anna Müller', dueDate: '2026-11-25' });

const payments = (kind: 'camt.054' | 'camt.053', version: '04' | '08', messageId: string): WrittenCamt => ({
  kind,
  version,
  messageId,
  accounts: [
    {
      iban: CAMT_TEST_IBAN,
      entries: [
        { accountServicerReference: 'N-1', payments: [{ amount: 10_000, reference: ref(1), accountServicerReference: 'T-1' }] },
        {
          accountServicerReference: 'N-2',
          charges: 90,
          payments: [
            { amount: 4_000, reference: ref(2), accountServicerReference: 'T-2', charges: 30 },
            { amount: 12_500, reference: ref(3), accountServicerReference: 'T-3', charges: 30 },
            { amount: 7_500, reference: null, debtorName: 'MUELLER ANNA', message: 'Rechnung 2026-6', accountServicerReference: 'T-4', charges: 30 },
          ],
        },
        { accountServicerReference: 'N-3', reversal: true, payments: [{ amount: 10_000, reference: ref(4), accountServicerReference: 'T-5' }] },
      ],
    },
  ],
});

describe('camt file → payments → decisions', () => {
  const first = camtPayments(parseCamt(writeCamt(payments('camt.054', '08', 'MSG-054'))));

  it('flattens the batch into its payments, keeping what the transaction record stores', () => {
    expect(first).toHaveLength(5);
    expect(first[1]).toMatchObject({ amount: 4_000, currency: 'CHF', account: CAMT_TEST_IBAN, messageId: 'MSG-054', recordId: 'MSG-054-1', entryIndex: 1, transactionIndex: 0, accountServicerReference: 'T-2', bookingDate: '2026-11-20', valueDate: '2026-11-20', entryPayments: 3 });
    expect(first[3]).toMatchObject({ reference: null, debtorName: 'MUELLER ANNA', text: 'Rechnung 2026-6' });
  });

  it('books full, partial and over by reference, suggests the unreferenced one, and leaves the reversal to a person', () => {
    const results = matchBankFile(first, invoices);
    expect(results).toEqual([
      { status: 'matched', invoiceId: 'inv-1', amountClass: 'full', openBefore: 10_000, difference: 0 },
      { status: 'matched', invoiceId: 'inv-2', amountClass: 'partial', openBefore: 10_000, difference: -6_000 },
      { status: 'matched', invoiceId: 'inv-3', amountClass: 'over', openBefore: 10_000, difference: 2_500 },
      { status: 'suggested', reason: 'noReference', suggestions: [expect.objectContaining({ invoiceId: 'inv-6', reasons: expect.arrayContaining([{ code: 'amountEqual' }, { code: 'numberInText' }]) })] },
      { status: 'review', reason: 'reversal', suggestions: [expect.objectContaining({ invoiceId: 'inv-4', reasons: [{ code: 'referenceMatch' }] })] },
    ]);
  });

  it.each([
    ['the same file again', payments('camt.054', '08', 'MSG-054')],
    ['the same payments in a camt.053 statement (other message, .04)', payments('camt.053', '04', 'MSG-053')],
  ])('%s: every payment is a duplicate', (_name, spec) => {
    const known = new Set(first.map((p) => p.key));
    const again = camtPayments(parseCamt(writeCamt(spec)));
    expect(again.map((p) => p.key)).toEqual(first.map((p) => p.key));
    expect(matchBankFile(again, invoices, known).every((r) => r.status === 'duplicate')).toBe(true);
  });

  it('a statement listing only the collective booking is never booked by itself', () => {
    const xml = writeCamt(payments('camt.053', '08', 'MSG-053')).replace(/<TxDtls>[\s\S]*?<\/TxDtls>/g, '');
    const collective = camtPayments(parseCamt(xml));
    expect(collective[1]).toMatchObject({ amount: 24_000, collectiveWithoutDetails: true, transactionIndex: null });
    expect(matchBankFile(collective, invoices)[1]).toMatchObject({ status: 'review', reason: 'collectiveWithoutDetails' });
  });
});
