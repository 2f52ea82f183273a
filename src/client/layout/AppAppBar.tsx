import { ListItemIcon, ListItemText, MenuItem } from '@mui/material';
import LogoutIcon from '@mui/icons-material/PowerSettingsNew';
import { AppBar, UserMenu, useGetIdentity, useTranslate, useUserMenu, type AppBarProps } from 'react-admin';
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
  const translate = useTranslate();
  const { identity } = useGetIdentity();
  return (
    <AppBar
      {...props}
      toolbar={
        <>
          <CentreSwitch />
          <LanguageSwitch />
        </>
      }
      // The accessible name contains the visible name (WCAG 2.5.3: "Benutzermenü: Anna Meier").
      userMenu={
        <UserMenu label={identity?.fullName ? `${translate('common.userMenu')}: ${identity.fullName}` : 'common.userMenu'}>
          <SignOutItem />
        </UserMenu>
      }
    />
  );
}
