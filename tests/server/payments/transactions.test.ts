/**
 * Bank files end to end (issue 12 §2, §4, §5): invoices are made, a camt.054 written with the test
 * writer pays them (full, partial, over, one without reference, one paid and reversed), it is
 * imported twice, then as the camt.053 of the same payments; every status, balance and the books'
 * invariant are checked. Then the review (process, reject, delete), several accounts in one file,
 * hostile files refused with nothing written, and two imports of one file at once.
 */
import fs from 'node:fs';
import path from 'node:path';
import { projectRoot } from '../../../src/server/projectRoot';
import { camtPayments } from '../../../src/server/services/camt/bankPayments';
import { CamtError } from '../../../src/server/services/camt/camtError';
import { parseCamt } from '../../../src/server/services/camt/parseCamt';
import { call } from '../centres/world';
import { IBAN, QR_IBAN } from '../invoices/world';
import { CAMT_TEST_IBAN, writeCamt, type WrittenCamt } from '../support/camtWriter';
import { DB_KINDS } from '../support/testApp';
import { creditOf, getInvoice, moneyRows, newInvoice, usePaymentWorld, type Invoice, type PaymentWorld } from './paymentWorld';

const importFile = (w: PaymentWorld, xmlString: string) => call(w.t, w.ia.admin, 'POST', '/api/transactions/import', { centreId: w.ia.centreId, xmlString });
const open = async (w: PaymentWorld) => (await call(w.t, w.ia.admin, 'GET', `/api/transactions/centre/${w.ia.centreId}/open?range=[0,999]`)).json() as Record<string, unknown>[];
let seq = 0;

