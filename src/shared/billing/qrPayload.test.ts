import fc from 'fast-check';
import { payloadBytes, QR_PAYLOAD_MAX_BYTES, qrBillPayload, type QrBillPayment } from './qrPayload';

const payment: QrBillPayment = {
  account: 'CH44 3199 9123 0008 8901 2',
  creditor: { name: 'Praxis Sonnenweg', street: 'Sonnenweg', buildingNumber: '7', zip: '3000', city: 'Bern', country: 'CH' },
  currency: 'CHF',
  amount: 199475,
  debtor: { name: 'Anna Muster', street: 'Musterstrasse', buildingNumber: '1', zip: '8001', city: 'Zürich', country: 'ch' },
  reference: { type: 'QRR', reference: '21 00000 00003 13947 14300 09017' },
  message: 'Rechnung 2026-0042',
};

describe('Swiss QR Code payload', () => {
  it('writes the 31 lines of SIX IG 2.3 for a QR-IBAN invoice', () => {
    expect(qrBillPayload(payment).split('\n')).toEqual([
      'SPC', '0200', '1', 'CH4431999123000889012',
      'S', 'Praxis Sonnenweg', 'Sonnenweg', '7', '3000', 'Bern', 'CH',
      '', '', '', '', '', '', '',
      '1994.75', 'CHF',
      'S', 'Anna Muster', 'Musterstrasse', '1', '8001', 'Zürich', 'CH',
      'QRR', '210000000003139471430009017', 'Rechnung 2026-0042', 'EPD',
    ]);
  });

  it('leaves the debtor lines empty without a debtor, and never ends with a separator', () => {
    const lines = qrBillPayload({ ...payment, debtor: null }).split('\n');
    expect(lines.slice(20, 27)).toEqual(['', '', '', '', '', '', '']);
    expect(qrBillPayload(payment).endsWith('\n')).toBe(false);
  });

  it('keeps 31 lines and, with fields within their lengths, the 997-byte budget', () => {
    // Printable ASCII at the field maxima of §1.2: one byte per character.
    const text = (max: number) => fc.string({ unit: 'grapheme-ascii', maxLength: max });
    const addr = fc.record({ name: text(70), street: text(70), buildingNumber: text(16), zip: text(16), city: text(35), country: fc.constantFrom('CH', 'LI', 'DE') });
    fc.assert(
      fc.property(addr, fc.option(addr), fc.integer({ min: 1, max: 99_999_999_999 }), text(140), (creditor, debtor, amount, message) => {
        const payload = qrBillPayload({ ...payment, creditor, debtor, amount, message });
        const lines = payload.split('\n');
        expect(lines).toHaveLength(31);
        expect(lines[30]).toBe('EPD');
        expect(payloadBytes(payload)).toBeLessThanOrEqual(QR_PAYLOAD_MAX_BYTES);
      }),
    );
  });
});
