/**
 * The centre's saved queries of one list (records "query-lists", behaviour §7 Query lists) and
 * the calls that change them; every change refreshes each view of them.
 */
import { useCallback } from 'react';
import { useDataProvider, useGetList } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import { useScopedCentre } from '../centreScope';
import type { QuerySort, SavedQuery } from './savedQueryFilter';

export const QUERY_LISTS = 'query-lists';
/** More saved filters than this on one list is not a quick choice any more. */
const MAX_SAVED = 100;

export function useSavedQueries(resource: string) {
  const centreId = useScopedCentre();
  const meta = { centreId };
  const dataProvider = useDataProvider();
  const queryClient = useQueryClient();
  const { data, isPending, error } = useGetList<SavedQuery>(QUERY_LISTS, {
    filter: { resource },
    sort: { field: 'name', order: 'ASC' },
    pagination: { page: 1, perPage: MAX_SAVED },
    meta,
  });

  const refresh = useCallback(() => queryClient.invalidateQueries({ queryKey: [QUERY_LISTS] }), [queryClient]);

  const create = useCallback(
    async (name: string, filter: Record<string, unknown>, sort?: QuerySort) => {
      const { data: saved } = await dataProvider.create<SavedQuery>(QUERY_LISTS, { data: { name, resource, filter, ...(sort ? { sort } : {}) }, meta: { centreId } });
      await refresh();
      return saved;
    },
    [dataProvider, resource, centreId, refresh],
  );

  // simple-rest PUTs the whole record: the stored filter and sort go back unchanged.
  const rename = useCallback(
    async (query: SavedQuery, name: string) => {
      await dataProvider.update<SavedQuery>(QUERY_LISTS, { id: query.id, data: { ...query, name }, previousData: query, meta: { centreId } });
      await refresh();
    },
    [dataProvider, centreId, refresh],
  );

  const remove = useCallback(
    async (query: SavedQuery) => {
      await dataProvider.delete<SavedQuery>(QUERY_LISTS, { id: query.id, previousData: query, meta: { centreId } });
      await refresh();
    },
    [dataProvider, centreId, refresh],
  );

  return { queries: data ?? [], isPending, error, create, rename, remove };
}
