import { lazy, Suspense, type ComponentType, type ReactElement } from 'react';
import { PageLoading } from '../pages/settings/shared/PageStates';

/** A route element whose page is its own chunk (downloaded when the page is opened). */
export function lazyPage(load: () => Promise<ComponentType>): ReactElement {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={<PageLoading />}>
      <Page />
    </Suspense>
  );
}
