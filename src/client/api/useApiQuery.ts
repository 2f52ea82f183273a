import { useCallback } from 'react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from './http';
import { apiQueryKey } from './queryKeys';

export interface ApiQuery<T> {
  data: T | undefined;
  /** A request for this path is running (the first load or a reload). */
  loading: boolean;
  /** The last request's failure; null after a success. */
  error: unknown;
  /** Fetches again (after a save elsewhere changed the record). */
  reload: () => Promise<T | undefined>;
  /** Replaces the cached value with a server reply, without a round trip. */
  setData: (value: T) => void;
}

/**
 * GET `path` through react-query (the QueryClient react-admin shares); null = not yet known (e.g.
 * no active centre), nothing is fetched. The key is the path, which names the clinic, so a clinic
 * switch never shows the previous clinic's data; a newer path cancels the older request.
 */
export function useApiQuery<T>(path: string | null): ApiQuery<T> {
  const queryClient = useQueryClient();
  const query = useQuery({
    queryKey: apiQueryKey(path ?? ''),
    queryFn: ({ signal }) => apiFetch<T>(path as string, { signal }),
    enabled: path !== null,
    // Each page opening reads the server afresh, as the forms are filled from the first answer;
    // failures show at once with a retry button.
    gcTime: 0,
    retry: false,
    refetchOnWindowFocus: false,
    structuralSharing: false,
  });
  const { refetch } = query;
  const reload = useCallback(async () => (path === null ? undefined : (await refetch()).data), [path, refetch]);
  const setData = useCallback((value: T) => {
    if (path !== null) queryClient.setQueryData(apiQueryKey(path), value);
  }, [path, queryClient]);
  return { data: path === null ? undefined : query.data, loading: query.isFetching, error: query.error, reload, setData };
}
