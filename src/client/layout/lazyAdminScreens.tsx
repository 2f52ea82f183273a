import { lazy, Suspense, type ComponentProps } from 'react';
import type { CatchAllComponent } from 'react-admin';

// Shown only when something went wrong or the address is unknown: downloaded then, not with the
// first page (README "Client bundle").
const ErrorScreen = lazy(() => import('./adminScreens').then((m) => ({ default: m.Error })));
const NotFoundScreen = lazy(() => import('../components/NotFoundPage').then((m) => ({ default: m.NotFoundPage })));
const AuthenticationErrorScreen = lazy(() => import('./adminScreens').then((m) => ({ default: m.AuthenticationError })));

/** react-admin's error screen (layout and app error boundaries). */
export function LazyError(props: ComponentProps<typeof ErrorScreen>) {
  return (
    <Suspense fallback={null}>
      <ErrorScreen {...props} />
    </Suspense>
  );
}

/** Kura's "page not found" (components/NotFoundPage: react-admin's doubled the full stop); its title is the app's. */
export const LazyNotFound: CatchAllComponent = ({ title }) => (
  <Suspense fallback={null}>
    <NotFoundScreen title={typeof title === 'string' ? title : undefined} />
  </Suspense>
);

export function LazyAuthenticationError(props: ComponentProps<typeof AuthenticationErrorScreen>) {
  return (
    <Suspense fallback={null}>
      <AuthenticationErrorScreen {...props} />
    </Suspense>
  );
}

const AccessDeniedScreen = lazy(() => import('./adminScreens').then((m) => ({ default: m.AccessDenied })));
const AuthCallbackScreen = lazy(() => import('./adminScreens').then((m) => ({ default: m.AuthCallback })));

export function LazyAccessDenied(props: ComponentProps<typeof AccessDeniedScreen>) {
  return (
    <Suspense fallback={null}>
      <AccessDeniedScreen {...props} />
    </Suspense>
  );
}

export function LazyAuthCallback() {
  return (
    <Suspense fallback={null}>
      <AuthCallbackScreen />
    </Suspense>
  );
}
