import { lazy, Suspense, type ComponentType, type ReactElement, type ReactNode } from 'react';

/** An element whose component is its own chunk, downloaded when first rendered; `fallback` shows meanwhile. */
export function lazyElement(load: () => Promise<ComponentType>, fallback: ReactNode): ReactElement {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={fallback}>
      <Page />
    </Suspense>
  );
}
