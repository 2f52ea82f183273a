import type { ReactNode } from 'react';
import { Alert, Box, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessageKey } from '../api/errorMessage';

/** Page body with the common padding and width of the settings pages. */
export function PageBody({ children, maxWidth = 1040 }: { children: ReactNode; maxWidth?: number }) {
  return <Box sx={{ p: { xs: 1, sm: 2 }, maxWidth }}>{children}</Box>;
}

// Its own module: the app shell shows it while a page loads, without the alerts below (MUI's Alert).
export { PageLoading } from './PageLoading';

/** Wording §6: "You do not have permission for this section". */
export function NoPermission() {
  const translate = useTranslate();
  return <Alert severity="warning" sx={{ m: 2 }}>{translate('errors.accessDenied')}</Alert>;
}

export function NoClinic() {
  const translate = useTranslate();
  return <Alert severity="info" sx={{ m: 2 }}>{translate('settings.common.noClinic')}</Alert>;
}

/** A failed load, with the server's reason and a retry. */
export function LoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert
      severity="error"
      sx={{ m: 2 }}
      action={<Button color="inherit" size="small" onClick={onRetry}>{translate('common.retry')}</Button>}
    >
      {translate('settings.common.loadFailed')} {translate(errorMessageKey(error), { _: '' })}
    </Alert>
  );
}
