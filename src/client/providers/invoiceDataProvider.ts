/**
 * The invoices resource of react-admin: invoices have no generic record routes (their life cycle
 * is the invoicing service's), so the list reads GET /api/invoices/centre/{cid}/getAllFromCentre
 * (simple-rest dialect, Content-Range) and a bulk delete is one DELETE /api/invoices/deleteInvoice
 * (behaviour.md §5: the ids de-duplicated). One record reads and deletes at /api/invoices/{id}.
 */
import type { DataProvider } from 'react-admin';
import { getScopedCentre } from '../admin/centreScope';
import { deleteInvoices } from '../api/invoices';

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
      await deleteInvoices(params.ids.map(String));
      return { data: params.ids };
    },
  };
}
