/**
 * Plain widgets with stable input names: a native select (easy to use on phones and from
 * tests), a switch for booleans, e-mail and time inputs, and a read-only timestamp.
 */
import { FormControlLabel, Switch, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { hasError, inputName, WidgetTextField } from './common';

/** Enums: the options carry rjsf's enumOptions (labels from x-enumLabels). */
export function SelectWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { id, label, required, disabled, readonly, value, onChange, options, schema } = props;
  const choices = options.enumOptions ?? [];
  const hasDefault = schema.default !== undefined;
  return (
    <TextField
      select
      id={id}
      name={inputName(props)}
      label={label}
      required={required}
      disabled={disabled || readonly}
      value={value === undefined || value === null ? '' : String(value)}
      error={hasError(props)}
      onChange={(e) => {
        const picked = choices.find((c) => String(c.value) === e.target.value);
        onChange(picked ? picked.value : undefined);
      }}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      {(!hasDefault || !required) && <option value="">{hasDefault ? '' : translate('admin.form.choose')}</option>}
      {choices.map((c) => (
        <option key={String(c.value)} value={String(c.value)}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}

export function SwitchWidget(props: WidgetProps) {
  const { id, label, disabled, readonly, value, onChange } = props;
  return (
    <FormControlLabel
      sx={{ mt: 1 }}
      control={
        <Switch id={id} name={inputName(props)} checked={value === true} disabled={disabled || readonly} onChange={(e) => onChange(e.target.checked)} />
      }
      label={label}
    />
  );
}

export function EmailWidget(props: WidgetProps) {
  return (
    <WidgetTextField
      widget={props}
      type="email"
      inputMode="email"
      value={typeof props.value === 'string' ? props.value : ''}
      onText={(text) => props.onChange(text === '' ? undefined : text)}
    />
  );
}

export function TimeWidget(props: WidgetProps) {
  return (
    <WidgetTextField
      widget={props}
      type="time"
      value={typeof props.value === 'string' ? props.value : ''}
      onText={(text) => props.onChange(text === '' ? undefined : text)}
      extra={{ slotProps: { inputLabel: { shrink: true }, htmlInput: { step: 300 } } }}
    />
  );
}

/** Server timestamps, shown in the user's time zone. */
export function DateTimeWidget(props: WidgetProps) {
  const text = typeof props.value === 'string' && props.value ? dayjs(props.value).format('DD.MM.YYYY HH:mm') : '';
  return <WidgetTextField widget={{ ...props, readonly: true }} value={text} onText={() => undefined} />;
}
