import { Box, CircularProgress } from '@mui/material';
import { useTranslate } from 'react-admin';

/** A page's loading state (a centred spinner, named for screen readers). */
export function PageLoading() {
  const translate = useTranslate();
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-busy="true">
      <CircularProgress aria-label={translate('common.loading')} />
    </Box>
  );
}
