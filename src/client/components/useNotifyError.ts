import { useCallback } from 'react';
import { useNotify, useTranslate } from 'react-admin';
import { translateError } from '../api/errorText';

/**
 * Short alerts are a translated prefix plus the translated server error (spec §8),
 * e.g. "Unable to sign in: E-mail or password is incorrect."; the values the error carries (a
 * limit, a count) are put into its message.
 */
export function useNotifyError() {
  const notify = useNotify();
  const translate = useTranslate();
  return useCallback(
    (prefixKey: string, error?: unknown) => {
      const prefix = translate(prefixKey);
      const text = error === undefined ? prefix : `${prefix}: ${translateError(translate, error)}`;
      notify(text, { type: 'error' });
    },
    [notify, translate],
  );
}
