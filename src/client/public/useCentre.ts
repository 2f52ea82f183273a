/** The practice's public profile in the page's language (service names are translated), asked once per language. */
import { useEffect, useState } from 'preact/hooks';
import type { PublicCentre } from '../../shared/api/publicBooking';
import { getCentre } from './api/publicApi';

export type CentreState = { state: 'loading' } | { state: 'error'; error: unknown } | { state: 'ready'; centre: PublicCentre };

const cache = new Map<string, Promise<PublicCentre>>();

export function loadCentre(centreId: string, language: string): Promise<PublicCentre> {
  const key = `${centreId}|${language}`;
  let hit = cache.get(key);
  if (!hit) {
    hit = getCentre(centreId, language);
    hit.catch(() => cache.delete(key));
    cache.set(key, hit);
  }
  return hit;
}

export function useCentre(centreId: string, language: string): CentreState {
  const [state, setState] = useState<CentreState>({ state: 'loading' });
  useEffect(() => {
    let live = true;
    loadCentre(centreId, language).then(
      (centre) => live && setState({ state: 'ready', centre }),
      (error: unknown) => live && setState({ state: 'error', error }),
    );
    return () => {
      live = false;
    };
  }, [centreId, language]);
  return state;
}
