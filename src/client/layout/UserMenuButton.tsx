import { lazy, Suspense, useCallback, useState, type MouseEvent } from 'react';
import { Button, IconButton, useMediaQuery, type Theme } from '@mui/material';
import { HoverTooltip } from '../components/HoverTooltip';
import AccountCircle from '@mui/icons-material/AccountCircle';
import { useGetIdentity, useTranslate } from 'react-admin';

// MUI's menu (popover, modal, focus trap) is downloaded when the menu is first opened.
const UserMenuPopup = lazy(() => import('./UserMenuPopup').then((m) => ({ default: m.UserMenuPopup })));

/**
 * The app bar's user menu (react-admin's <UserMenu>, same look): the user's name on wider
 * screens, an icon on phones; the menu holds sign-out.
 */
export function UserMenuButton() {
  const translate = useTranslate();
  const { isPending, identity } = useGetIdentity();
  const isLargeEnough = useMediaQuery<Theme>((theme) => theme.breakpoints.up('sm'));
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [opened, setOpened] = useState(false);
  const label = translate('common.userMenu');
  const close = useCallback(() => setAnchor(null), []);
  const open = (event: MouseEvent<HTMLElement>) => {
    setAnchor(event.currentTarget);
    setOpened(true);
  };

  return (
    <div className="RaUserMenu-root">
      {isLargeEnough && !isPending && identity?.fullName ? (
        // The accessible name contains the visible name (WCAG 2.5.3: "Benutzermenü: Anna Meier").
        <Button aria-label={`${label}: ${identity.fullName}`} color="inherit" variant="text" startIcon={<AccountCircle />} onClick={open} sx={{ textTransform: 'none', ml: 0.5 }}>
          {identity.fullName}
        </Button>
      ) : (
        <HoverTooltip title={label}>
          <IconButton aria-label={label} aria-owns={anchor ? 'menu-appbar' : undefined} aria-haspopup color="inherit" onClick={open}>
            <AccountCircle />
          </IconButton>
        </HoverTooltip>
      )}
      {opened && (
        <Suspense fallback={null}>
          <UserMenuPopup anchor={anchor} onClose={close} />
        </Suspense>
      )}
    </div>
  );
}
