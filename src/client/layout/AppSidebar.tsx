import { lazy, Suspense, useRef, type ReactNode } from 'react';
import { useMediaQuery, useScrollTrigger, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useLocale, useSidebarState } from 'react-admin';

// On a phone the menu is MUI's temporary drawer (modal, backdrop, focus trap, slide), downloaded
// when the menu is first opened; wider screens dock the menu without any of it.
const PhoneSidebar = lazy(() => import('./PhoneSidebar').then((m) => ({ default: m.PhoneSidebar })));

/** react-admin's sidebar widths (its theme's `sidebar` or 240/55 px). */
export const SIDEBAR_WIDTH = 240;
export const SIDEBAR_CLOSED_WIDTH = 55;

/**
 * The side menu's frame: react-admin's <Sidebar> (same classes, widths and scroll behaviour). On
 * wider screens its permanent drawer is a docked panel; MUI's Drawer renders that as a plain
 * paper, so this renders the paper itself.
 */
export function AppSidebar({ children }: { children: ReactNode }) {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const [open] = useSidebarState();
  // Once opened on a phone, the drawer stays mounted (it animates its closing).
  const openedOnPhone = useRef(false);
  useLocale(); // redraw on a language change, as react-admin's sidebar does
  const trigger = useScrollTrigger();

  if (isXSmall) {
    if (open) openedOnPhone.current = true;
    if (!openedOnPhone.current) return null;
    return (
      <Suspense fallback={null}>
        <PhoneSidebar>{children}</PhoneSidebar>
      </Suspense>
    );
  }
  const classes = ['MuiDrawer-root', 'MuiDrawer-docked', 'RaSidebar-docked', open ? 'RaSidebar-open' : 'RaSidebar-closed', trigger ? 'RaSidebar-appBarCollapsed' : ''];
  return (
    <Docked className={classes.join(' ').trim()} open={open}>
      <div className="MuiPaper-root MuiDrawer-paper MuiDrawer-paperAnchorLeft MuiDrawer-paperAnchorDockedLeft RaSidebar-paper">
        <div className="RaSidebar-fixed">{children}</div>
      </div>
    </Docked>
  );
}

const Docked = styled('div', { name: 'RaSidebar', shouldForwardProp: (prop) => prop !== 'open' })<{ open: boolean }>(({ open, theme }) => ({
  flex: '0 0 auto',
  height: 'calc(100vh - 3em)',
  marginTop: 0,
  transition: theme.transitions.create('margin', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  '&.RaSidebar-appBarCollapsed': {
    // Compensates the layout's top margin while the app bar is hidden (as react-admin does).
    marginTop: theme.spacing(-6),
    [theme.breakpoints.down('sm')]: { marginTop: theme.spacing(-7) },
    transition: theme.transitions.create('margin', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  },
  '& .RaSidebar-fixed': {
    position: 'fixed',
    height: 'calc(100vh - 3em)',
    overflowX: 'hidden',
    scrollbarWidth: 'none',
    msOverflowStyle: 'none',
    '&::-webkit-scrollbar': { display: 'none' },
  },
  '& .RaSidebar-paper': {
    // MUI's docked drawer paper, with react-admin's overrides.
    overflowY: 'auto',
    display: 'flex',
    flexDirection: 'column',
    height: '100%',
    flex: '1 0 auto',
    outline: 0,
    position: 'relative',
    width: open ? SIDEBAR_WIDTH : SIDEBAR_CLOSED_WIDTH,
    transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
    backgroundColor: 'transparent',
    border: 'none',
    zIndex: 'inherit',
  },
}));
