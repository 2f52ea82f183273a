import { Divider, Stack } from '@mui/material';
import type { Appointment } from '../../../api/appointments';
import { HistorySection } from './HistorySection';
import { ItemsSection } from './ItemsSection';
import { StatusSection } from './StatusSection';

/** The working sections of an appointment, shared by the panel and the full-page editor. */
export function AppointmentSections({ appointment }: { appointment: Appointment }) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <StatusSection appointment={appointment} />
      <ItemsSection appointment={appointment} />
      <HistorySection appointment={appointment} />
    </Stack>
  );
}
