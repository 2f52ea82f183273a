import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import PrintIcon from '@mui/icons-material/Print';
import { Box, Button, IconButton, Stack } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DateRange } from '../../../../shared/appointments/agendaRange';
import { DatePickerInput } from '../../../components/DatePickerInput';

interface Props {
  range: DateRange;
  maxDate: string;
  onRange: (range: DateRange) => void;
  onStep: (steps: number) => void;
  onToday: () => void;
}

/** Previous / this week / next, the range's first and last day, and Print. Hidden on paper. */
export function AgendaControls({ range, maxDate, onRange, onStep, onToday }: Props) {
  const translate = useTranslate();
  return (
    <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' }, mb: 2 }} data-print="hide">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <IconButton aria-label={translate('appointments.agenda.previous')} onClick={() => onStep(-1)}><ChevronLeftIcon /></IconButton>
        <Button variant="outlined" onClick={onToday}>{translate('appointments.agenda.today')}</Button>
        <IconButton aria-label={translate('appointments.agenda.next')} onClick={() => onStep(1)}><ChevronRightIcon /></IconButton>
      </Stack>
      <Stack direction="row" spacing={1}>
        <DatePickerInput name="agendaFrom" label={translate('appointments.agenda.from')} value={range.from} maxDate={maxDate} onChange={(from) => from && onRange({ ...range, from })} />
        <DatePickerInput name="agendaTo" label={translate('appointments.agenda.to')} value={range.to} maxDate={maxDate} onChange={(to) => to && onRange({ ...range, to })} />
      </Stack>
      <Box sx={{ flexGrow: 1 }} />
      <Button variant="contained" startIcon={<PrintIcon />} onClick={() => window.print()}>{translate('appointments.agenda.print')}</Button>
    </Stack>
  );
}
