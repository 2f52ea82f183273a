/** The QR-bill's data for swissqrbill, and the payload the code must carry (shared/billing/qrPayload). */
import type { Data } from 'swissqrbill/types';
import type { QrBillPayment, StructuredAddress } from '../../../../shared/billing/qrPayload';
import type { InvoicePdfView } from './invoicePdfView';

export function qrBillPayment(view: InvoicePdfView): QrBillPayment {
  return {
    account: view.practice.iban,
    creditor: view.practice.address,
    currency: view.currency,
    amount: view.openAmount ?? view.totals.totalDue,
    debtor: view.debtor,
    reference: view.reference,
    message: view.message ?? null,
  };
}

function party(a: StructuredAddress) {
  return { name: a.name, address: a.street, buildingNumber: a.buildingNumber || undefined, zip: a.zip, city: a.city, country: a.country.toUpperCase() };
}

/** swissqrbill writes amount.toFixed(2): Rappen / 100 is exact to the cent for any invoice amount. */
export function swissQrBillData(view: InvoicePdfView): Data {
  return qrBillDataFor(qrBillPayment(view));
}

/** swissqrbill's data for any payment (the Tarif 590 patient's copy builds its own). */
export function qrBillDataFor(p: QrBillPayment): Data {
  return {
    creditor: { ...party(p.creditor), account: p.account },
    currency: p.currency,
    amount: p.amount / 100,
    debtor: p.debtor ? party(p.debtor) : undefined,
    reference: p.reference.type === 'NON' ? undefined : p.reference.reference,
    message: p.message || undefined,
  };
}

export const QR_BILL_LANGUAGE = { de: 'DE', en: 'EN', fr: 'FR', it: 'IT' } as const;
