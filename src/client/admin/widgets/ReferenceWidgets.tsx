/**
 * References (x-ref): a searchable select over the referenced record of the same centre, shown
 * by its representation ("%{firstName} %{lastName}"); one id, or several as chips. Like
 * react-admin's ReferenceInput, it asks the data provider (getList with `q` while typing,
 * getMany for the chosen ids).
 */
import { useEffect, useMemo, useState } from 'react';
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useGetList, useGetMany, useTranslate, type RaRecord } from 'react-admin';
import type { RecordDefinition } from '../../../shared/recordDefinition';
import { useScopedCentre } from '../centreScope';
import { recordDefinition, representRecord } from '../recordRegistry';
import { hasError, inputName } from './common';

interface Option {
  id: string;
  label: string;
}

function useDebounced<T>(value: T, ms = 300): T {
  const [current, setCurrent] = useState(value);
  useEffect(() => {
    const t = setTimeout(() => setCurrent(value), ms);
    return () => clearTimeout(t);
  }, [value, ms]);
  return current;
}

/** Options matching the typed text plus the chosen records, labelled by representation. */
function useReferenceOptions(props: WidgetProps, chosen: string[], typed: string) {
  const def: RecordDefinition = recordDefinition(String(props.options.record));
  const centreId = useScopedCentre();
  const q = useDebounced(typed.trim());
  const meta = { centreId };
  const { field, order } = def.list.defaultSort;
  const list = useGetList<RaRecord>(def.resource, {
    pagination: { page: 1, perPage: 50 },
    sort: { field, order },
    filter: q && def.list.search.length > 0 ? { q } : {},
    meta,
  });
  const many = useGetMany<RaRecord>(def.resource, { ids: chosen, meta }, { enabled: chosen.length > 0 });
  return useMemo(() => {
    const byId = new Map<string, Option>();
    for (const r of [...(many.data ?? []), ...(list.data ?? [])]) if (r) byId.set(String(r.id), { id: String(r.id), label: representRecord(def, r) });
    return { byId, options: (list.data ?? []).map((r) => byId.get(String(r.id)) as Option), loading: list.isPending };
  }, [def, list.data, many.data, list.isPending]);
}

export function ReferenceWidget(props: WidgetProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const value = typeof props.value === 'string' ? props.value : null;
  const { byId, options, loading } = useReferenceOptions(props, value ? [value] : [], typed);
  const selected = value ? (byId.get(value) ?? { id: value, label: '…' }) : null;
  return (
    <Autocomplete<Option, false>
      options={options}
      value={selected}
      loading={loading}
      disabled={props.disabled || props.readonly}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_e, next) => props.onChange(next ? next.id : undefined)}
      noOptionsText={translate('common.noOptions')}
      renderInput={(params) => (
        <TextField {...params} id={props.id} name={inputName(props)} label={props.label} required={props.required} error={hasError(props)} />
      )}
    />
  );
}

export function ReferenceArrayWidget(props: WidgetProps) {
  const translate = useTranslate();
  const [typed, setTyped] = useState('');
  const value = Array.isArray(props.value) ? props.value.map(String) : [];
  const { byId, options, loading } = useReferenceOptions(props, value, typed);
  const selected = value.map((id) => byId.get(id) ?? { id, label: '…' });
  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={selected}
      loading={loading}
      disabled={props.disabled || props.readonly}
      filterOptions={(x) => x}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onInputChange={(_e, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_e, next) => props.onChange(next.map((o) => o.id))}
      noOptionsText={translate('common.noOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.label} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField {...params} id={props.id} name={inputName(props)} label={props.label} required={props.required} error={hasError(props)} />
      )}
    />
  );
}
