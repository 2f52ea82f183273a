/**
 * Code a page does not need to paint (README "Client bundle"): fetched once the first page has
 * painted (firstPagePainted.ts); components render without it until it has arrived.
 */
import { useEffect, useSyncExternalStore } from 'react';
import { firstPagePainted } from './firstPagePainted';

export interface AfterPaint<T> {
  /**
   * The loaded value, or null until it is there. `now`: the user opened what needs it, so it is
   * fetched at once if it is not there yet (also after a failed download).
   */
  useLoaded(now?: boolean): T | null;
}

export function loadAfterPaint<T>(load: () => Promise<T>): AfterPaint<T> {
  let value: T | null = null;
  let loading: Promise<void> | null = null;
  const listeners = new Set<() => void>();
  const start = () => {
    loading ??= load()
      .then((loaded) => {
        value = loaded;
        for (const listener of listeners) listener();
      })
      // Failed to download: shown without it; the next `useLoaded(true)` or visit asks again.
      .catch(() => {
        loading = null;
      });
  };
  void firstPagePainted.then(start);
  const subscribe = (listener: () => void) => {
    listeners.add(listener);
    return () => listeners.delete(listener);
  };
  return {
    useLoaded(now = false) {
      const loaded = useSyncExternalStore(subscribe, () => value);
      useEffect(() => {
        if (now && value === null) start();
      }, [now]);
      return loaded;
    },
  };
}
