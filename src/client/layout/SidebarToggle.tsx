import { IconButton } from '@mui/material';
import MenuIcon from '@mui/icons-material/Menu';
import { useSidebarState, useTranslate } from 'react-admin';
import { HoverTooltip } from '../components/HoverTooltip';

/** react-admin's <SidebarToggleButton> (same classes and hint), its tooltip loaded on first hover. */
export function SidebarToggle() {
  const translate = useTranslate();
  const [open, setOpen] = useSidebarState();
  return (
    <HoverTooltip title={translate(open ? 'ra.action.close_menu' : 'ra.action.open_menu', { _: 'Open/Close menu' })} enterDelay={500}>
      <IconButton color="inherit" className="RaAppBar-menuButton" onClick={() => setOpen(!open)}>
        <MenuIcon
          className={open ? 'RaSidebarToggleButton-menuButtonIconOpen' : 'RaSidebarToggleButton-menuButtonIconClosed'}
          sx={(theme) => ({
            transition: theme.transitions.create(['transform'], { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
            transform: open ? 'rotate(180deg)' : 'rotate(0deg)',
          })}
        />
      </IconButton>
    </HoverTooltip>
  );
}
