/** Amounts typed in francs but kept in Rappen (the schema's integer money), e.g. "95.50" → 9550. */
import { useEffect, useState } from 'react';
import { InputAdornment } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { WidgetTextField } from './common';

/** Rappen → "12.50". */
export const rappenToText = (value: unknown): string => (typeof value === 'number' && Number.isFinite(value) ? (value / 100).toFixed(2) : '');

/** "12.5" or "12,50" → 1250; empty → undefined; anything else stays text (the schema then rejects it). */
export function textToRappen(text: string): number | string | undefined {
  const t = text.trim().replace(/[’'\s]/g, '').replace(',', '.');
  if (t === '') return undefined;
  if (!/^-?\d+(\.\d{0,2})?$/.test(t)) return text;
  return Math.round(Number(t) * 100);
}

export function MoneyWidget(props: WidgetProps) {
  const currency = typeof props.options.currency === 'string' ? props.options.currency : 'CHF';
  const [text, setText] = useState(() => rappenToText(props.value));
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
    />
  );
}
