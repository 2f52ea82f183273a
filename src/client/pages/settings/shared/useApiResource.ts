import { useCallback, useEffect, useRef, useState } from 'react';
import { apiFetch } from '../../../api/http';

export interface ApiResource<T> {
  data: T | undefined;
  loading: boolean;
  error: unknown;
  /** Fetches again (after a save elsewhere changed the record). */
  reload: () => Promise<T | undefined>;
  /** Replaces the cached value with a server reply, without a round trip. */
  setData: (value: T) => void;
}

/**
 * GET `path` (null = not yet known, e.g. no active centre) and keep the result. A newer path
 * aborts the older request so a quick clinic switch never shows the previous clinic's data.
 */
export function useApiResource<T>(path: string | null): ApiResource<T> {
  const [data, setData] = useState<T | undefined>(undefined);
  const [loading, setLoading] = useState<boolean>(path !== null);
  const [error, setError] = useState<unknown>(null);
  const controllerRef = useRef<AbortController | null>(null);

  const load = useCallback(async (): Promise<T | undefined> => {
    controllerRef.current?.abort();
    if (path === null) {
      setLoading(false);
      return undefined;
    }
    const controller = new AbortController();
    controllerRef.current = controller;
    setLoading(true);
    try {
      const value = await apiFetch<T>(path, { signal: controller.signal });
      if (controller.signal.aborted) return undefined;
      setData(value);
      setError(null);
      return value;
    } catch (err) {
      if (controller.signal.aborted) return undefined;
      setError(err);
      return undefined;
    } finally {
      if (!controller.signal.aborted) setLoading(false);
    }
  }, [path]);

  useEffect(() => {
    setData(undefined);
    void load();
    return () => controllerRef.current?.abort();
  }, [load]);

  return { data, loading, error, reload: load, setData };
}
