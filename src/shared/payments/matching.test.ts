import fc from 'fast-check';
import { buildQrReference, creditorReferenceOf, qrReferenceOf } from '../billing/references';
import { paymentKey, type PaymentIdentity } from './duplicateKey';
import { amountClassOf, buildInvoiceIndex, matchBankFile, matchPayments } from './matching';
import type { BankPayment, MatchResult, OpenInvoice } from './matchingTypes';
import { MAX_SUGGESTIONS } from './suggestions';

const qrr = (n: number) => qrReferenceOf(String(n));
const invoice = (n: number, over: Partial<OpenInvoice> = {}): OpenInvoice => ({
  id: `inv-${n}`,
  number: `2026-${String(n).padStart(4, '0')}`,
  reference: qrr(n),
  openAmount: 10_000 + n,
  contactName: `Klientin ${n}`,
  dueDate: '2026-11-30',
  ...over,
});
let keySeq = 0;
const payment = (over: Partial<BankPayment> = {}): BankPayment => ({
  key: `k${++keySeq}`,
  amount: 10_000,
  currency: 'CHF',
  creditDebit: 'CRDT',
  reversal: false,
  booked: true,
  amountExact: true,
  collectiveWithoutDetails: false,
  reference: null,
  debtorName: null,
  text: '',
  bookingDate: '2026-11-20',
  ...over,
});

describe('exact match by verified reference', () => {
  const invoices = [invoice(1, { openAmount: 12_050 }), invoice(2, { reference: creditorReferenceOf('20260002'), openAmount: 5_000 })];

  it('classes full, partial and over against what is open', () => {
    const r = matchBankFile([payment({ reference: qrr(1), amount: 12_050 }), payment({ reference: creditorReferenceOf('20260002'), amount: 4_000 })], invoices);
    expect(r).toEqual([
      { status: 'matched', invoiceId: 'inv-1', amountClass: 'full', openBefore: 12_050, difference: 0 },
      { status: 'matched', invoiceId: 'inv-2', amountClass: 'partial', openBefore: 5_000, difference: -1_000 },
    ]);
    expect(matchBankFile([payment({ reference: qrr(1), amount: 13_000 })], invoices)[0]).toMatchObject({ amountClass: 'over', difference: 950 });
  });

  it('counts earlier payments of the same file: two partial payments then an overpayment', () => {
    const r = matchBankFile([payment({ reference: qrr(1), amount: 6_000 }), payment({ reference: qrr(1), amount: 6_050 }), payment({ reference: qrr(1), amount: 100 })], invoices);
    expect(r.map((m) => m.status === 'matched' && [m.amountClass, m.openBefore])).toEqual([['partial', 12_050], ['full', 6_050], ['over', 0]]);
  });

  it('normalises the reference (spaces, case) and finds one typed into the free text', () => {
    const spaced = qrr(1).replace(/^(\d{2})(\d{5})(\d{5})(\d{5})(\d{5})(\d{5})$/, '$1 $2 $3 $4 $5 $6');
    expect(matchBankFile([payment({ reference: spaced, amount: 12_050 })], invoices)[0].status).toBe('matched');
    expect(matchBankFile([payment({ reference: creditorReferenceOf('20260002').toLowerCase(), amount: 5_000 })], invoices)[0].status).toBe('matched');
    expect(matchBankFile([payment({ text: `Zahlung ${spaced} danke`, amount: 12_050 })], invoices)[0]).toMatchObject({ status: 'matched', invoiceId: 'inv-1' });
    const rf = creditorReferenceOf('20260002').replace(/(.{4})(?=.)/g, '$1 ');
    expect(matchBankFile([payment({ text: `Ref ${rf}`, amount: 5_000 })], invoices)[0]).toMatchObject({ status: 'matched', invoiceId: 'inv-2' });
  });

  it('never matches a reference whose check digit is wrong, even one digit from an invoice’s', () => {
    const wrong = qrr(1).slice(0, 26) + String((Number(qrr(1)[26]) + 1) % 10);
    expect(matchBankFile([payment({ reference: wrong, amount: 12_050 })], invoices)[0]).toMatchObject({ status: 'suggested', reason: 'invalidReference' });
    expect(matchBankFile([payment({ reference: 'ISR ref number V2', amount: 1 })], invoices)[0]).toEqual({ status: 'unmatched', reason: 'invalidReference' });
    expect(matchBankFile([payment({ reference: qrr(99), amount: 1 })], invoices)[0]).toEqual({ status: 'unmatched', reason: 'unknownReference' });
  });

  it('a payment in another currency than the invoice is not booked by reference', () => {
    expect(matchBankFile([payment({ reference: qrr(1), amount: 12_050, currency: 'EUR' })], invoices)[0]).toMatchObject({ status: 'unmatched', reason: 'currencyMismatch' });
  });

  it('a payment on a settled invoice (open 0) is all credit', () => {
    expect(matchBankFile([payment({ reference: qrr(3), amount: 500 })], [invoice(3, { openAmount: 0 })])[0]).toMatchObject({ status: 'matched', amountClass: 'over', openBefore: 0, difference: 500 });
  });
});

