/** The invoice design calls (src/server/routes/common/invoiceDesign.ts). */
import type { DesignPreviewBody, InvoiceDesignState } from '../../../../../shared/api/invoiceDesign';
import type { InvoiceDesignSlot } from '../../../../../shared/invoiceDesign';
import { fetchFile } from '../../../../api/fileDownload';
import { apiFetch } from '../../../../api/http';

const base = (centreId: string) => `/api/centres/${centreId}/invoice-design`;

export const designApi = {
  path: base,
  upload: (centreId: string, slot: InvoiceDesignSlot, file: File) => {
    const data = new FormData();
    data.append('file', file, file.name);
    return apiFetch<InvoiceDesignState>(`${base(centreId)}/${slot}`, { method: 'PUT', formData: data });
  },
  remove: (centreId: string, slot: InvoiceDesignSlot) => apiFetch<InvoiceDesignState>(`${base(centreId)}/${slot}`, { method: 'DELETE' }),
  image: async (centreId: string, slot: InvoiceDesignSlot) => (await fetchFile(`${base(centreId)}/${slot}/image`, slot)).blob,
  preview: async (centreId: string, body: DesignPreviewBody) => (await fetchFile(`${base(centreId)}/preview`, 'preview.pdf', { method: 'POST', body })).blob,
};

/** The preview's body from the invoicing settings form (only the texts the invoice prints). */
export function previewBody(settings: Record<string, unknown>, language: string, plain: boolean): DesignPreviewBody {
  const text = (key: string) => (typeof settings[key] === 'string' ? (settings[key] as string) : undefined);
  const lang = (['de', 'en', 'fr', 'it'] as const).find((l) => l === language) ?? 'de';
  return { title: text('title'), description: text('description'), notes: text('notes'), greetings: text('greetings'), signedBy: text('signedBy'), language: lang, plain };
}
