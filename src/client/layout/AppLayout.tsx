import { Suspense, type ReactNode } from 'react';
import { styled } from '@mui/material/styles';
import { Loading } from 'react-admin';
import { AppAppBar } from './AppAppBar';
import { AppMenu } from './AppMenu';
import { AppSidebar } from './AppSidebar';
import { LayoutErrorBoundary } from './LayoutErrorBoundary';
import { SkipNavigation } from './SkipNavigation';
import { useAutoCollapseMenu } from './useAutoCollapseMenu';

/**
 * The frame of every page outside /users: app bar, side menu, content. react-admin's <Layout>
 * (same class names and styles) without its preferences inspector, which Kura does not use and
 * which brought MUI's TextField, Select and Popover into the first download; the error screen
 * loads when shown.
 */
export function AppLayout({ children }: { children: ReactNode }) {
  useAutoCollapseMenu();
  return (
    <Frame className="layout">
      <SkipNavigation />
      <div className="RaLayout-appFrame">
        <AppAppBar />
        <main className="RaLayout-contentWithSidebar">
          <AppSidebar>
            <AppMenu />
          </AppSidebar>
          <div id="main-content" className="RaLayout-content">
            <LayoutErrorBoundary>
              <Suspense fallback={<Loading />}>{children}</Suspense>
            </LayoutErrorBoundary>
          </div>
        </main>
      </div>
    </Frame>
  );
}

// react-admin's layout styles, except min-width: there it is fit-content, so on a phone one wide
// table widened the whole page (app bar and actions off-screen); with 0 the table scrolls inside its card.
const Frame = styled('div', { name: 'RaLayout' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  zIndex: 1,
  minHeight: '100vh',
  backgroundColor: theme.palette.background.default,
  position: 'relative',
  minWidth: 0,
  width: '100%',
  '& .RaLayout-appFrame': {
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    minWidth: 0,
    marginTop: theme.spacing(6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(7) },
  },
  '& .RaLayout-contentWithSidebar': {
    display: 'flex',
    flexGrow: 1,
    minWidth: 0,
    transition: theme.transitions.create('margin', {
      easing: theme.transitions.easing.easeOut,
      duration: theme.transitions.duration.enteringScreen,
    }),
  },
  '& .RaLayout-content': {
    backgroundColor: theme.palette.background.default,
    zIndex: 2,
    display: 'flex',
    flexDirection: 'column',
    flexGrow: 1,
    flexBasis: 0,
    minWidth: 0,
    padding: 0,
    [theme.breakpoints.up('xs')]: { paddingRight: theme.spacing(1), paddingLeft: theme.spacing(1) },
  },
}));
