import { forwardRef, type ReactElement } from 'react';
import { ListItemIcon, MenuItem, Typography, useMediaQuery, type Theme } from '@mui/material';
import { HoverTooltip } from '../components/HoverTooltip';
import { styled } from '@mui/material/styles';
import { LinkBase, useBasename, useMatch, useSidebarState } from 'react-admin';

/**
 * A side-menu link: react-admin's <Menu.Item> (MenuItemLink, same classes and look) without its
 * keyboard shortcuts (react-hotkeys-hook), which Kura's menu does not use. The label shows as a
 * tooltip while the menu is collapsed; on small screens a tap closes the menu.
 */
export const AppMenuItem = forwardRef<HTMLLIElement, { to: string; label: string; icon: ReactElement; badge?: ReactElement }>(function AppMenuItem({ to, label, icon, badge }, ref) {
  const isSmall = useMediaQuery<Theme>((theme) => theme.breakpoints.down('md'));
  const basename = useBasename();
  const [open, setOpen] = useSidebarState();
  const match = useMatch({ path: to, end: to === `${basename}/` });
  const item = (
    <Item
      ref={ref}
      className={match ? 'RaMenuItemLink-root RaMenuItemLink-active' : 'RaMenuItemLink-root'}
      // MenuItem renders the router's link (react-admin's LinkBase), so the entry is a real link.
      {...{ component: LinkBase, to }}
      tabIndex={0}
      onClick={() => {
        if (isSmall) setOpen(false);
      }}
    >
      <ListItemIcon className="RaMenuItemLink-icon">{icon}</ListItemIcon>
      {/* Long labels (French, Italian) wrap onto a second line instead of being cut off (issue 13). */}
      <Typography variant="inherit" data-testid="menu-label" sx={{ flexGrow: 1, whiteSpace: 'normal', overflowWrap: 'anywhere', lineHeight: 1.3 }}>
        {label}
      </Typography>
      {badge}
    </Item>
  );
  if (open) return item;
  return (
    <HoverTooltip title={label} placement="right">
      {item}
    </HoverTooltip>
  );
});

const Item = styled(MenuItem, { name: 'RaMenuItemLink' })(({ theme }) => ({
  color: theme.palette.text.secondary,
  '& .RaMenuItemLink-icon': { color: theme.palette.text.secondary, minWidth: theme.spacing(5) },
  '&.RaMenuItemLink-active': { color: theme.palette.text.primary },
  '.MuiList-dense > & > .RaMenuItemLink-icon': { minWidth: theme.spacing(3.5) },
}));