describe('never booked without a person', () => {
  const invoices = [invoice(1, { openAmount: 12_050 })];
  it.each([
    ['a reversal', { reversal: true, creditDebit: 'DBIT' as const }, 'reversal'],
    ['a debit', { creditDebit: 'DBIT' as const }, 'debit'],
    ['a pending entry', { booked: false }, 'notBooked'],
    ['an amount finer than the Rappen', { amountExact: false }, 'amountNotExact'],
    ['a collective booking without its payments', { collectiveWithoutDetails: true }, 'collectiveWithoutDetails'],
  ])('%s → review, its invoice offered first', (_name, over, reason) => {
    const [r] = matchBankFile([payment({ reference: qrr(1), amount: 12_050, ...over })], invoices);
    expect(r).toMatchObject({ status: 'review', reason });
    if (reason !== 'debit') expect(r.status === 'review' && r.suggestions[0]).toEqual({ invoiceId: 'inv-1', score: 100, reasons: [{ code: 'referenceMatch' }] });
  });
});

describe('duplicates', () => {
  it('a key imported before, or twice in one file, is a duplicate', () => {
    const invoices = [invoice(1, { openAmount: 12_050 })];
    const p = payment({ reference: qrr(1), amount: 12_050 });
    expect(matchBankFile([p, { ...p }], invoices).map((r) => r.status)).toEqual(['matched', 'duplicate']);
    expect(matchBankFile([p], invoices, new Set([p.key]))).toEqual([{ status: 'duplicate' }]);
  });

  it('the same transaction keys alike in a camt.054 and a later camt.053 (other message, position)', () => {
    const base: PaymentIdentity = { account: 'CH44', transactionReference: 'TX-1', entryReference: 'N-1', endToEndId: null, transactionIndex: 2, transactionCount: 3, messageId: 'M054', recordId: 'R1', entryIndex: 4, amount: 100, creditDebit: 'CRDT', reversal: false };
    expect(paymentKey({ ...base, messageId: 'M053', recordId: 'S9', entryIndex: 0, transactionIndex: 0, entryReference: 'OTHER' })).toBe(paymentKey(base));
    expect(paymentKey({ ...base, reversal: true })).not.toBe(paymentKey(base));
    expect(paymentKey({ ...base, account: 'CH99' })).not.toBe(paymentKey(base));
    const noTx = { ...base, transactionReference: null };
    expect(paymentKey({ ...noTx, messageId: 'M053' })).toBe(paymentKey(noTx));
    expect(paymentKey({ ...noTx, transactionIndex: 1 })).not.toBe(paymentKey(noTx));
    expect(paymentKey({ ...noTx, endToEndId: 'E2E-7', transactionIndex: 1 })).toBe(paymentKey({ ...noTx, endToEndId: 'E2E-7', transactionIndex: 0 }));
  });
});

describe('suggestions', () => {
  const invoices = [
    invoice(1, { contactName: 'Anna Müller', openAmount: 12_050, dueDate: '2026-11-25' }),
    invoice(2, { contactName: 'Beat Keller', openAmount: 12_050, dueDate: '2026-06-01' }),
    invoice(3, { contactName: 'Carla Rossi', openAmount: 8_000 }),
    invoice(4, { contactName: 'Anna Meier', openAmount: 3_000 }),
  ];
  it('ranks amount + name + date above amount alone, and finds the number in the free text', () => {
    const [r] = matchBankFile([payment({ amount: 12_050, debtorName: 'MUELLER ANNA' })], invoices);
    expect(r.status === 'suggested' && r.suggestions.map((s) => s.invoiceId)).toEqual(['inv-1', 'inv-2']);
    expect(r.status === 'suggested' && r.suggestions[0].reasons.map((x) => x.code)).toEqual(['amountEqual', 'nameSimilar', 'dateClose']);
    const [byNumber] = matchBankFile([payment({ amount: 1, text: 'Rechnung Nr.2026-0003, danke' })], invoices);
    expect(byNumber).toMatchObject({ status: 'suggested', reason: 'noReference', suggestions: [{ invoiceId: 'inv-3', reasons: [{ code: 'numberInText' }, { code: 'dateClose', days: 10 }] }] });
  });
  it('a shared first name alone is no reason; nothing alike → unmatched', () => {
    expect(matchBankFile([payment({ amount: 1, debtorName: 'Anna Zbinden' })], invoices)).toEqual([{ status: 'unmatched', reason: 'noReference' }]);
  });
});

