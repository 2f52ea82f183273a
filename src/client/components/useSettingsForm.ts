import { useEffect, useState, type FormEvent } from 'react';
import type { FieldMessage } from '../api/errorText';
import { useNotifyError } from './useNotifyError';

/** Per field a message key (client rules) or a server message with its values (e.g. the limit). */
type Errors = Partial<Record<string, FieldMessage>>;

export interface SaveSteps<V, E extends Errors, T> {
  /** Client-side rules; any error stops the save. Default: none. */
  validate?(values: V): E;
  onInvalid?(): void;
  /** The server calls of the save, in order. */
  request(values: V): Promise<T>;
  /** Called with what the server stored; answers the form's new values. Default: the values saved. */
  onSaved?(saved: T, values: V): V;
  /** After the form took the new values: reload what depends on them, notify, move on. A failure here fails the save. */
  afterSave?(saved: T): Promise<void> | void;
  /** The server's field errors (400) mapped onto the form's fields. */
  serverErrors(error: unknown, values: V): E;
  /**
   * Tells the user the save failed. Default: nothing when fields are refused (the form shows them
   * beside the fields and in its FormErrorSummary), else "Unable to save: <the server's reason>".
   */
  notifyFailure?(error: unknown, errors: E): void;
}

/**
 * State and save cycle of a settings form: values, field errors and the saving flag; the form is
 * reset only when `identity` changes (another clinic, therapist or user), not when the record is
 * refreshed. Values may be null while a page loads; nothing is saved then.
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

  /** The save as an event handler (form submit or button click). */
  const submit =
    <T>(steps: SaveSteps<NonNullable<V>, E, T>) =>
    async (event?: FormEvent) => {
      event?.preventDefault();
      if (values === null || values === undefined) return;
      const current = values as NonNullable<V>;
      const found = steps.validate?.(current) ?? ({} as E);
      setErrors(found);
      if (Object.keys(found).length) {
        steps.onInvalid?.();
        return;
      }
      setSaving(true);
      try {
        const saved = await steps.request(current);
        setValues(steps.onSaved ? steps.onSaved(saved, current) : current);
        await steps.afterSave?.(saved);
      } catch (error) {
        const fieldErrors = steps.serverErrors(error, current);
        setErrors(fieldErrors);
        if (steps.notifyFailure) steps.notifyFailure(error, fieldErrors);
        else if (Object.keys(fieldErrors).length === 0) notifyError('common.unableToSave', error);
      } finally {
        setSaving(false);
      }
    };

  return { values, setValues, errors, setErrors, saving, submit };
}
