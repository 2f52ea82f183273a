import { Alert } from '@mui/material';
import { useTranslate } from 'react-admin';
import { ApiRequestError } from '../../../api/apiError';
import { translateError } from '../../../api/errorText';

/** The file a refusal names (document uploads answer `{code, message, file}`). */
function fileOf(error: unknown): string | undefined {
  const file = error instanceof ApiRequestError ? (error.body as { file?: unknown }).file : undefined;
  return typeof file === 'string' ? file : undefined;
}

/**
 * A refused write, in the server's translated words, beside the action that caused it; prefixed
 * with the file it concerns when there is one (`prefix`, or the file the server named), followed
 * by `detail` (e.g. the clashing appointment).
 */
export function ActionError({ error, onClose, prefix, detail }: { error: unknown; onClose?: () => void; prefix?: string; detail?: string }) {
  const translate = useTranslate();
  if (!error) return null;
  const subject = prefix ?? fileOf(error);
  const message = translateError(translate, error);
  return (
    <Alert severity="error" role="alert" onClose={onClose} sx={{ mt: 1 }} data-testid="appointment-action-error">
      {subject ? `${subject}: ${message}` : message}
      {detail ? ` ${detail}` : null}
    </Alert>
  );
}
