/** A colour as #rrggbb: a swatch opening the browser's colour picker, and the code as text. */
import { InputAdornment } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetTextField } from './common';

export function ColourWidget(props: WidgetProps) {
  const value = typeof props.value === 'string' ? props.value : '';
  const set = (text: string) => props.onChange(text === '' ? undefined : text);
  return (
    <WidgetTextField
      widget={props}
      value={value}
      placeholder="#2e7d32"
      maxLength={7}
      onText={set}
      startAdornment={
        <InputAdornment position="start">
          <input
            type="color"
            aria-label={props.label}
            value={/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#ffffff'}
            disabled={props.disabled || props.readonly}
            onChange={(e) => set(e.target.value)}
            style={{ width: 28, height: 28, padding: 0, border: 'none', background: 'none', cursor: 'pointer' }}
          />
        </InputAdornment>
      }
    />
  );
}
