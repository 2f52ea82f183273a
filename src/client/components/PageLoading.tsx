import { Box, CircularProgress } from '@mui/material';

/** A page's loading state (a centred spinner; its name comes from the theme, LocalizedMui). */
export function PageLoading() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', p: 6 }} aria-busy="true">
      <CircularProgress />
    </Box>
  );
}