describe.each(DB_KINDS)('bank files on %s', (kind) => {
  const w = usePaymentWorld(kind);
  expect(QR_IBAN).toBe(CAMT_TEST_IBAN);

  it('books full, partial and over payments, keeps the one without reference for review, reverses a reversal, and books nothing twice', async () => {
    // The one without reference bills two sessions: its amount (with its number in the text) singles it out.
    const [full, partial, over, noRef, reversed] = [await newInvoice(w), await newInvoice(w), await newInvoice(w), await newInvoice(w, 2), await newInvoice(w)];
    const creditBefore = await creditOf(w, full.contactId);
    const ref = (id: string) => `SVC-${kind}-${id}`;
    const payment = (inv: Invoice, amount: number, id: string) => ({ amount, reference: inv.reference, debtorName: 'Anna Müller', debtorIban: IBAN, accountServicerReference: ref(id) });
    const entries = [
      { payments: [payment(full, 12000, 'full'), payment(partial, 5000, 'partial')] },
      { payments: [payment(over, 15000, 'over')] },
      { payments: [{ amount: 24000, debtorName: 'MUELLER ANNA', message: `Rechnung ${noRef.number}`, accountServicerReference: ref('noref') }] },
      { payments: [payment(reversed, 12000, 'reversed')] },
      { reversal: true, payments: [payment(reversed, 12000, 'reversal')] },
    ];
    const file = (spec: Partial<WrittenCamt>) => writeCamt({ messageId: `MSG-${kind}-1`, accounts: [{ iban: QR_IBAN, entries }], ...spec });
    const first = await importFile(w, file({}));
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ imported: 6, matched: 5, suggested: 1, unmatched: 0, duplicates: 0 });
    // The pinned contract: the invoice reads PAID right after the request.
    expect(await getInvoice(w, full.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0 });
    expect(await getInvoice(w, partial.invoice_id)).toMatchObject({ status: 'UNPROCESSED', totalDue: 7000 });
    expect(await getInvoice(w, over.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0, creditNote: 3000 });
    expect(await getInvoice(w, noRef.invoice_id)).toMatchObject({ status: 'UNPROCESSED', totalDue: 24000 });
    // Paid and reversed in the same file: never PAID, still all due.
    expect(await getInvoice(w, reversed.invoice_id)).toMatchObject({ status: 'UNPROCESSED', totalDue: 12000 });
    expect(await creditOf(w, full.contactId)).toBe(creditBefore + 3000);
    const rows = await moneyRows(w);

    // The same file again, and the camt.053 statement of the same payments: all duplicates, nothing booked.
    expect((await importFile(w, file({}))).json()).toMatchObject({ imported: 0, matched: 0, duplicates: 6 });
    expect((await importFile(w, file({ kind: 'camt.053', messageId: `STMT-${kind}-1`, version: '04' }))).json()).toMatchObject({ imported: 0, duplicates: 6 });
    expect(await moneyRows(w)).toEqual(rows);

    // A later file returns the full payment (RvslInd): the invoice is open again.
    const returned = writeCamt({ messageId: `MSG-${kind}-2`, accounts: [{ iban: QR_IBAN, entries: [{ reversal: true, payments: [payment(full, 12000, 'returned')] }] }] });
    expect((await importFile(w, returned)).json()).toMatchObject({ imported: 1, matched: 1 });
    expect(await getInvoice(w, full.invoice_id)).toMatchObject({ status: 'UNPAID', totalDue: 12000 });

    // Every entry keeps what the bank said.
    const waiting = (await open(w)).find((t) => t.accountServicerReference === ref('noref'))!;
    expect(waiting).toMatchObject({ status: 'UNPROCESSED', match: 'suggested', reason: 'noReference', messageId: `MSG-${kind}-1`, notificationId: `MSG-${kind}-1-1`, bookingDate: '2026-11-20', valueDate: '2026-11-20', debtorName: 'MUELLER ANNA', amount: 24000, kind: 'camt.054', checkoutTypeId: w.bank });
    expect(typeof waiting.importDate).toBe('string');
    // The one without reference: its invoice is the first suggestion; one click books it.
    expect((waiting.suggestions as { invoiceId: string }[])[0].invoiceId).toBe(noRef.invoice_id);
    const processed = await call(w.t, w.ia.admin, 'POST', '/api/transactions/process', { centreId: w.ia.centreId, matches: [{ transactionId: waiting.transaction_id, invoiceId: noRef.invoice_id }] });
    expect(processed.statusCode).toBe(200);
    expect(processed.json()[0]).toMatchObject({ status: 'PROCESSED', invoiceId: noRef.invoice_id });
    expect(await getInvoice(w, noRef.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0 });
    const again = await call(w.t, w.ia.admin, 'POST', '/api/transactions/process', { centreId: w.ia.centreId, matches: [{ transactionId: waiting.transaction_id, invoiceId: noRef.invoice_id }] });
    expect([again.statusCode, again.json().code]).toEqual([409, 'transactionNotOpen']);
    const all = (await call(w.t, w.ia.admin, 'GET', `/api/transactions/centre/${w.ia.centreId}?range=[0,999]`)).json() as { debtorIban: string | null; status: string }[];
    expect(all.filter((t) => t.debtorIban === IBAN).length).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('reject sets an entry aside, delete discards one never booked, process refuses what cannot be booked', async () => {
    seq++;
    const inv = await newInvoice(w);
    const xml = writeCamt({
      messageId: `REVIEW-${kind}-${seq}`,
      accounts: [
        {
          iban: QR_IBAN,
          entries: [
            { payments: [{ amount: 777, debtorName: 'Niemand', accountServicerReference: `R1-${kind}-${seq}` }] },
            { payments: [{ amount: 778, debtorName: 'Niemand', accountServicerReference: `R2-${kind}-${seq}` }] },
            { creditDebit: 'DBIT', payments: [{ amount: 500, accountServicerReference: `R3-${kind}-${seq}` }] },
            { payments: [{ amount: 4000, debtorName: 'Vorauszahlung', accountServicerReference: `R4-${kind}-${seq}` }] },
          ],
        },
      ],
    });
    expect((await importFile(w, xml)).json()).toMatchObject({ imported: 4, matched: 0, unmatched: 4 });
    const mine = (await open(w)).filter((t) => String(t.accountServicerReference).endsWith(`-${kind}-${seq}`));
    const [r1, r2, debit, prepaid] = ['R1', 'R2', 'R3', 'R4'].map((r) => mine.find((t) => t.accountServicerReference === `${r}-${kind}-${seq}`)!);
    const rejected = await call(w.t, w.ia.admin, 'POST', `/api/transactions/${r1.transaction_id}/reject`);
    expect(rejected.json()).toMatchObject({ status: 'REJECTED' });
    expect((await open(w)).some((t) => t.transaction_id === r1.transaction_id)).toBe(false);
    expect((await call(w.t, w.ia.admin, 'POST', `/api/transactions/${r1.transaction_id}/reject`)).json().code).toBe('transactionNotOpen');
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/transactions/${r2.transaction_id}`)).statusCode).toBe(200);
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/transactions/${r2.transaction_id}`)).statusCode).toBe(404);
    const process = (matches: Record<string, unknown>[]) => call(w.t, w.ia.admin, 'POST', '/api/transactions/process', { centreId: w.ia.centreId, matches });
    const before = await moneyRows(w);
    expect((await process([{ transactionId: debit.transaction_id, invoiceId: inv.invoice_id }])).json().code).toBe('transactionNotBookable');
    expect((await process([{ transactionId: prepaid.transaction_id }])).json().code).toBe('invoiceOrContactRequired');
    expect((await process([{ transactionId: prepaid.transaction_id, contactId: inv.contactId }, { transactionId: prepaid.transaction_id, contactId: inv.contactId }])).json().code).toBe('transactionTwice');
    // One bad match refuses the whole batch: nothing half-booked.
    expect((await process([{ transactionId: prepaid.transaction_id, contactId: inv.contactId }, { transactionId: debit.transaction_id, invoiceId: inv.invoice_id }])).statusCode).toBe(409);
    expect(await moneyRows(w)).toEqual(before);
    // A payment nobody's invoice asked for becomes the client's credit.
    const credit = await creditOf(w, inv.contactId);
    expect((await process([{ transactionId: prepaid.transaction_id, contactId: inv.contactId }])).statusCode).toBe(200);
    expect(await creditOf(w, inv.contactId)).toBe(credit + 4000);
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/transactions/${prepaid.transaction_id}`)).json().code).toBe('transactionNotOpen');
    // The books' payment taken back: the entry waits again.
    const payment = (await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?filter=${encodeURIComponent(JSON.stringify({ contactId: inv.contactId, method: 'bank' }))}`)).json().find((p: { transactionId: string }) => p.transactionId === prepaid.transaction_id);
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/payments/${payment.payment_id}`)).statusCode).toBe(200);
    expect((await open(w)).some((t) => t.transaction_id === prepaid.transaction_id)).toBe(true);
    expect((await call(w.t, w.ia.admin, 'DELETE', `/api/transactions/${prepaid.transaction_id}`)).json().code).toBe('transactionBooked');
  }, 120_000);

  it('books each account of a file to the checkout type of its camt account', async () => {
    seq++;
    const inv = await newInvoice(w);
    const xml = writeCamt({
      messageId: `ACCOUNTS-${kind}-${seq}`,
      accounts: [
        { iban: QR_IBAN, entries: [{ payments: [{ amount: inv.amount, reference: inv.reference, accountServicerReference: `A1-${kind}-${seq}` }] }] },
        { iban: IBAN, entries: [{ payments: [{ amount: 100, debtorName: 'Niemand', accountServicerReference: `A2-${kind}-${seq}` }] }] },
      ],
    });
    expect((await importFile(w, xml)).json()).toMatchObject({ imported: 2, matched: 1 });
    const list = (await call(w.t, w.ia.admin, 'GET', `/api/transactions/centre/${w.ia.centreId}?range=[0,999]`)).json() as Record<string, unknown>[];
    expect(list.find((t) => t.accountServicerReference === `A1-${kind}-${seq}`)).toMatchObject({ account: QR_IBAN, checkoutTypeId: w.bank, status: 'PROCESSED' });
    expect(list.find((t) => t.accountServicerReference === `A2-${kind}-${seq}`)).toMatchObject({ account: IBAN, checkoutTypeId: null });
    const booked = (await call(w.t, w.ia.admin, 'GET', `/api/payments/centre/${w.ia.centreId}?filter=${encodeURIComponent(JSON.stringify({ invoiceId: inv.invoice_id }))}`)).json();
    expect(booked).toMatchObject([{ method: 'bank', checkoutTypeId: w.bank, amount: inv.amount }]);
  });

  const good = writeCamt({ accounts: [{ iban: QR_IBAN, entries: [{ payments: [{ amount: 100, reference: null, debtorName: 'X', message: 'MARKER' }] }] }] });
  const withDoctype = (doctype: string, body: string) => good.replace('<?xml version="1.0" encoding="UTF-8"?>\n', `<?xml version="1.0" encoding="UTF-8"?>\n${doctype}\n`).replace('MARKER', body);
  it.each([
    ['XXE', withDoctype('<!DOCTYPE Document [<!ENTITY xxe SYSTEM "file:///etc/passwd">]>', '&xxe;'), 'camtDtdRefused'],
    ['billion laughs', withDoctype(`<!DOCTYPE lolz [<!ENTITY lol "lol">${Array.from({ length: 9 }, (_, i) => `<!ENTITY lol${i + 1} "${`&lol${i || ''};`.repeat(10)}">`).join('')}]>`, '&lol9;'), 'camtDtdRefused'],
    ['a wrong namespace', good.replace('camt.054.001.08', 'camt.054.001.99'), 'camtUnsupported'],
    ['a payment order (pain.001)', '<?xml version="1.0"?><Document xmlns="urn:iso:std:iso:20022:tech:xsd:pain.001.001.09"><CstmrCdtTrfInitn/></Document>', 'camtUnsupported'],
    ['a truncated file', good.slice(0, Math.floor(good.length / 2)), 'camtMalformed'],
    ['not XML at all', '%PDF-1.7 this is not a bank file', 'camtMalformed'],
    ['a file over 20 MB', good.replace('MARKER', 'A'.repeat(21 * 1024 * 1024)), 'camtTooLarge'],
  ])('refuses %s with 400 and writes nothing', async (_name, xml, code) => {
    const before = await moneyRows(w);
    const res = await importFile(w, xml);
    expect([res.statusCode, res.json().code, res.json().message]).toEqual([400, code, `errors.${code}`]);
    expect(await moneyRows(w)).toEqual(before);
  });

  it('imports every public fixture (or refuses it with the parser’s code), and the second time all as duplicates', async () => {
    const dir = path.resolve(projectRoot, '../shared/fixtures/camt');
    for (const name of fs.readdirSync(dir).filter((f) => f.endsWith('.xml')).sort()) {
      const xml = fs.readFileSync(path.join(dir, name), 'utf8');
      let expected: number | string;
      try {
        expected = camtPayments(parseCamt(xml)).length;
      } catch (err) {
        expected = (err as CamtError).code;
      }
      const res = await importFile(w, xml);
      if (typeof expected === 'string') {
        expect([name, res.statusCode, res.json().code]).toEqual([name, 400, expected]);
        continue;
      }
      const first = res.json();
      expect([name, res.statusCode, first.imported + first.duplicates]).toEqual([name, 200, expected]);
      expect([name, first.imported]).toEqual([name, first.matched + first.suggested + first.unmatched]);
      const second = (await importFile(w, xml)).json();
      expect([name, second.imported, second.duplicates]).toEqual([name, 0, expected]);
    }
  }, 120_000);

  if (kind === 'postgres')
    it('two imports of the same file at once book it once', async () => {
      seq++;
      const invoices = [await newInvoice(w), await newInvoice(w), await newInvoice(w)];
      const xml = writeCamt({ messageId: `RACE-${seq}`, accounts: [{ iban: QR_IBAN, entries: invoices.map((inv, i) => ({ payments: [{ amount: inv.amount, reference: inv.reference, accountServicerReference: `RACE-${seq}-${i}` }] })) }] });
      const before = await moneyRows(w);
      const answers = (await Promise.all([importFile(w, xml), importFile(w, xml), importFile(w, xml)])).map((r) => r.json());
      expect(answers.reduce((s, a) => s + a.matched, 0)).toBe(3);
      expect(answers.reduce((s, a) => s + a.duplicates, 0)).toBe(6);
      expect(await moneyRows(w)).toEqual({ transactions: before.transactions + 3, payments: before.payments + 3 });
      for (const inv of invoices) expect(await getInvoice(w, inv.invoice_id)).toMatchObject({ status: 'PAID', totalDue: 0 });
    });
});
