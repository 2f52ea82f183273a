/** Amounts typed in francs but kept in Rappen (the schema's integer money), e.g. "95.50" → 9550, "10.–" → 1000. */
import { useEffect, useState } from 'react';
import { InputAdornment } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { parseChfAmount } from '../../../shared/money/chfAmount';
import { hasError, WidgetTextField } from './common';

/** Rappen → "12.50". */
export const rappenToText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2) : '');

/** Typed francs → Rappen ("10.–" is 1000); empty → undefined; anything else stays text (the schema then rejects it). */
export function textToRappen(text: string): number | string | undefined {
  const rappen = parseChfAmount(text);
  return rappen === null ? text : rappen;
}

export function MoneyWidget(props: WidgetProps) {
  const currency = typeof props.options.currency === 'string' ? props.options.currency : 'CHF';
  const translate = useTranslate();
  const [text, setText] = useState(() => rappenToText(props.value));
  // A refused text gets what is expected, not the schema's "invalid value" (OWN_ERROR_WIDGETS).
  const errorText = !hasError(props) ? undefined : parseChfAmount(text) === null ? translate('errors.invalidAmount') : props.rawErrors?.[0];
  // Follow outside changes (a reset, a loaded record), not our own keystrokes.
  useEffect(() => {
    if (textToRappen(text) !== props.value) setText(rappenToText(props.value));
  }, [props.value]);
  return (
    <WidgetTextField
      widget={props}
      value={text}
      inputMode="decimal"
      placeholder="0.00"
      onText={(next) => {
        setText(next);
        props.onChange(textToRappen(next));
      }}
      onBlur={() => {
        const v = textToRappen(text);
        if (typeof v === 'number') setText(rappenToText(v));
      }}
      startAdornment={<InputAdornment position="start">{currency}</InputAdornment>}
      extra={{ helperText: errorText }}
    />
  );
}
