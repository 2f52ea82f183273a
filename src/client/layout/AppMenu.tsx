import { Fragment } from 'react';
import { Divider, ListSubheader, MenuList } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useSidebarState, useTranslate } from 'react-admin';
import { isManagerOf } from '../session/roles';
import { menuEntries } from '../routing/routes';
import { useSession } from '../session/SessionContext';
import { AppMenuItem } from './AppMenuItem';
import { SIDEBAR_CLOSED_WIDTH, SIDEBAR_WIDTH } from './AppSidebar';
import { groupMenu } from './groupMenu';

/**
 * The side menu, built from the menu data (adminMenu), filtered by the feature flags and the
 * caller's role. react-admin's <Menu> (same classes and widths) with Kura's items (AppMenuItem).
 */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { user, activeCentre } = useSession();
  const manager = isManagerOf(user, activeCentre?.centre_id);
  const sections = groupMenu(menuEntries().filter((entry) => manager || !entry.managersOnly));
  return (
    <Root className={open ? 'RaMenu-open' : 'RaMenu-closed'}>
      {sections.map((section, index) => (
        <Fragment key={section.group ?? 'top'}>
          {index > 0 && <Divider sx={{ my: 0.5 }} />}
          {section.group && open && (
            <ListSubheader component="div" sx={{ lineHeight: '32px', bgcolor: 'transparent' }}>
              {translate(section.group)}
            </ListSubheader>
          )}
          {section.entries.map((entry) => {
            const Icon = entry.icon;
            const Badge = entry.badge;
            return <AppMenuItem key={entry.to} to={entry.to} label={translate(entry.labelKey)} icon={<Icon />} badge={Badge ? <Badge /> : undefined} />;
          })}
        </Fragment>
      ))}
    </Root>
  );
}

const Root = styled(MenuList, { name: 'RaMenu' })(({ theme }) => ({
  display: 'flex',
  flexDirection: 'column',
  justifyContent: 'flex-start',
  [theme.breakpoints.only('xs')]: { marginTop: 0 },
  transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
  '&.RaMenu-open': { width: SIDEBAR_WIDTH },
  '&.RaMenu-closed': { width: SIDEBAR_CLOSED_WIDTH },
}));
