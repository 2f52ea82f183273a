/**
 * The service's VAT (its `tax`): a rate code of the centre's VAT rates, or none. The rate that
 * applies is the code's period valid on the date of the service, so the list shows each code
 * once, named by its current (else latest) period.
 */
import { useMemo } from 'react';
import { TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import dayjs from 'dayjs';
import { useGetList, useTranslate, type RaRecord } from 'react-admin';
import { useScopedCentre } from '../../admin/centreScope';
import { hasError, inputName } from '../../admin/widgets/common';

interface VatRecord extends RaRecord {
  name: string;
  code: string;
  rate: number;
  validFrom: string;
  validUntil?: string;
  available?: boolean;
}

/** One entry per code: the period valid today, else the latest one. */
export function vatChoices(rates: VatRecord[], today = dayjs().format('YYYY-MM-DD')): { code: string; label: string }[] {
  const byCode = new Map<string, VatRecord>();
  const valid = (r: VatRecord) => r.validFrom <= today && (!r.validUntil || r.validUntil >= today);
  for (const r of [...rates].sort((a, b) => a.validFrom.localeCompare(b.validFrom))) {
    const current = byCode.get(r.code);
    if (!current || valid(r) || !valid(current)) byCode.set(r.code, r);
  }
  return [...byCode.values()].sort((a, b) => a.code.localeCompare(b.code)).map((r) => ({ code: r.code, label: `${r.name} (${r.code}, ${r.rate} %)` }));
}

export function VatCodeWidget(props: WidgetProps) {
  const translate = useTranslate();
  const centreId = useScopedCentre();
  const { data } = useGetList<VatRecord>('vats', { pagination: { page: 1, perPage: 1000 }, sort: { field: 'validFrom', order: 'DESC' }, meta: { centreId } });
  const choices = useMemo(() => vatChoices(data ?? []), [data]);
  const value = typeof props.value === 'string' ? props.value : '';
  const known = value === '' || choices.some((c) => c.code.toLowerCase() === value.toLowerCase());
  return (
    <TextField
      select
      id={props.id}
      name={inputName(props)}
      label={props.label}
      value={value}
      disabled={props.disabled || props.readonly}
      error={hasError(props)}
      onChange={(e) => props.onChange(e.target.value)}
      fullWidth
      slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
    >
      <option value="">{translate('services.builder.noVat')}</option>
      {!known && <option value={value}>{value}</option>}
      {choices.map((c) => (
        <option key={c.code} value={c.code}>
          {c.label}
        </option>
      ))}
    </TextField>
  );
}
