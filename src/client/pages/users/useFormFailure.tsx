import { lazy, Suspense, useCallback, useState } from 'react';
import { useTranslate } from 'react-admin';
import type { FieldMessage } from '../../api/errorText';
import { failureItems } from '../../components/formErrorItems';

// Loaded with the first failure, not with the sign-in page (README "Client bundle").
const FormErrorSummary = lazy(() => import('../../components/FormErrorSummary').then((m) => ({ default: m.FormErrorSummary })));

/**
 * A refused auth form says why at its top, not in a dialog (issue 13): the title is the
 * translated prefix (e.g. auth.unableToSignin, spec §8), the lines the fields the server refused
 * (each leading to its field) or else the server's reason.
 */
export function useFormFailure() {
  const translate = useTranslate();
  const [failure, setFailure] = useState<{ prefixKey: string; error: unknown } | null>(null);
  const show = useCallback((prefixKey: string, error: unknown) => setFailure({ prefixKey, error }), []);
  const clear = useCallback(() => setFailure(null), []);
  /** The summary to put first in the form; `fields`: the server's field errors still shown. */
  const summary = (fields?: Partial<Record<string, FieldMessage>>) =>
    failure ? (
      <Suspense fallback={null}>
        <FormErrorSummary title={translate(failure.prefixKey)} items={failureItems(translate, failure.error, fields)} />
      </Suspense>
    ) : null;
  return { show, clear, summary };
}
