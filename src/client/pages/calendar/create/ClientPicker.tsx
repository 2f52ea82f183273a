/**
 * The create dialog's client field: search the practice's clients as you type, or add a new one
 * inline (first and last name, phone, e-mail) without leaving the dialog (issue 9 §5).
 */
import { useEffect, useState } from 'react';
import { Autocomplete, Box, Button, Stack, TextField } from '@mui/material';
import { useCreate, useGetList, useTranslate } from 'react-admin';
import { useRecordResource } from '../../../admin/recordResources';
import { translateError } from '../../../api/errorText';

export interface ClientOption {
  id: string;
  firstName: string;
  lastName: string;
  phone?: string;
  email?: string;
}

const NEW = '__new__';
type Option = ClientOption | { id: typeof NEW; typed: string };

export const clientName = (c: Pick<ClientOption, 'firstName' | 'lastName'>) => `${c.lastName} ${c.firstName}`.trim();

interface Props {
  centreId: string;
  value: ClientOption | null;
  onChange: (client: ClientOption | null) => void;
  error?: string;
}

function useDebounced(value: string, ms: number): string {
  const [out, setOut] = useState(value);
  useEffect(() => {
    const id = setTimeout(() => setOut(value), ms);
    return () => clearTimeout(id);
  }, [value, ms]);
  return out;
}

export function ClientPicker({ centreId, value, onChange, error }: Props) {
  const translate = useTranslate();
  const contacts = useRecordResource('contact');
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 250);
  const [adding, setAdding] = useState<{ firstName: string; lastName: string; phone: string; email: string } | null>(null);
  const [addError, setAddError] = useState<string | null>(null);
  const [create, { isPending }] = useCreate();
  const list = useGetList<ClientOption>(
    contacts.def.resource,
    { pagination: { page: 1, perPage: 20 }, sort: { field: 'lastName', order: 'ASC' }, filter: search ? { q: search } : {}, meta: { centreId } },
    { enabled: adding === null },
  );
  const options: Option[] = [...(list.data ?? []), ...(typed.trim() ? [{ id: NEW, typed: typed.trim() } as const] : [])];

  const startAdding = (text: string) => {
    const [first, ...rest] = text.split(/\s+/);
    setAdding({ firstName: rest.length ? first : '', lastName: rest.length ? rest.join(' ') : first, phone: '', email: '' });
    setAddError(null);
  };

  const saveNew = () => {
    if (!adding) return;
    const data = Object.fromEntries(Object.entries({ ...adding, centre_fk: centreId }).filter(([, v]) => v.trim() !== ''));
    create(
      contacts.def.resource,
      { data, meta: { centreId } },
      {
        onSuccess: (record: ClientOption) => {
          onChange(record);
          setTyped(clientName(record));
          setAdding(null);
        },
        onError: (e: unknown) => setAddError(translateError(translate, e)),
      },
    );
  };

  if (adding) {
    const field = (key: keyof typeof adding, label: string, type = 'text') => (
      <TextField size="small" label={translate(label)} type={type} value={adding[key]} required={key === 'firstName' || key === 'lastName'} onChange={(e) => setAdding({ ...adding, [key]: e.target.value })} />
    );
    return (
      <Box data-testid="new-client" sx={{ border: 1, borderColor: 'divider', borderRadius: 1, p: 1.5 }}>
        <Stack spacing={1.5}>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {field('firstName', 'calendar.create.firstName')}
            {field('lastName', 'calendar.create.lastName')}
          </Stack>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            {field('phone', 'calendar.create.phone', 'tel')}
            {field('email', 'calendar.create.email', 'email')}
          </Stack>
          {addError && <Box role="alert" sx={{ color: 'error.main', typography: 'body2' }}>{addError}</Box>}
          <Stack direction="row" spacing={1} sx={{ justifyContent: 'flex-end' }}>
            <Button onClick={() => setAdding(null)}>{translate('calendar.create.cancel')}</Button>
            <Button variant="contained" disabled={isPending || !adding.firstName.trim() || !adding.lastName.trim()} onClick={saveNew}>
              {translate('calendar.create.addClient')}
            </Button>
          </Stack>
        </Stack>
      </Box>
    );
  }

  return (
    <Autocomplete<Option>
      options={options}
      value={value}
      filterOptions={(o) => o}
      loading={list.isFetching}
      inputValue={typed}
      onInputChange={(_, text) => setTyped(text)}
      isOptionEqualToValue={(a, b) => a.id === b.id}
      getOptionLabel={(o) => ('typed' in o ? o.typed : clientName(o))}
      renderOption={(props, o) => (
        <li {...props} key={o.id}>
          {'typed' in o ? translate('calendar.create.newClientNamed', { name: o.typed }) : [clientName(o), o.phone].filter(Boolean).join(' · ')}
        </li>
      )}
      onChange={(_, o) => {
        if (o && 'typed' in o) startAdding(o.typed);
        else onChange(o);
      }}
      noOptionsText={translate('calendar.create.noClients')}
      renderInput={(params) => <TextField {...params} size="small" label={translate('calendar.create.client')} error={Boolean(error)} helperText={error} />}
    />
  );
}
