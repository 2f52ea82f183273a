/** The filters of /finances/appointments: therapist, client and date range. */
import { Box } from '@mui/material';
import { useTranslate } from 'react-admin';
import { DatePickerInput } from '../../components/DatePickerInput';
import { SelectField } from '../../components/SelectField';
import type { UnbilledFilter } from './useUnbilledAppointments';

export interface UnbilledFiltersProps {
  filter: UnbilledFilter;
  onFilter: (next: UnbilledFilter) => void;
  therapists: { value: string; label: string }[];
  client: string;
  onClient: (contactId: string) => void;
  clients: { value: string; label: string }[];
}

export function UnbilledFilters({ filter, onFilter, therapists, client, onClient, clients }: UnbilledFiltersProps) {
  const translate = useTranslate();
  const all = { value: '', label: translate('finances.appointments.all') };
  return (
    <Box component="form" role="search" aria-label={translate('finances.appointments.filters')} sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', md: 'repeat(4, 1fr)' }, alignItems: 'start', mb: 2 }} onSubmit={(e) => e.preventDefault()}>
      <SelectField name="therapist" label={translate('finances.appointments.therapist')} value={filter.therapist} options={[all, ...therapists]} onChange={(therapist) => onFilter({ ...filter, therapist })} />
      <SelectField name="client" label={translate('finances.appointments.client')} value={client} options={[all, ...clients]} onChange={onClient} />
      <DatePickerInput name="from" label={translate('finances.appointments.from')} value={filter.from} onChange={(from) => onFilter({ ...filter, from })} />
      <DatePickerInput name="to" label={translate('finances.appointments.to')} value={filter.to} onChange={(to) => onFilter({ ...filter, to })} />
    </Box>
  );
}
