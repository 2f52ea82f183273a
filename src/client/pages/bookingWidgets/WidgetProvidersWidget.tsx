/** The therapists a widget offers: a multiple choice among the practice's active therapists (by name). */
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { hasError, inputName } from '../../admin/widgets/common';

interface Option {
  id: string;
  label: string;
}

export function WidgetProvidersWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const options: Option[] = (activeCentre?.CentreProvider ?? []).filter((p) => p.active).map((p) => ({ id: p.user_fk, label: `${p.firstName} ${p.lastName}`.trim() }));
  const value = Array.isArray(props.value) ? props.value.map(String) : [];
  const selected = value.map((id) => options.find((o) => o.id === id) ?? { id, label: '…' });
  return (
    <Autocomplete<Option, true>
      multiple
      options={options}
      value={selected}
      disabled={props.disabled || props.readonly}
      getOptionLabel={(o) => o.label}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      onChange={(_e, next) => props.onChange(next.map((o) => o.id))}
      noOptionsText={translate('common.noOptions')}
      renderValue={(chosen, getItemProps) =>
        chosen.map((o, index) => {
          const { key, ...itemProps } = getItemProps({ index });
          return <Chip key={key} size="small" label={o.label} {...itemProps} />;
        })
      }
      renderInput={(params) => <TextField {...params} id={props.id} name={inputName(props)} label={props.label} error={hasError(props)} />}
    />
  );
}
