/** The unbilled appointments with a checkbox each (labelled for screen readers and keyboard use). */
import { Checkbox, Paper } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { ResponsiveTable, type TableColumn } from '../../admin/listLayout/ResponsiveTable';
import type { ListedAppointment } from '../../api/appointments';
import { formatDay, formatTimeRange } from '../appointments/appointmentFormat';
import { useTimeFormat } from '../appointments/useAppointmentLookups';

export const clientNameOf = (a: ListedAppointment) => (a.contactName ? `${a.contactName.firstName} ${a.contactName.lastName}`.trim() : '');

export interface UnbilledTableProps {
  rows: ListedAppointment[];
  selected: ReadonlySet<string>;
  onToggle: (id: string) => void;
  therapistName: (userId: string) => string;
  serviceName: (serviceId: string | null | undefined) => string;
}

export function UnbilledTable({ rows, selected, onToggle, therapistName, serviceName }: UnbilledTableProps) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const timeFormat = useTimeFormat();
  const header = (key: string) => translate(`finances.appointments.column.${key}`);
  const when = (a: ListedAppointment) => `${formatDay(a.date, locale ?? 'de')} ${formatTimeRange(a.startTime, a.endTime, timeFormat)}`;
  const columns: TableColumn<ListedAppointment>[] = [
    {
      key: 'select',
      label: '',
      action: true,
      cell: (a) => (
        <Checkbox
          checked={selected.has(a.appointment_id)}
          onChange={() => onToggle(a.appointment_id)}
          slotProps={{ input: { 'aria-label': translate('finances.appointments.selectRow', { client: clientNameOf(a), when: when(a) }) } }}
        />
      ),
    },
    { key: 'date', label: header('date'), cellProps: () => ({ sx: { whiteSpace: 'nowrap' } }), cell: when },
    { key: 'client', label: header('client'), cell: clientNameOf },
    { key: 'therapist', label: header('therapist'), cell: (a) => therapistName(a.resourceId) },
    { key: 'service', label: header('service'), cell: (a) => serviceName(a.service_fk) || a.title || '–' },
  ];
  return (
    <Paper variant="outlined" sx={{ overflowX: 'auto' }}>
      <ResponsiveTable
        aria-label={translate('finances.appointments.title')}
        columns={columns}
        rows={rows}
        rowKey={(a) => a.appointment_id}
        keyColumns={['date', 'client']}
        rowProps={(a) => ({ 'data-testid': 'unbilled-row', 'data-id': a.appointment_id, selected: selected.has(a.appointment_id) })}
      />
    </Paper>
  );
}
