import { useLocaleState, useTranslate } from 'react-admin';
import { TextInput } from '../TextInput';
import { CANTONS, COUNTRIES, countryName, type AddressKey, type AddressValues } from './addressOptions';
import { FieldGrid } from '../Section';
import { SelectField } from '../SelectField';
import { translateMessage, type FieldMessage } from '../../api/errorText';

export interface AddressFieldsProps {
  value: AddressValues;
  onChange: (next: AddressValues) => void;
  /** Prefix of the input names, e.g. "provider." gives provider.street. */
  namePrefix?: string;
  errors?: Partial<Record<AddressKey, FieldMessage>>;
  /** Marks street, building, zipcode and city as required (the completeness rule, spec §5). */
  required?: boolean;
  disabled?: boolean;
}

/** Street, number, postcode, city, canton (a list for Switzerland) and country. */
export function AddressFields({ value, onChange, namePrefix = '', errors = {}, required = false, disabled }: AddressFieldsProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const set = (key: AddressKey, v: string) => onChange({ ...value, [key]: v });
  const err = (key: AddressKey) => (errors[key] ? translateMessage(translate, errors[key]!) : undefined);
  const label = (key: AddressKey) => translate(`settings.address.${key}`);
  const text = (key: Exclude<AddressKey, 'state' | 'country'>, autoComplete: string) => (
    <TextInput
      key={key}
      name={`${namePrefix}${key}`}
      label={label(key)}
      required={required}
      autoComplete={autoComplete}
      value={value[key]}
      errorText={err(key)}
      disabled={disabled}
      onChange={(e) => set(key, e.target.value)}
    />
  );
  const countries = (COUNTRIES as readonly string[]).includes(value.country) || !value.country ? COUNTRIES : [...COUNTRIES, value.country];
  return (
    <FieldGrid>
      {text('street', 'address-line1')}
      {text('building', 'address-line2')}
      {text('zipcode', 'postal-code')}
      {text('city', 'address-level2')}
      {value.country === 'CH' ? (
        <SelectField
          name={`${namePrefix}state`}
          label={translate('settings.address.canton')}
          value={value.state}
          disabled={disabled}
          errorText={err('state')}
          options={[{ value: '', label: '–' }, ...CANTONS.map((c) => ({ value: c, label: c }))]}
          onChange={(v) => set('state', v)}
        />
      ) : (
        <TextInput name={`${namePrefix}state`} label={label('state')} value={value.state} errorText={err('state')}
          disabled={disabled} autoComplete="address-level1" onChange={(e) => set('state', e.target.value)} />
      )}
      <SelectField
        name={`${namePrefix}country`}
        label={label('country')}
        value={value.country}
        disabled={disabled}
        errorText={err('country')}
        options={countries.map((c) => ({ value: c, label: countryName(c, locale ?? 'de') }))}
        onChange={(v) => onChange({ ...value, country: v, state: v === 'CH' && !(CANTONS as readonly string[]).includes(value.state) ? '' : value.state })}
      />
    </FieldGrid>
  );
}

