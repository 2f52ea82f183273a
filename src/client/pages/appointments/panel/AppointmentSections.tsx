import { Divider, Stack } from '@mui/material';
import type { Appointment } from '../../../api/appointments';
import { CaseSection } from './CaseSection';
import { DocumentsSection } from './DocumentsSection';
import { HistorySection } from './HistorySection';
import { ItemsSection } from './ItemsSection';
import { StatusSection } from './StatusSection';

/** The working sections of an appointment, shared by the panel and the full-page editor. */
export function AppointmentSections({ appointment }: { appointment: Appointment }) {
  return (
    <Stack spacing={2} divider={<Divider flexItem />}>
      <StatusSection appointment={appointment} />
      <CaseSection appointment={appointment} />
      <ItemsSection appointment={appointment} />
      <DocumentsSection appointment={appointment} />
      <HistorySection appointment={appointment} />
    </Stack>
  );
}
