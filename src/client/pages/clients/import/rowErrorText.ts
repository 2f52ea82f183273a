/** "Geburtsdatum: Ungültiges Datum …" for one row error. */
import type { ImportRowError } from '../../../../shared/api/contactImport';
import { fieldLabelKey, isAddressField } from './fieldLabels';

type Translate = (key: string, options?: Record<string, unknown>) => string;

export function fieldName(translate: Translate, field: string): string {
  if (field === 'row') return translate('contactImport.errors.wholeRow');
  const label = translate(fieldLabelKey(field));
  return isAddressField(field) ? `${translate('records.contact.Address')} – ${label}` : label;
}

export function errorMessage(translate: Translate, error: ImportRowError): string {
  return translate(`errors.${error.code}`, { _: translate('errors.invalidValue') });
}

export function rowErrorText(translate: Translate, error: ImportRowError): string {
  return `${fieldName(translate, error.field)}: ${errorMessage(translate, error)}`;
}
