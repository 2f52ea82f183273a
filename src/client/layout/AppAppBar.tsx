import { AppBar, Toolbar, useMediaQuery, useScrollTrigger, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { TitlePortal } from 'react-admin';
import { CentreSwitch } from './CentreSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { SidebarToggle } from './SidebarToggle';
import { UserMenuButton } from './UserMenuButton';

/**
 * The app bar: react-admin's <AppBar> (same classes and styles) with Kura's toolbar, built from
 * its parts so that react-admin's user menu, locale menu and theme toggle (MUI's Menu and Popover)
 * are not part of the first download; the user menu loads on first click. It slides away while
 * the page scrolls down, as react-admin's does, with a CSS transition instead of MUI's Slide.
 */
export function AppAppBar() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  const hidden = useScrollTrigger();
  return (
    <Bar className={hidden ? 'RaAppBar-appBar RaAppBar-hidden' : 'RaAppBar-appBar'} color="secondary">
      <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className="RaAppBar-toolbar">
        <SidebarToggle />
        <TitlePortal className="RaAppBar-title" />
        <CentreSwitch />
        <LanguageSwitch />
        <UserMenuButton />
      </Toolbar>
    </Bar>
  );
}

const Bar = styled(AppBar, { name: 'RaAppBar' })(({ theme }) => ({
  // MUI's Slide timings; hidden, the bar is also invisible (out of the tab order), as Slide leaves it.
  transition: `${theme.transitions.create('transform', { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen })}, visibility 0s`,
  '&.RaAppBar-hidden': {
    transform: 'translateY(-100%)',
    visibility: 'hidden',
    transition: `${theme.transitions.create('transform', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen })}, visibility 0s linear ${theme.transitions.duration.leavingScreen}ms`,
  },
  '& .RaAppBar-toolbar': {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
}));
