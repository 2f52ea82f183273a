/**
 * What widgets may know beyond their own value: the whole form data (a phone number needs the
 * record's dialling code, a canton select the address's country) and a way to set a sibling.
 */
import { createContext, useContext } from 'react';
import type { RecordDefinition } from '../../shared/recordDefinition';

export interface SchemaFormState {
  def: RecordDefinition;
  formData: Record<string, unknown>;
  setValue: (path: string[], value: unknown) => void;
}

export const SchemaFormContext = createContext<SchemaFormState | null>(null);

export function useSchemaFormState(): SchemaFormState | null {
  return useContext(SchemaFormContext);
}

/** The dotted name rjsf gives an input ("Address.state") as a path. */
export const pathOfName = (name: string | undefined): string[] => (name ? name.split('.').filter(Boolean) : []);

/** Sets a value at a path, copying the objects on the way. */
export function setIn(data: Record<string, unknown>, path: string[], value: unknown): Record<string, unknown> {
  if (path.length === 0) return data;
  const [head, ...rest] = path;
  const child = (data[head] ?? {}) as Record<string, unknown>;
  const next = { ...data };
  if (rest.length === 0) {
    if (value === undefined) delete next[head];
    else next[head] = value;
  } else next[head] = setIn(typeof child === 'object' && child !== null ? child : {}, rest, value);
  return next;
}
