import { lazy, Suspense, type ComponentType } from 'react';
import type { FieldProps, WidgetProps } from '@rjsf/utils';

/**
 * A resource module's form widget that is downloaded with the first form showing it, not with
 * the app (resource modules are part of the signed-in app's first chunk). For widgets with heavy
 * inputs (e.g. an autocomplete).
 */
export function lazyWidget(load: () => Promise<ComponentType<WidgetProps>>): ComponentType<WidgetProps> {
  const Widget = lazy(() => load().then((component) => ({ default: component })));
  return function LazyWidget(props: WidgetProps) {
    return (
      <Suspense fallback={null}>
        <Widget {...props} />
      </Suspense>
    );
  };
}

/** The same for a resource module's custom form field. */
export function lazyField(load: () => Promise<ComponentType<FieldProps>>): ComponentType<FieldProps> {
  const Field = lazy(() => load().then((component) => ({ default: component })));
  return function LazyField(props: FieldProps) {
    return (
      <Suspense fallback={null}>
        <Field {...props} />
      </Suspense>
    );
  };
}
