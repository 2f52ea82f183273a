/**
 * The payment reference a bank reports, made comparable with an invoice's: whitespace dropped,
 * upper case, and only when its check digits hold (QRR: mod 10 recursive; SCOR: ISO 11649
 * mod 97). A reference that fails its check cannot be one Kura issued, so it never matches.
 */
import { isValidCreditorReference, isValidQrReference } from '../billing/references';

export type ReferenceKind = 'QRR' | 'SCOR';
export interface PaymentReference {
  kind: ReferenceKind;
  /** Compact form: 27 digits, or "RF" + check + body in upper case. */
  value: string;
}

export const compactReference = (raw: string): string => raw.replace(/\s/g, '').toUpperCase();

/** The verified reference, or null (absent, a legacy ISR/other format, or a wrong check digit). */
export function verifiedReference(raw: string | null | undefined): PaymentReference | null {
  if (!raw) return null;
  const value = compactReference(raw);
  if (/^\d{27}$/.test(value)) return isValidQrReference(value) ? { kind: 'QRR', value } : null;
  if (value.startsWith('RF')) return isValidCreditorReference(value) ? { kind: 'SCOR', value } : null;
  return null;
}

/**
 * A verified reference typed into the free text (e-banking payments without the QR code):
 * 27 digits (spaces inside allowed, as printed) or an RF reference in groups of four.
 */
export function referenceInText(text: string): PaymentReference | null {
  for (const run of text.match(/\d[\d ]{25,40}\d/g) ?? []) {
    const digits = run.replace(/ /g, '');
    for (let i = 0; i + 27 <= digits.length; i++) {
      const found = verifiedReference(digits.slice(i, i + 27));
      if (found) return found;
    }
  }
  const tokens = text.toUpperCase().split(/\s+/);
  for (let i = 0; i < tokens.length; i++) {
    if (!tokens[i].startsWith('RF')) continue;
    let joined = '';
    let best: PaymentReference | null = null;
    for (let j = i; j < Math.min(tokens.length, i + 7) && joined.length <= 25; j++) {
      joined += tokens[j].replace(/[^0-9A-Z]/g, '');
      best = verifiedReference(joined) ?? best;
    }
    if (best) return best;
  }
  return null;
}
