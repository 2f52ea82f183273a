import fc from 'fast-check';
import { dice, nameSimilarity, nameWords } from './nameSimilarity';
import { referenceInText, verifiedReference } from './paymentReference';
import { creditorReferenceOf, formatQrReference, qrReferenceOf } from '../billing/references';

describe('name similarity', () => {
  it('ignores case, umlaut spelling, accents, order, titles and legal forms', () => {
    expect(nameSimilarity('MUELLER ANNA', 'Anna Müller')).toBe(1);
    expect(nameSimilarity('Frau Dr. Zoé Fançois-Rüegg', 'zoe fancois ruegg')).toBe(1);
    expect(nameSimilarity('Müller-Meier Hans', 'Hans Müller')).toBe(1); // a relative paying
    expect(nameSimilarity('Anna Zbinden', 'Anna Müller')).toBeLessThan(0.75);
    expect(nameSimilarity('Anna Meier', 'Anna Müller')).toBeLessThan(0.75);
    expect(nameSimilarity('Anna Muler', 'Anna Müller')).toBeGreaterThan(0.75); // a typo
    expect(nameWords('Physio Muster AG')).toEqual(['physio', 'muster']);
    expect(nameWords('Müller Mueller Muller')).toEqual(['muller', 'muller', 'muller']);
    // Titles alone say nothing about who paid: such a name matches nothing, not even itself.
    expect(nameSimilarity('Hr', 'hr')).toBe(0);
    expect(nameSimilarity('Dr. AG', 'Anna Müller')).toBe(0);
  });

  // Words that stay a word (fast-check found "hr", a title, which the names drop, see above).
  const word = fc.stringMatching(/^[a-zäöüéè]{2,10}$/).filter((w) => nameWords(w).length > 0);
  it('is in [0, 1], 1 for the same words in any order and case, and dice is symmetric', () => {
    fc.assert(
      fc.property(fc.array(word, { minLength: 1, maxLength: 4 }), fc.array(word, { minLength: 1, maxLength: 4 }), (a, b) => {
        const s = nameSimilarity(a.join(' '), b.join(' '));
        expect(s).toBeGreaterThanOrEqual(0);
        expect(s).toBeLessThanOrEqual(1);
        expect(nameSimilarity([...a].reverse().join(' ').toUpperCase(), a.join(' '))).toBe(1);
        expect(dice(a.join(' '), b.join(' '))).toBeCloseTo(dice(b.join(' '), a.join(' ')), 10);
      }),
    );
  });
});

describe('payment references', () => {
  const data = fc.stringMatching(/^[0-9]{26}$/).filter((d) => !/^0+$/.test(d));
  it('verifies any QRR however it is spaced, and refuses it with any one digit changed', () => {
    fc.assert(
      fc.property(data, fc.nat(26), fc.integer({ min: 1, max: 9 }), (d, pos, delta) => {
        const ref = qrReferenceOf(d);
        expect(verifiedReference(formatQrReference(ref))).toEqual({ kind: 'QRR', value: ref });
        expect(referenceInText(`Zahlung ${formatQrReference(ref)} danke`)).toEqual({ kind: 'QRR', value: ref });
        const wrong = ref.slice(0, pos) + String((Number(ref[pos]) + delta) % 10) + ref.slice(pos + 1);
        expect(verifiedReference(wrong)).toBeNull();
      }),
    );
  });
  it('verifies SCOR in any case and grouping', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9A-Z]{1,21}$/), (body) => {
        const ref = creditorReferenceOf(body);
        expect(verifiedReference(ref.toLowerCase())).toEqual({ kind: 'SCOR', value: ref });
        expect(referenceInText(`ref ${ref.replace(/(.{4})(?=.)/g, '$1 ')}`)).toEqual({ kind: 'SCOR', value: ref });
      }),
    );
    expect(verifiedReference('ISR ref number V2')).toBeNull();
    expect(verifiedReference('')).toBeNull();
  });
});
