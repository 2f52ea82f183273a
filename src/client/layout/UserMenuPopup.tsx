import { useMemo } from 'react';
import { ListItemIcon, ListItemText, Menu, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { UserMenuContextProvider, useTranslate, useUserMenu } from 'react-admin';
import { useSession } from '../session/SessionContext';

/** Sign-out wipes all state (except the portal UI state) and goes to sign-in (spec §4). */
function SignOutItem() {
  const translate = useTranslate();
  const { signOut } = useSession();
  const userMenu = useUserMenu();
  return (
    <MenuItem
      onClick={() => {
        userMenu?.onClose();
        void signOut();
      }}
    >
      <ListItemIcon>
        <LogoutIcon fontSize="small" />
      </ListItemIcon>
      <ListItemText>{translate('common.signOut')}</ListItemText>
    </MenuItem>
  );
}

/** The user menu's popup (UserMenuButton), placed as react-admin's <UserMenu> places it. */
export function UserMenuPopup({ anchor, onClose }: { anchor: HTMLElement | null; onClose: () => void }) {
  const context = useMemo(() => ({ onClose }), [onClose]);
  return (
    <UserMenuContextProvider value={context}>
      <Menu
        id="menu-appbar"
        disableScrollLock
        anchorEl={anchor}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        open={Boolean(anchor)}
        onClose={onClose}
      >
        <SignOutItem />
      </Menu>
    </UserMenuContextProvider>
  );
}
