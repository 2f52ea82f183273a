import { Box, CircularProgress } from '@mui/material';

/** A page's loading state (a centred spinner). */
export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} role="progressbar" aria-busy="true">
      <CircularProgress />
    </Box>
  );
}
