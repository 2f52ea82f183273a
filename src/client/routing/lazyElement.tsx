import { lazy, Suspense, useEffect, type ComponentType, type ReactElement, type ReactNode } from 'react';
import { notePagePainted } from './firstPagePainted';

/** Commits with the page (same Suspense boundary), so its effect runs once the page's content is shown. */
function PaintedMark() {
  useEffect(() => notePagePainted(), []);
  return null;
}

/** An element whose component is its own chunk, downloaded when first rendered; `fallback` shows meanwhile. */
export function lazyElement(load: () => Promise<ComponentType>, fallback: ReactNode): ReactElement {
  const Page = lazy(() => load().then((component) => ({ default: component })));
  return (
    <Suspense fallback={fallback}>
      <Page />
      <PaintedMark />
    </Suspense>
  );
}
