import { AppBar, Toolbar, useMediaQuery, type Theme } from '@mui/material';
import { styled } from '@mui/material/styles';
import { HideOnScroll, SidebarToggleButton, TitlePortal } from 'react-admin';
import { CentreSwitch } from './CentreSwitch';
import { LanguageSwitch } from './LanguageSwitch';
import { UserMenuButton } from './UserMenuButton';

/**
 * The app bar: react-admin's <AppBar> (same classes and styles, hides on scroll) with Kura's
 * toolbar, built from its parts so that react-admin's user menu, locale menu and theme toggle
 * (MUI's Menu and Popover) are not part of the first download; the user menu loads on first click.
 */
export function AppAppBar() {
  const isXSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('sm'));
  return (
    <HideOnScroll>
      <Bar className="RaAppBar-appBar" color="secondary">
        <Toolbar disableGutters variant={isXSmall ? 'regular' : 'dense'} className="RaAppBar-toolbar">
          <SidebarToggleButton className="RaAppBar-menuButton" />
          <TitlePortal className="RaAppBar-title" />
          <CentreSwitch />
          <LanguageSwitch />
          <UserMenuButton />
        </Toolbar>
      </Bar>
    </HideOnScroll>
  );
}

const Bar = styled(AppBar, { name: 'RaAppBar' })(({ theme }) => ({
  '& .RaAppBar-toolbar': {
    padding: `0 ${theme.spacing(1)}`,
    [theme.breakpoints.down('md')]: { minHeight: theme.spacing(6) },
  },
  '& .RaAppBar-menuButton': { marginRight: '0.2em' },
}));
