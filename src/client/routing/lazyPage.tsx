import type { ComponentType, ReactElement, ReactNode } from 'react';
import { PageLoading } from '../components/PageLoading';
import { lazyElement } from './lazyElement';

/**
 * A route element whose page is its own chunk, downloaded when the page is first opened (the
 * calendar grid, the form engine, … stay out of the first download; README "Client bundle").
 */
export function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode = <PageLoading />): ReactElement {
  return lazyElement(load, fallback);
}
