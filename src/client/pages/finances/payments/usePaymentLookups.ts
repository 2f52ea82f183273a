/**
 * What the payments page shows beside the ids a payment carries: the checkout types, the centre's
 * invoices (number, client as billed, open amount — also the new payment's invoice choice) and
 * the names of the clients on the page.
 */
import { useMemo } from 'react';
import { useGetList, useGetManyAggregate } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';
import type { InvoiceRecord } from '../../../api/invoices';
import type { CheckoutTypeOption } from '../../../components/payments/PaymentMoneyFields';

/** The server's largest page (src/server/listParams.ts MAX_PAGE_SIZE). */
const ALL = { page: 1, perPage: 1000 };

export type { CheckoutTypeOption };

export function useCheckoutTypes(centreId: string) {
  const resource = useRecordResource('checkoutType');
  const list = useGetList(resource.def.resource, { pagination: ALL, sort: { field: 'name', order: 'ASC' }, meta: { centreId } });
  return useMemo<CheckoutTypeOption[]>(() => (list.data ?? []).map((r) => ({ id: String(r.id), name: String(r.name ?? ''), active: r.active !== false })), [list.data]);
}

export function useCentreInvoices(centreId: string) {
  const resource = useRecordResource('invoice');
  const list = useGetList(resource.def.resource, { pagination: ALL, sort: { field: 'date', order: 'DESC' }, meta: { centreId } });
  return useMemo(() => {
    const rows = (list.data ?? []) as unknown as (InvoiceRecord & { id: string })[];
    return { rows, byId: new Map(rows.map((r) => [String(r.id), r])) };
  }, [list.data]);
}

/** Display names of the given clients (the contacts' own representation). */
export function useClientNames(centreId: string, ids: string[]) {
  const resource = useRecordResource('contact');
  const unique = useMemo(() => [...new Set(ids)].sort(), [ids]);
  const found = useGetManyAggregate(resource.def.resource, { ids: unique, meta: { centreId } }, { enabled: unique.length > 0 });
  return useMemo(() => new Map((found.data ?? []).filter(Boolean).map((r) => [String(r.id), resource.represent(r)])), [found.data, resource]);
}
