import { useEffect, useState, type FormEvent } from 'react';
import { useNotifyError } from '../../../components/useNotifyError';

type Errors = Partial<Record<string, string>>;

export interface SaveSteps<V, E extends Errors, T> {
  /** Client-side rules; any error stops the save. */
  validate(values: V): E;
  onInvalid?(): void;
  request(values: V): Promise<T>;
  /** Called with what the server stored; answers the form's new values. */
  onSaved(saved: T): V;
  /** The server's field errors (400) mapped onto the form's fields. */
  serverErrors(error: unknown, values: V): E;
}

/**
 * State and save cycle of a settings form: values, field errors and the saving flag; the form is
 * reset only when `identity` changes (another clinic or therapist), not when the record is refreshed.
 */
export function useSettingsForm<V, E extends Errors>(initial: () => V, identity: string) {
  const notifyError = useNotifyError();
  const [values, setValues] = useState<V>(initial);
  const [errors, setErrors] = useState<E>({} as E);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    setValues(initial());
    setErrors({} as E);
    // Only a new identity replaces what is being typed.
  }, [identity]);

  const submit =
    <T>(steps: SaveSteps<V, E, T>) =>
    async (event: FormEvent) => {
      event.preventDefault();
      const found = steps.validate(values);
      setErrors(found);
      if (Object.keys(found).length) {
        steps.onInvalid?.();
        return;
      }
      setSaving(true);
      try {
        setValues(steps.onSaved(await steps.request(values)));
      } catch (error) {
        setErrors(steps.serverErrors(error, values));
        notifyError('common.unableToSave', error);
      } finally {
        setSaving(false);
      }
    };

  return { values, setValues, errors, setErrors, saving, submit };
}
