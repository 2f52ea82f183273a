/** Sample invoice views built with the shared billing rules, as the invoice service will build them. */
import { invoiceTotals, type BillingLineInput, type VatMode } from '../../../../src/shared/billing/invoiceTotals';
import type { InvoiceCurrency } from '../../../../src/shared/billing/money';
import { referenceForAccount } from '../../../../src/shared/billing/paymentAccount';
import type { StructuredAddress } from '../../../../src/shared/billing/qrPayload';
import type { Language } from '../../../../src/shared/languages';
import { STATUTORY_RATES, statutoryCode } from '../../../../src/shared/vat/statutoryRates';
import type { InvoicePdfView } from '../../../../src/server/services/documents/invoicePdf/invoicePdfView';

export const QR_IBAN = 'CH4431999123000889012';
export const IBAN = 'CH9300762011623852957';

const vatRates = STATUTORY_RATES.CH.map((p) => ({ ...p, code: statutoryCode('CH', p.kind) }));

const practice: StructuredAddress = { name: 'Praxis Sonnenweg', street: 'Sonnenweg', buildingNumber: '7', zip: '3000', city: 'Bern', country: 'CH' };
const debtor: StructuredAddress = { name: 'Anna Müller', street: 'Rue du Lac', buildingNumber: '12a', zip: '1003', city: 'Lausanne', country: 'CH' };

interface SampleLine extends BillingLineInput {
  description: string;
}

const LINES: SampleLine[] = [
  { serviceDate: '2026-11-03', description: '1200 Anamnese / Untersuchung / Diagnose', unitPrice: 1000, quantity: 6 },
  { serviceDate: '2026-11-03', description: '1004 Akupunktur', unitPrice: 1000, quantity: 9 },
  { serviceDate: '2026-11-10', description: 'Kräutertee 100 g', unitPrice: 1895, quantity: 1, vatCode: 'CH-reduced' },
  { serviceDate: '2026-11-17', description: 'Massageöl', unitPrice: 2490, quantity: 2, vatCode: 'CH-normal' },
];

export function sampleInvoice(opts: { language: Language; currency?: InvoiceCurrency; iban?: string; number?: string; lines?: SampleLine[]; vatMode?: VatMode }): InvoicePdfView {
  const lines = opts.lines ?? LINES;
  const currency = opts.currency ?? 'CHF';
  const iban = opts.iban ?? QR_IBAN;
  const number = opts.number ?? '2026-0042';
  const totals = invoiceTotals({ currency, vatMode: opts.vatMode ?? 'exclusive', lines, vatRates });
  return {
    language: opts.language,
    currency,
    practice: { address: practice, iban, phone: '031 123 45 67', email: 'praxis@example.ch', vatNumber: 'CHE-123.456.788 MWST' },
    debtor,
    number,
    date: '2026-11-26',
    dueDate: '2026-12-26',
    reference: referenceForAccount(iban, { invoiceNumber: number, customerNumber: 815 }),
    lines: totals.lines.map((l, i) => ({ date: l.serviceDate, description: lines[i].description, quantity: l.quantity, unitPrice: l.unitPrice, amount: l.amount, vatRate: l.vatRate })),
    totals,
    message: `${number}`,
  };
}

/** Many lines, so the invoice runs over a page and the QR-bill needs its own. */
export function longLines(count: number): SampleLine[] {
  return Array.from({ length: count }, (_, i) => ({ serviceDate: `2026-10-${String((i % 28) + 1).padStart(2, '0')}`, description: `1004 Akupunktur, Sitzung ${i + 1}`, unitPrice: 1000, quantity: 12 }));
}
