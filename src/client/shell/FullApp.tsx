import { useState } from 'react';
import { createBrowserRouter, RouterProvider } from 'react-router-dom';
import type { I18nProvider, Store } from 'react-admin';
import { App, createAppServices } from '../App';

/** The signed-in app in a data router (so react-admin can warn about unsaved changes with useBlocker). */
export function FullApp({ i18nProvider, store }: { i18nProvider: I18nProvider; store: Store }) {
  // Created once, from the address the browser shows now (the /users shell may have just navigated).
  const [router] = useState(() => {
    const services = createAppServices(i18nProvider, store);
    return createBrowserRouter([{ path: '*', element: <App services={services} /> }]);
  });
  return <RouterProvider router={router} />;
}
