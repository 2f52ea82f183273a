import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { errorMessageKey } from '../api/errorMessage';

/**
 * Short alerts are a translated prefix plus the translated server error (spec §8),
 * e.g. "Unable to sign in: E-mail or password is incorrect."
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (prefixKey: string, error?: unknown) => {
      const prefix = translate(prefixKey);
      const text = error === undefined ? prefix : `${prefix}: ${translate(errorMessageKey(error), { _: translate('errors.internal') })}`;
      notify(text, { type: 'error' });
    },
    [notify, translate],
  );
}
