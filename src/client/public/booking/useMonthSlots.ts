/**
 * The free slots of the visible month: ONE request per month shown (issue 10 §3), kept while the
 * patient pages back and forth; `reload` forgets them (a slot was taken meanwhile).
 */
import { useCallback, useEffect, useState } from 'preact/hooks';
import type { PublicSlot } from '../../../shared/api/publicBooking';
import { getSlots } from '../api/publicApi';
import { monthRange, type Month } from './monthSlots';

export type MonthSlots = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; slots: PublicSlot[] };

const cache = new Map<string, Promise<PublicSlot[]>>();

export function useMonthSlots(centreId: string, serviceId: string, providerId: string | null, month: Month, today: string) {
  const [result, setResult] = useState<MonthSlots>({ state: 'loading' });
  const [generation, setGeneration] = useState(0);
  const key = `${centreId}|${serviceId}|${providerId ?? ''}|${month}`;
  useEffect(() => {
    const range = monthRange(month, today);
    if (!range) {
      setResult({ state: 'ready', slots: [] });
      return undefined;
    }
    let live = true;
    let pending = cache.get(key);
    if (!pending) {
      pending = getSlots(centreId, { serviceId, providerId, ...range }).then((r) => r.slots);
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    setResult({ state: 'loading' });
    pending.then(
      (slots) => live && setResult({ state: 'ready', slots }),
      (error: unknown) => live && setResult({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [key, today, generation]);
  const reload = useCallback(() => {
    for (const k of [...cache.keys()]) if (k.startsWith(`${centreId}|`)) cache.delete(k);
    setGeneration((g) => g + 1);
  }, [centreId]);
  return { result, reload };
}
