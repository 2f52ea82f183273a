/**
 * The invoices resource of react-admin: invoices have no generic record routes (their life cycle
 * is the invoicing service's), so the list reads GET /api/invoices/centre/{cid}/getAllFromCentre
 * (simple-rest dialect, Content-Range) and a bulk delete is one DELETE /api/invoices/deleteInvoice
 * (behaviour.md §5: the ids de-duplicated). One record reads and deletes at /api/invoices/{id}.
 */
import type { DataProvider } from 'react-admin';
import { getScopedCentre } from '../admin/centreScope';
// http, not api/invoices: the data providers' chunk is preloaded with the app, and its list of files stays short.
import { apiFetch } from '../api/http';

export const INVOICES_RESOURCE = 'invoices';

type Params = { meta?: { centreId?: string } } & Record<string, unknown>;

export function invoiceDataProvider(rest: DataProvider, centre: () => string | null = getScopedCentre): DataProvider {
  const listPath = (params: Params) => {
    const centreId = params.meta?.centreId ?? centre();
    if (!centreId) throw new Error('noClinic');
    return `invoices/centre/${encodeURIComponent(centreId)}/getAllFromCentre`;
  };
  return {
    ...rest,
    getList: (_resource, params) => rest.getList(listPath(params as Params), params),
    deleteMany: async (_resource, params) => {
      await apiFetch('/api/invoices/deleteInvoice', { method: 'DELETE', body: { ids: [...new Set(params.ids.map(String))] } });
      return { data: params.ids };
    },
  };
}
