/**
 * The Swiss QR Code payload (SIX IG QR-bill 2.3, swiss-billing.md §1.2–1.3): 31 lines for an
 * invoice (no billing information, no alternative procedures), LF-separated, structured
 * addresses (type S) only, no separator after the last line. swissqrbill builds the same text
 * inside the PDF but does not export it; this is the invoice's own statement of what the code
 * must say, checked against the decoded PDF and against the size limit.
 */
import { normalizeIban } from '../validators/iban';
import { rappenToDecimal, type InvoiceCurrency } from './money';
import type { PaymentReference } from './paymentAccount';

export interface StructuredAddress {
  name: string;
  street: string;
  buildingNumber?: string | null;
  zip: string;
  city: string;
  /** ISO 3166-1 alpha-2. */
  country: string;
}

export interface QrBillPayment {
  account: string;
  creditor: StructuredAddress;
  currency: InvoiceCurrency;
  /** Rappen; an invoice always states its amount ("no amount" is never used). */
  amount: number;
  debtor?: StructuredAddress | null;
  reference: PaymentReference;
  /** Unstructured message (AddInf/Ustrd), ≤ 140. */
  message?: string | null;
}

/** Payload budget in UTF-8 bytes (QR version 25 at level M). */
export const QR_PAYLOAD_MAX_BYTES = 997;

/** Line breaks inside a value would shift every later line. */
const clean = (value: string | null | undefined) => (value ?? '').replace(/[\r\n]+/g, ' ').trim();

function address(a: StructuredAddress | null | undefined): string[] {
  if (!a) return ['', '', '', '', '', '', ''];
  return ['S', clean(a.name), clean(a.street), clean(a.buildingNumber), clean(a.zip), clean(a.city), clean(a.country).toUpperCase()];
}

export function qrBillPayload(p: QrBillPayment): string {
  const lines = [
    'SPC',
    '0200',
    '1',
    normalizeIban(p.account),
    ...address(p.creditor),
    ...address(null), // ultimate creditor: reserved, always empty
    rappenToDecimal(p.amount),
    p.currency,
    ...address(p.debtor),
    p.reference.type,
    p.reference.reference.replace(/\s/g, '').toUpperCase(),
    clean(p.message),
    'EPD',
  ];
  return lines.join('\n');
}

export const payloadBytes = (payload: string) => new TextEncoder().encode(payload).length;
