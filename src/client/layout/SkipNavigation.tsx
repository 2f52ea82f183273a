import { Button } from '@mui/material';
import { styled } from '@mui/material/styles';
import { useTranslate } from 'react-admin';

/** Moves the keyboard focus to the page's content (the layout's #main-content). */
function skipToContent() {
  const element = document.getElementById('main-content');
  if (!element) return;
  element.setAttribute('tabIndex', '-1');
  element.focus();
  element.blur();
  element.removeAttribute('tabIndex');
}

/**
 * react-admin's <SkipNavigationButton> (same class, look and text): shown when focused by the
 * keyboard. Built on MUI's Button, as react-admin's Button brings MUI's Tooltip into the first download.
 */
export function SkipNavigation() {
  const translate = useTranslate();
  return (
    <SkipButton className="skip-nav-button" variant="contained" onClick={skipToContent}>
      {translate('ra.navigation.skip_nav')}
    </SkipButton>
  );
}

const SkipButton = styled(Button, { name: 'RaSkipNavigationButton' })(({ theme }) => ({
  position: 'fixed',
  padding: theme.spacing(1),
  backgroundColor: theme.palette.background.default,
  color: theme.palette.primary.contrastText,
  transition: theme.transitions.create(['top', 'opacity'], { easing: theme.transitions.easing.easeIn, duration: theme.transitions.duration.leavingScreen }),
  left: theme.spacing(2),
  top: theme.spacing(-10),
  zIndex: 5000,
  '&:hover': { opacity: 0.8, backgroundColor: theme.palette.background.default },
  '&:focus': {
    top: theme.spacing(2),
    transition: theme.transitions.create(['top', 'opacity'], { easing: theme.transitions.easing.easeOut, duration: theme.transitions.duration.enteringScreen }),
  },
}));