describe('properties', () => {
  const arbInvoices = fc.uniqueArray(fc.integer({ min: 1, max: 10_000_000 }), { minLength: 1, maxLength: 30 }).chain((ns) =>
    fc.tuple(...ns.map((n) => fc.integer({ min: 0, max: 100_000 }).map((open) => invoice(n, { openAmount: open, reference: buildQrReference({ invoiceNumber: String(n) }) })))),
  );
  const arbPayments = (invoices: OpenInvoice[]) =>
    fc.array(
      fc.record({
        target: fc.integer({ min: 0, max: invoices.length - 1 }),
        amount: fc.integer({ min: 1, max: 150_000 }),
        creditDebit: fc.constantFrom('CRDT' as const, 'DBIT' as const),
        reversal: fc.boolean(),
        booked: fc.boolean(),
        key: fc.integer({ min: 0, max: 20 }).map((k) => `key-${k}`),
      }),
      { maxLength: 40 },
    );

  it('only booked, exact, non-reversed credits are ever matched, always to their reference’s invoice, with consistent amounts', () => {
    fc.assert(
      fc.property(
        arbInvoices.chain((invoices) => fc.tuple(fc.constant(invoices), arbPayments(invoices))),
        ([invoices, specs]) => {
          const payments = specs.map((s) => payment({ ...s, reference: invoices[s.target].reference }));
          const results = matchBankFile(payments, invoices);
          const paid = new Map<string, number>();
          const seen = new Set<string>();
          results.forEach((r: MatchResult, i) => {
            const p = payments[i];
            const target = invoices[specs[i].target];
            if (seen.has(p.key)) return expect(r.status).toBe('duplicate');
            seen.add(p.key);
            if (p.creditDebit === 'DBIT' || p.reversal || !p.booked) return expect(r.status).toBe('review');
            expect(r.status).toBe('matched');
            if (r.status !== 'matched') return;
            expect(r.invoiceId).toBe(target.id);
            const before = Math.max(0, target.openAmount - (paid.get(target.id) ?? 0));
            expect(r.openBefore).toBe(before);
            expect(r.difference).toBe(p.amount - before);
            expect(r.amountClass).toBe(amountClassOf(p.amount, before));
            paid.set(target.id, (paid.get(target.id) ?? 0) + p.amount);
          });
        },
      ),
    );
  });

  it('importing the same payments again books nothing: every result is a duplicate', () => {
    fc.assert(
      fc.property(arbInvoices.chain((invoices) => fc.tuple(fc.constant(invoices), arbPayments(invoices))), ([invoices, specs]) => {
        const payments = specs.map((s) => payment({ ...s, reference: invoices[s.target].reference }));
        const again = matchPayments(payments, { index: buildInvoiceIndex(invoices), knownKeys: new Set(payments.map((p) => p.key)) });
        expect(again.every((r) => r.status === 'duplicate')).toBe(true);
      }),
    );
  });

  it('suggestions are at most five, best first, each with a strong reason, never of another currency', () => {
    const names = ['Anna Müller', 'Beat Keller', 'Carla Rossi', 'Dario Bernasconi', 'Eva Fischer'];
    fc.assert(
      fc.property(
        fc.array(fc.record({ name: fc.constantFrom(...names), open: fc.constantFrom(1_000, 2_000, 3_000), eur: fc.boolean() }), { minLength: 1, maxLength: 60 }),
        fc.record({ amount: fc.constantFrom(1_000, 2_000, 5_000), name: fc.constantFrom(...names, 'Zoe Unbekannt'), number: fc.integer({ min: 0, max: 70 }) }),
        (specs, p) => {
          const invoices = specs.map((s, i) => invoice(i + 1, { contactName: s.name, openAmount: s.open, currency: s.eur ? 'EUR' : 'CHF', reference: null }));
          const [r] = matchBankFile([payment({ amount: p.amount, debtorName: p.name, text: `Rechnung 2026-${String(p.number).padStart(4, '0')}` })], invoices);
          expect(r.status).not.toBe('matched');
          if (r.status === 'unmatched') return;
          expect(r.status).toBe('suggested');
          if (r.status !== 'suggested') return;
          expect(r.suggestions.length).toBeLessThanOrEqual(MAX_SUGGESTIONS);
          for (let i = 1; i < r.suggestions.length; i++) expect(r.suggestions[i - 1].score).toBeGreaterThanOrEqual(r.suggestions[i].score);
          for (const s of r.suggestions) {
            expect(s.reasons.some((x) => x.code === 'amountEqual' || x.code === 'numberInText' || x.code === 'nameSimilar')).toBe(true);
            expect(invoices.find((inv) => inv.id === s.invoiceId)?.currency).toBe('CHF');
          }
        },
      ),
    );
  });
});
