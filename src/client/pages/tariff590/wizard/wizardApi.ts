/** The tariff 590 wizard's server calls (src/shared/api/tariff590Invoices.ts) and the lists it reads. */
import type { Appointment } from '../../../../generated/appointment.gen';
import type { ContactName } from '../../../../shared/api/appointments';
import { CONTACT_NAMES_PARAM } from '../../../../shared/api/appointments';
import type { Tariff590CheckResult, Tariff590FormKind } from '../../../../shared/api/tariff590Invoices';
import { apiFetch } from '../../../api/http';
import { fetchFile } from '../../../api/fileDownload';
import type { WizardDraft } from './wizardDraft';
import { draftBody } from './wizardDraft';

const id = encodeURIComponent;

export type ListedAppointment = Appointment & { appointment_id: string; contactName?: ContactName };

/** Finished, not yet billed appointments of a therapist (and a client), oldest first. */
export function finishedAppointmentsPath(centreId: string, providerId: string, contactId?: string): string {
  const filter = JSON.stringify({ status: 'FINISHED', resourceId: providerId, ...(contactId ? { contact_fk: contactId } : {}) });
  return `/api/appointments?centreId=${id(centreId)}&filter=${id(filter)}&range=${id('[0,499]')}&sort=${id('["startsAt","ASC"]')}&${CONTACT_NAMES_PARAM}=true`;
}

export interface CreatedInvoice {
  invoice_id: string;
  number: string;
  amount: number;
}

export const wizardApi = {
  check: (d: WizardDraft) => apiFetch<Tariff590CheckResult>('/api/tariff590/check', { method: 'POST', body: draftBody(d) }),
  /** The unsaved form (or second form) as a PDF blob. */
  preview: async (d: WizardDraft, form: Tariff590FormKind) => (await fetchFile(`/api/tariff590/preview?form=${form}`, `${form}.pdf`, { method: 'POST', body: draftBody(d) })).blob,
  create: (d: WizardDraft) => apiFetch<CreatedInvoice>('/api/tariff590/invoices', { method: 'POST', body: draftBody(d) }),
  /** A signed link (5 minutes) to a stored invoice's form, opened without the token. */
  formLink: async (invoiceId: string, form: Tariff590FormKind) =>
    (await apiFetch<{ pdfTempLink: string }>(`/api/invoice/${id(invoiceId)}/tariff590Form?form=${form}`)).pdfTempLink,
  markPrinted: (centreId: string, invoiceId: string, secondForm: boolean) =>
    apiFetch(`/api/sent-invoices/clinic/${id(centreId)}`, { method: 'POST', body: { invoiceIds: [invoiceId], sentAs: 'print', ...(secondForm ? { secondForm: true } : {}) } }),
};
