/**
 * Shared bits of the form widgets: the input name rjsf generates ("Address.city", stable for
 * tests and autofill), the label, and a plain text field with the form's look.
 */
import type { ReactNode } from 'react';
import { TextField, type TextFieldProps } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';

export const inputName = (props: WidgetProps): string => props.htmlName || props.id;

export const hasError = (props: WidgetProps): boolean => (props.rawErrors?.length ?? 0) > 0;

/** Widgets that show their own error text (the field template then shows none). */
export const OWN_ERROR_WIDGETS = new Set(['date', 'money']);

export interface WidgetTextFieldProps {
  widget: WidgetProps;
  value: string;
  onText: (text: string) => void;
  type?: string;
  placeholder?: string;
  startAdornment?: ReactNode;
  endAdornment?: ReactNode;
  inputMode?: 'text' | 'numeric' | 'decimal' | 'tel' | 'email';
  onBlur?: () => void;
  maxLength?: number;
  extra?: Partial<TextFieldProps>;
}

/** A MUI text field wired to an rjsf widget's props (name, label, required, disabled, error). */
export function WidgetTextField({ widget, value, onText, type = 'text', placeholder, startAdornment, endAdornment, inputMode, onBlur, maxLength, extra }: WidgetTextFieldProps) {
  const { id, label, hideLabel, required, disabled, readonly, autofocus } = widget;
  // Only a widget's own input length caps typing; the schema's maxLength is checked on save with a
  // message stating the limit (a silent cut loses what the user typed).
  const limit = maxLength;
  return (
    <TextField
      id={id}
      name={inputName(widget)}
      type={type}
      label={hideLabel ? undefined : label}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder}
      value={value}
      error={hasError(widget)}
      onChange={(e) => onText(e.target.value)}
      onBlur={() => {
        onBlur?.();
        widget.onBlur(id, value);
      }}
      onFocus={() => widget.onFocus(id, value)}
      fullWidth
      slotProps={{
        input: { startAdornment, endAdornment },
        htmlInput: { inputMode, maxLength: limit },
        inputLabel: placeholder || type === 'time' ? { shrink: true } : undefined,
      }}
      {...extra}
    />
  );
}
