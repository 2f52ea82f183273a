import fc from 'fast-check';
import {
  buildCreditorReference,
  buildQrReference,
  creditorReferenceOf,
  formatCreditorReference,
  formatQrReference,
  isValidCreditorReference,
  isValidQrReference,
  qrCheckDigit,
  qrReferenceOf,
} from './references';

describe('QR reference (QRR, mod 10 recursive)', () => {
  it('matches the verified vectors of swiss-billing.md §1.6', () => {
    expect(qrCheckDigit('21000000000313947143000901')).toBe(7);
    expect(qrReferenceOf('21000000000313947143000901')).toBe('210000000003139471430009017');
    for (const ref of ['210000000003139471430009017', '000000000002015110002913192', '000000000002016030002820804']) expect(isValidQrReference(ref)).toBe(true);
    expect(isValidQrReference('210000000003139471430009018')).toBe(false);
    expect(isValidQrReference('0'.repeat(27))).toBe(false);
    expect(isValidQrReference('21000000000313947143000901')).toBe(false); // 26 digits
    expect(formatQrReference('210000000003139471430009017')).toBe('21 00000 00003 13947 14300 09017');
    expect(isValidQrReference('21 00000 00003 13947 14300 09017')).toBe(true);
  });

  it('builds from customer and invoice number', () => {
    expect(buildQrReference({ invoiceNumber: '2026-0042', customerNumber: 815 })).toBe(qrReferenceOf('000815' + '20260042'.padStart(20, '0')));
    expect(buildQrReference({ invoiceNumber: '42' }).slice(0, 26)).toBe('0'.repeat(24) + '42');
    expect(() => buildQrReference({ invoiceNumber: 'x'.repeat(0) })).toThrow(RangeError);
    expect(() => buildQrReference({ invoiceNumber: '1', customerNumber: '1234567' })).toThrow(RangeError);
  });

  const data = fc.stringMatching(/^[0-9]{26}$/).filter((d) => !/^0+$/.test(d));

  it('always validates what it builds, and catches every single wrong digit', () => {
    fc.assert(
      fc.property(data, fc.nat(26), fc.integer({ min: 1, max: 9 }), (d, pos, delta) => {
        const ref = qrReferenceOf(d);
        expect(isValidQrReference(ref)).toBe(true);
        const wrong = ref.slice(0, pos) + String((Number(ref[pos]) + delta) % 10) + ref.slice(pos + 1);
        expect(isValidQrReference(wrong)).toBe(false);
      }),
    );
  });

  it('gives distinct references to distinct invoice numbers of one customer', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 1, max: 1e12 }), fc.integer({ min: 0, max: 999_999 }), (a, b, c) => {
        fc.pre(a !== b);
        expect(buildQrReference({ invoiceNumber: String(a), customerNumber: c })).not.toBe(buildQrReference({ invoiceNumber: String(b), customerNumber: c }));
      }),
    );
  });
});

describe('creditor reference (SCOR, ISO 11649)', () => {
  it('matches the verified vectors of swiss-billing.md §1.7', () => {
    expect(isValidCreditorReference('RF18539007547034')).toBe(true);
    expect(creditorReferenceOf('539007547034')).toBe('RF18539007547034');
    expect(isValidCreditorReference('RF720191230100405JSH0438')).toBe(false);
    expect(isValidCreditorReference('rf18 5390 0754 7034')).toBe(true); // banks compare case-insensitively
    expect(isValidCreditorReference('RF18')).toBe(false);
    expect(isValidCreditorReference('RF1853900754703412345678901')).toBe(false); // > 25
    expect(formatCreditorReference('RF18539007547034')).toBe('RF18 5390 0754 7034');
  });

  it('builds from customer and invoice number', () => {
    const ref = buildCreditorReference({ invoiceNumber: 'RE-2026/0042', customerNumber: '815' });
    expect(ref).toMatch(/^RF\d{2}000815RE20260042$/);
    expect(isValidCreditorReference(ref)).toBe(true);
  });

  it('always validates what it builds, and catches every wrong digit for a digit and letter for a letter', () => {
    const body = fc.stringMatching(/^[0-9A-Z]{1,21}$/);
    // Same kind of character: a letter counts as two digits, so a digit↔letter swap is a two-digit change mod 97 may miss.
    const digits = '0123456789';
    const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
    fc.assert(
      fc.property(body, fc.nat(24), fc.integer({ min: 1, max: 35 }), (b, p, delta) => {
        const ref = creditorReferenceOf(b);
        expect(isValidCreditorReference(ref)).toBe(true);
        const pos = 2 + (p % (ref.length - 2));
        const set = digits.includes(ref[pos]) ? digits : letters;
        const next = set[(set.indexOf(ref[pos]) + (delta % set.length || 1)) % set.length];
        expect(isValidCreditorReference(ref.slice(0, pos) + next + ref.slice(pos + 1))).toBe(false);
      }),
    );
  });
});
