import { useCallback } from 'react';
import { useTranslate } from 'react-admin';
import { errorMessageKey } from '../../api/errorMessage';
import { useAlertDialog } from '../../components/AlertDialogProvider';

/**
 * Auth failures show an alert with an OK button (spec §8): the title is the translated prefix
 * (e.g. auth.unableToSignin), the text the translated server message.
 */
export function useErrorAlert() {
  const alert = useAlertDialog();
  const translate = useTranslate();
  return useCallback(
    (prefixKey: string, error: unknown) =>
      alert({ title: translate(prefixKey), content: translate(errorMessageKey(error), { _: translate('errors.internal') }) }),
    [alert, translate],
  );
}
