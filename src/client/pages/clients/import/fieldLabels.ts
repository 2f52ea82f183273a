/** Label keys of the contact fields a column can be mapped to, from the generated registry. */
import { registry } from '../../../../generated/registry.gen';

const labels = new Map(registry.contact.fields.map((f) => [f.name, f.label]));

export function fieldLabelKey(field: string): string {
  return labels.get(field) ?? `records.contact.${field}`;
}

/** "Ort" for Address.city: address parts are shown as "Adresse – Ort" where the group matters. */
export function isAddressField(field: string): boolean {
  return field.startsWith('Address.');
}

/** Swiss-style grouping (9’999) in the user's language. */
export function formatCount(n: number, locale: string): string {
  return new Intl.NumberFormat(`${locale}-CH`).format(n);
}
