import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { AppBar, UserMenu, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';
import { useSession } from '../session/SessionContext';
import { CentreSwitch } from './CentreSwitch';
import { LanguageSwitch } from './LanguageSwitch';

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

export function AppAppBar(props: AppBarProps) {
  return (
    <AppBar
      {...props}
      toolbar={
        <>
          <CentreSwitch />
          <LanguageSwitch />
        </>
      }
      userMenu={
        <UserMenu label="common.userMenu">
          <SignOutItem />
        </UserMenu>
      }
    />
  );
}
