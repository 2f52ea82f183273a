import fc from 'fast-check';
import { paymentReferenceError, qrBillAccountError, referenceForAccount, type ReferenceType } from './paymentAccount';
import { isValidCreditorReference, isValidQrReference } from './references';

const QR_IBAN = 'CH44 3199 9123 0008 8901 2';
const IBAN = 'CH5800791123000889012';
const QRR = '210000000003139471430009017';
const SCOR = 'RF18539007547034';

describe('account and reference go together (swiss-billing.md §1.8)', () => {
  it('gives a QR-IBAN a QRR and an ordinary IBAN a SCOR reference', () => {
    expect(referenceForAccount(QR_IBAN, { invoiceNumber: '2026-0042' }).type).toBe('QRR');
    expect(referenceForAccount(IBAN, { invoiceNumber: '2026-0042' }).type).toBe('SCOR');
  });

  it('checks every cell of the table', () => {
    const cases: [string, ReferenceType, string, string | null][] = [
      [QR_IBAN, 'QRR', QRR, null],
      [QR_IBAN, 'SCOR', SCOR, 'qrIbanNeedsQrReference'],
      [QR_IBAN, 'NON', '', 'qrIbanNeedsQrReference'],
      [IBAN, 'QRR', QRR, 'qrReferenceNeedsQrIban'],
      [IBAN, 'SCOR', SCOR, null],
      [IBAN, 'NON', '', null],
      [IBAN, 'NON', SCOR, 'referenceNotAllowedWithNon'],
      [IBAN, 'SCOR', 'RF720191230100405JSH0438', 'invalidCreditorReference'],
      [QR_IBAN, 'QRR', '210000000003139471430009018', 'invalidQrReference'],
      ['CH9300762011623852958', 'SCOR', SCOR, 'invalidIban'],
      ['DE89370400440532013000', 'SCOR', SCOR, 'ibanNotSwiss'],
    ];
    for (const [iban, type, reference, error] of cases) expect([iban, type, paymentReferenceError(iban, { type, reference })]).toEqual([iban, type, error]);
    expect(qrBillAccountError('LI21 0881 0000 2324 013A A')).toBeNull();
  });

  it('accepts every reference it hands out', () => {
    fc.assert(
      fc.property(fc.constantFrom(QR_IBAN, IBAN, 'CH9300762011623852957'), fc.integer({ min: 1, max: 1e9 }), fc.integer({ min: 0, max: 999_999 }), (iban, n, c) => {
        const ref = referenceForAccount(iban, { invoiceNumber: `2026-${n}`, customerNumber: c });
        expect(paymentReferenceError(iban, ref)).toBeNull();
        expect(ref.type === 'QRR' ? isValidQrReference(ref.reference) : isValidCreditorReference(ref.reference)).toBe(true);
      }),
    );
  });
});
