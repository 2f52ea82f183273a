import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { errorMessageKey } from '../../../api/errorMessage';

/** A refused write, in the server's translated words, beside the action that caused it. */
export function ActionError({ error, onClose }: { error: unknown; onClose?: () => void }) {
  const translate = useTranslate();
  if (!error) return null;
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ mt: 1 }} data-testid="appointment-action-error">
      {translate(errorMessageKey(error), { _: translate('errors.internal') })}
    </Alert>
  );
}
