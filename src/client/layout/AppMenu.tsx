import { Fragment } from 'react';
import { Divider, ListSubheader } from '@mui/material';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
import { isManagerOf } from '../session/roles';
import { menuEntries } from '../routing/routes';
import { useSession } from '../session/SessionContext';
import { groupMenu } from './groupMenu';

/** The side menu, built from the menu data (adminMenu), filtered by the feature flags and the caller's role. */
export function AppMenu() {
  const translate = useTranslate();
  const [open] = useSidebarState();
  const { user, activeCentre } = useSession();
  const manager = isManagerOf(user, activeCentre?.centre_id);
  const sections = groupMenu(menuEntries().filter((entry) => manager || !entry.managersOnly));
  return (
    <Menu>
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
            return <Menu.Item key={entry.to} to={entry.to} primaryText={translate(entry.labelKey)} leftIcon={<Icon />} />;
          })}
        </Fragment>
      ))}
    </Menu>
  );
}
