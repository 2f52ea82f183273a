import { Alert, Button } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessageKey } from '../../../api/errorMessage';

/** The palette could not be loaded: the server's reason and a retry. */
export function PaletteLoadFailed({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  const translate = useTranslate();
  return (
    <Alert severity="error" action={<Button color="inherit" size="small" onClick={onRetry}>{translate('common.retry')}</Button>}>
      {translate('calendar.palette.loadFailed')} {translate(errorMessageKey(error), { _: '' })}
    </Alert>
  );
}
