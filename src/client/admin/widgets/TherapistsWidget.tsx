/** The centre's therapists (resources) as chips: who provides a service, whom a booking widget offers. */
import { Autocomplete, Chip, TextField } from '@mui/material';
import type { WidgetProps } from '@rjsf/utils';
import { useTranslate } from 'react-admin';
import { useSession } from '../../session/SessionContext';
import { hasError, inputName } from './common';

interface Option {
  id: string;
  label: string;
}

export function TherapistsWidget(props: WidgetProps) {
  const translate = useTranslate();
  const { activeCentre } = useSession();
  const all: (Option & { active: boolean })[] = (activeCentre?.CentreProvider ?? []).map((p) => ({
    id: p.user_fk,
    label: `${p.firstName} ${p.lastName}`.trim() || p.email,
    active: p.active,
  }));
  const value = Array.isArray(props.value) ? props.value.map(String) : [];
  // Inactive therapists take no new services (README "Team"); ones already chosen stay visible.
  const options = all.filter((o) => o.active || value.includes(o.id));
  const selected = value.map((id) => options.find((o) => o.id === id) ?? { id, label: translate('services.builder.unknownTherapist') });
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
