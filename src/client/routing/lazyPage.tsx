import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { PageLoading } from '../components/PageStates';

/**
 * A route element whose page is its own chunk, downloaded when the page is first opened (the
 * calendar grid, the form engine, … stay out of the first download; README "Client bundle").
 */
export function lazyPage(load: () => Promise<ComponentType>, fallback: ReactNode = <PageLoading />): ReactElement {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
