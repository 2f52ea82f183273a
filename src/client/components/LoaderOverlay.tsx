import { Backdrop, Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

export interface LoaderOverlayProps {
  open: boolean;
  /** Covers the nearest positioned parent instead of the whole window. */
  contained?: boolean;
}

/** The spec's loader overlay: blocks input while something loads or saves. */
export function LoaderOverlay({ open, contained = false }: LoaderOverlayProps) {
  const translate = useTranslate();
  return (
    <Backdrop
      open={open}
      sx={{ position: contained ? 'absolute' : 'fixed', zIndex: (theme) => theme.zIndex.modal + 1, color: '#fff' }}
    >
      <CircularProgress color="inherit" aria-label={translate('common.loading')} />
    </Backdrop>
  );
}

/**
 * Full-page loading screen (page guard, spec §2). It renders before react-admin's context exists;
 * App.tsx provides the translations around the page guard so the spinner still has a name.
 */
export function LoadingScreen() {
  const translate = useTranslate();
  return (
    <Box aria-busy="true" sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', height: '100vh' }}>
      <CircularProgress aria-label={translate('common.loading')} />
    </Box>
  );
}
