/**
 * Address parts: the country as a select (home countries first, then all, named in the
 * interface language) and the canton as one of the 26 codes when the address is Swiss
 * (spec §5), free text for other countries' states.
 */
import { useMemo } from 'react';
import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import { pathOfName, useSchemaFormState } from '../SchemaFormContext';
import { valueAt } from '../recordRegistry';
import { hasError, inputName, WidgetTextField } from './common';
import { CANTONS, countryOptions } from './countries';

function NativeSelect({ props, choices }: { props: WidgetProps; choices: { value: string; label: string }[] }) {
  const translate = useTranslate();
  const { id, label, required, disabled, readonly, value, onChange } = props;
  return (
    <TextField
      select
      id={id}
      name={inputName(props)}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={typeof value === 'string' ? value : ''}
      error={hasError(props)}
      onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{required ? translate('admin.form.choose') : ''}</option>
      {choices.map((c) => (
        <option key={c.value} value={c.value}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

export function CountryWidget(props: WidgetProps) {
  const [locale] = useLocaleState();
  const choices = useMemo(() => countryOptions(locale).map((c) => ({ value: c.code, label: c.name })), [locale]);
  return <NativeSelect props={props} choices={choices} />;
}

/** The country of the address this field belongs to (its sibling `country`). */
function useSiblingCountry(props: WidgetProps): string | undefined {
  const form = useSchemaFormState();
  const path = pathOfName(inputName(props));
  const sibling = [...path.slice(0, -1), 'country'].join('.');
  const country = form ? valueAt(form.formData, sibling) : undefined;
  return typeof country === 'string' && country !== '' ? country : undefined;
}

export function CantonWidget(props: WidgetProps) {
  const country = useSiblingCountry(props);
  const value = typeof props.value === 'string' ? props.value : '';
  const swiss = (country ?? 'CH') === 'CH';
  if (!swiss || (value !== '' && !(CANTONS as readonly string[]).includes(value))) {
    return <WidgetTextField widget={props} value={value} onText={(t) => props.onChange(t === '' ? undefined : t)} />;
  }
  return <NativeSelect props={props} choices={CANTONS.map((c) => ({ value: c, label: c }))} />;
}
