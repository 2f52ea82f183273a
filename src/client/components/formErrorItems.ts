/**
 * The lines of a FormErrorSummary, apart from the component so that pages which show it only
 * after a failure (the sign-in page, part of the first download) can load it lazily.
 */
import { fieldErrorsOf } from '../api/fieldErrors';
import { translateError, translateMessage, type FieldMessage, type TranslateFn } from '../api/errorText';

export interface SummaryItem {
  /** The input's `name` (or id); without it the line is plain text (a problem of the whole form). */
  field?: string;
  /** The translated message. */
  message: string;
  /** The field's label; read from the input's <label> when left out. */
  label?: string;
}

/** Summary lines of a form's field errors (keys or server messages with their values). */
export function fieldSummaryItems(translate: TranslateFn, errors: Partial<Record<string, FieldMessage>>, inputNames: Record<string, string> = {}): SummaryItem[] {
  return Object.entries(errors)
    .filter((entry): entry is [string, FieldMessage] => Boolean(entry[1]))
    .map(([field, message]) => ({ field: inputNames[field] ?? field, message: translateMessage(translate, message) }));
}

/**
 * The lines of a refused save: its field problems (`current`: those still on the form, default
 * all the server named), or the server's reason when it named no field.
 */
export function failureItems(translate: TranslateFn, error: unknown, current?: Partial<Record<string, FieldMessage>>): SummaryItem[] {
  const refused = fieldErrorsOf(error);
  if (Object.keys(refused).length === 0) return [{ message: translateError(translate, error) }];
  return fieldSummaryItems(translate, current ?? refused);
}
