/**
 * A phone number with its country code (wording §5: valid for the selected country). The code
 * is the record's `countryPhone` (the sibling named in ui:options.countryField), chosen from the
 * server's supported countries (GET /api/supported-phone-numbers) followed by every country; the
 * other phone fields of the record show that code as their prefix.
 */
import { useEffect, useMemo, useState } from 'react';
import { Box, InputAdornment, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useLocaleState, useTranslate } from 'react-admin';
import { getSupportedPhoneNumbers } from '../../api/authApi';
import { reportError } from '../../session/reportError';
import { useSchemaFormState } from '../SchemaFormContext';
import { callingCodeOf, countryForCallingCode, countryOptions } from './countries';
import { WidgetTextField } from './common';

export const DEFAULT_COUNTRY_PHONE = '+41';

let supportedCache: Promise<string[]> | null = null;

/** ISO codes of the countries the server sends SMS to, in its order (fetched once). */
function useSupportedCountries(): string[] {
  const [countries, setCountries] = useState<string[]>(['CH']);
  useEffect(() => {
    let active = true;
    supportedCache ??= getSupportedPhoneNumbers().then((list) => list.map((p) => p.country));
    supportedCache.then(
      (list) => active && setCountries(list),
      (error: unknown) => {
        supportedCache = null;
        reportError('loading phone codes failed', error);
      },
    );
    return () => {
      active = false;
    };
  }, []);
  return countries;
}

function CountryCodeSelect({ name, label, value, onChange, disabled }: { name: string; label: string; value: string; onChange: (code: string) => void; disabled?: boolean }) {
  const [locale] = useLocaleState();
  const supported = useSupportedCountries();
  const options = useMemo(() => countryOptions(locale, supported), [locale, supported]);
  // Several countries share a code (+1): remember which one the user picked.
  const [country, setCountry] = useState<string>(() => countryForCallingCode(value, supported) ?? 'CH');
  const shown = callingCodeOf(country) === value ? country : (countryForCallingCode(value, supported) ?? '');
  return (
    <TextField
      select
      id={name}
      name={name}
      label={label}
      value={shown}
      disabled={disabled}
      onChange={(e) => {
        setCountry(e.target.value);
        onChange(callingCodeOf(e.target.value));
      }}
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
      sx={{ minWidth: 150, maxWidth: 190 }}
    >
      {options.map((o) => (
        <option key={o.code} value={o.code}>
          {`${o.code} ${callingCodeOf(o.code)} – ${o.name}`}
        </option>
      ))}
    </TextField>
  );
}

export function PhoneWidget(props: WidgetProps) {
  const translate = useTranslate();
  const form = useSchemaFormState();
  const countryField = typeof props.options.countryField === 'string' ? props.options.countryField : null;
  const raw = countryField && form ? form.formData[countryField] : undefined;
  const countryPhone = typeof raw === 'string' && raw ? raw : DEFAULT_COUNTRY_PHONE;
  const value = typeof props.value === 'string' ? props.value : '';
  const text = (
    <WidgetTextField
      widget={props}
      type="tel"
      inputMode="tel"
      value={value}
      placeholder={countryPhone === DEFAULT_COUNTRY_PHONE ? '079 123 45 67' : undefined}
      onText={(t) => props.onChange(t === '' ? undefined : t)}
      startAdornment={countryField && !props.options.selectCountry ? <InputAdornment position="start">{countryPhone}</InputAdornment> : undefined}
    />
  );
  if (!countryField || !props.options.selectCountry || !form) return text;
  return (
    <Box sx={{ display: 'flex', gap: 1, alignItems: 'flex-start' }}>
      <CountryCodeSelect
        name={countryField}
        label={translate(form.def.fields.find((f) => f.name === countryField)?.label ?? 'records._common.countryPhone', { _: '' })}
        value={countryPhone}
        disabled={props.disabled || props.readonly}
        onChange={(code) => form.setValue([countryField], code)}
      />
      <Box sx={{ flex: 1 }}>{text}</Box>
    </Box>
  );
}
