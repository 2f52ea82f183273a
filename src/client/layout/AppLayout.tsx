import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { useAutoCollapseMenu } from './useAutoCollapseMenu';

/** The frame of every page outside /users: app bar, side menu, content. */
export function AppLayout({ children }: { children: ReactNode }) {
  useAutoCollapseMenu();
  return (
    // react-admin's frame is min-width: fit-content, so on a phone one wide table widened the whole
    // page (app bar and actions off-screen); with 0 the table scrolls inside its card instead.
    <Layout
      appBar={AppAppBar}
      menu={AppMenu}
      sx={{ minWidth: 0, '& .RaLayout-appFrame, & .RaLayout-contentWithSidebar, & .RaLayout-content': { minWidth: 0 } }}
    >
      {children}
    </Layout>
  );
}
