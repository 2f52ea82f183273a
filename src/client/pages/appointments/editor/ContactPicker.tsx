import { useMemo, useState } from 'react';
import { Autocomplete, TextField } from '@mui/material';
import { useGetList, useGetManyAggregate, useTranslate, type RaRecord } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';

/** Chooses a client (of an appointment, of a letter) by typing part of a name (the contacts list's search). */
export function ContactPicker({ centreId, value, onChange, label = 'appointments.editor.client' }: { centreId: string; value: string; onChange: (contactId: string) => void; label?: string }) {
  const translate = useTranslate();
  const contacts = useRecordResource('contact');
  const [typed, setTyped] = useState('');
  const found = useGetList(contacts.def.resource, { pagination: { page: 1, perPage: 20 }, filter: typed ? { q: typed } : {}, meta: { centreId } });
  const current = useGetManyAggregate(contacts.def.resource, { ids: value ? [value] : [], meta: { centreId } }, { enabled: Boolean(value) });
  const selected = current.data?.find((r) => r && String(r.id) === value) ?? null;
  const options = useMemo(() => {
    const list = found.data ?? [];
    return selected && !list.some((r) => r.id === selected.id) ? [selected, ...list] : list;
  }, [found.data, selected]);

  return (
    <Autocomplete<RaRecord>
      options={options}
      value={selected}
      loading={found.isPending}
      filterOptions={(x) => x}
      onInputChange={(_e, text, reason) => reason === 'input' && setTyped(text)}
      onChange={(_e, chosen) => chosen && onChange(String(chosen.id))}
      getOptionLabel={(r) => contacts.represent(r)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      renderInput={(params) => <TextField {...params} name="contact" label={translate(label)} />}
    />
  );
}
