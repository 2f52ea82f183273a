/**
 * Swiss number inputs: the AHV number typed as digits and shown grouped as 756.1234.5678.97, the IBAN
 * shown in blocks of four but kept without spaces (as stored), and amounts typed in francs but
 * kept in Rappen (MoneyWidget.tsx). A green tick shows a number that checks out.
 */
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import { InputAdornment } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { isValidAhv } from '../../../shared/validators/ahv';
import { isValidIban } from '../../../shared/validators/iban';
import { WidgetTextField } from './common';

const AHV_GROUPS = [3, 4, 4, 2];

/** Digits grouped as the AHV number is written: 7561234567897 → 756.1234.5678.97. */
export function maskAhv(text: string): string {
  const digits = text.replace(/\D/g, '').slice(0, 13);
  const parts: string[] = [];
  let at = 0;
  for (const size of AHV_GROUPS) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join('.');
}

/** "ch44 3199 9123…" → "CH4431999123…" (stored form). */
export const compactIban = (text: string): string => text.replace(/\s+/g, '').toUpperCase().slice(0, 34);

/** Blocks of four for display: CH44 3199 9123 0008 8901 2. */
export const groupIban = (text: string): string => compactIban(text).replace(/(.{4})(?=.)/g, '$1 ');

function ValidTick({ show, title }: { show: boolean; title: string }) {
  if (!show) return null;
  return (
    <InputAdornment position="end">
      <CheckCircleIcon color="success" fontSize="small" titleAccess={title} />
    </InputAdornment>
  );
}

export function AhvWidget(props: WidgetProps) {
  const translate = useTranslate();
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <WidgetTextField
      widget={props}
      value={value}
      inputMode="numeric"
      placeholder="756.1234.5678.97"
      maxLength={16}
      onText={(text) => props.onChange(maskAhv(text) || undefined)}
      endAdornment={<ValidTick show={isValidAhv(value)} title={translate('admin.widgets.valid')} />}
    />
  );
}

export function IbanWidget(props: WidgetProps) {
  const translate = useTranslate();
  const value = typeof props.value === 'string' ? props.value : '';
  return (
    <WidgetTextField
      widget={props}
      value={groupIban(value)}
      placeholder="CH44 3199 9123 0008 8901 2"
      maxLength={42}
      onText={(text) => props.onChange(compactIban(text) || undefined)}
      endAdornment={<ValidTick show={isValidIban(value)} title={translate('admin.widgets.valid')} />}
    />
  );
}

export { MoneyWidget, rappenToText, textToRappen } from './MoneyWidget';
