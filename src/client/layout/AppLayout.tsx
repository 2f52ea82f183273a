import type { ReactNode } from 'react';
import { Layout } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { useAutoCollapseMenu } from './useAutoCollapseMenu';

/** The frame of every page outside /users: app bar, side menu, content. */
export function AppLayout({ children }: { children: ReactNode }) {
  useAutoCollapseMenu();
  return (
    <Layout appBar={AppAppBar} menu={AppMenu}>
      {children}
    </Layout>
  );
}
