/** The calendar's appointments could not be loaded: the server's reason and a retry. */
import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { translateError } from '../../../api/errorText';

export function CalendarLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{translate('calendar.retry')}</Button>} sx={{ py: 0 }}>
      {translate('calendar.loadFailed')}: {translateError(translate, error)}
    </Alert>
  );
}
