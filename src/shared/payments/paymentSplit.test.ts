import fc from 'fast-check';
import { PAYMENT_METHODS } from '../api/payments';
import { splitPayment } from './paymentSplit';

describe('the split of a payment between its invoice and the client’s credit', () => {
  it('money in pays what is open and leaves the rest as credit', () => {
    expect(splitPayment('cash', 12_000, 12_000, 0)).toEqual({ invoiceAmount: 12_000, creditChange: 0 });
    expect(splitPayment('twint', 5_000, 12_000, 0)).toEqual({ invoiceAmount: 5_000, creditChange: 0 });
    expect(splitPayment('bank', 20_000, 12_000, 0)).toEqual({ invoiceAmount: 12_000, creditChange: 8_000 });
    expect(splitPayment('voucher', 3_000, null, 0)).toEqual({ invoiceAmount: 0, creditChange: 3_000 });
  });
  it('a credit note spends credit on an invoice, a refund pays it back; neither beyond what there is', () => {
    expect(splitPayment('creditNote', 5_000, 12_000, 8_000)).toEqual({ invoiceAmount: 5_000, creditChange: -5_000 });
    expect(splitPayment('creditNote', 5_000, null, 8_000)).toEqual({ refused: 'creditNoteNeedsInvoice' });
    expect(splitPayment('creditNote', 9_000, 12_000, 8_000)).toEqual({ refused: 'insufficientCredit' });
    expect(splitPayment('creditNote', 5_000, 4_000, 8_000)).toEqual({ refused: 'creditNoteExceedsOpen' });
    expect(splitPayment('refund', 8_000, null, 8_000)).toEqual({ invoiceAmount: 0, creditChange: -8_000 });
    expect(splitPayment('refund', 8_001, 100, 8_000)).toEqual({ refused: 'insufficientCredit' });
  });
  it('never puts more on an invoice than is open, never loses a Rappen, never spends credit that is not there', () => {
    fc.assert(
      fc.property(fc.constantFrom(...PAYMENT_METHODS), fc.integer({ min: 1, max: 1e7 }), fc.option(fc.integer({ min: 0, max: 1e7 })), fc.integer({ min: 0, max: 1e7 }), (method, amount, open, credit) => {
        const s = splitPayment(method, amount, open, credit);
        if ('refused' in s) return;
        expect(s.invoiceAmount).toBeGreaterThanOrEqual(0);
        expect(s.invoiceAmount).toBeLessThanOrEqual(open ?? 0);
        expect(credit + s.creditChange).toBeGreaterThanOrEqual(0);
        if (method === 'refund') expect(s.creditChange).toBe(-amount);
        else if (method === 'creditNote') expect(s.invoiceAmount).toBe(amount);
        else expect(s.invoiceAmount + s.creditChange).toBe(amount);
      }),
    );
  });
});
