/**
 * Tags as chips (spec §3 Contact tags): pick the centre's tags (GET /api/tags) or type a new
 * one and press Enter; new tags are created when the record is saved. The value is the list of
 * tag values (the record's `tags`).
 */
import { Autocomplete, Chip, TextField } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { useScopedCentre } from '../centreScope';
import { listTags } from '../tagsApi';
import { hasError, inputName } from './common';

export const tagsQueryKey = (centreId: string | null) => ['kura.tags', centreId] as const;

export function TagsWidget(props: WidgetProps) {
  const translate = useTranslate();
  const centreId = useScopedCentre();
  const tags = useQuery({ queryKey: tagsQueryKey(centreId), queryFn: () => listTags(centreId as string), enabled: Boolean(centreId) });
  const value = Array.isArray(props.value) ? props.value.map(String) : [];
  const options = (tags.data ?? []).map((t) => t.value);
  const add = (list: string[]) => {
    const seen = new Set<string>();
    const clean = list.map((v) => v.trim()).filter((v) => v && !seen.has(v.toLowerCase()) && seen.add(v.toLowerCase()));
    props.onChange(clean);
  };
  return (
    <Autocomplete<string, true, false, true>
      multiple
      freeSolo
      autoSelect
      options={options}
      value={value}
      loading={tags.isPending && Boolean(centreId)}
      disabled={props.disabled || props.readonly}
      onChange={(_e, next) => add(next)}
      noOptionsText={translate('common.noOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((v, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          const isNew = tags.data !== undefined && !options.some((o) => o.toLowerCase() === v.toLowerCase());
          return <Chip key={key} size="small" color={isNew ? 'primary' : 'default'} variant={isNew ? 'outlined' : 'filled'} label={v} {...itemProps} />;
        })
      }
      renderInput={(params) => (
        <TextField
          {...params}
          id={props.id}
          name={inputName(props)}
          label={props.label}
          placeholder={translate('admin.widgets.tagsPlaceholder')}
          error={hasError(props)}
          slotProps={{ ...params.slotProps, htmlInput: { ...params.slotProps.htmlInput, maxLength: 50 } }}
        />
      )}
    />
  );
}
