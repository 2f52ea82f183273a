import { Chip, type ChipProps } from '@mui/material';
import { useTranslate } from 'react-admin';
import { statusTone, type StatusTone } from '../../../shared/appointments/statusActions';
import type { AppointmentStatus } from '../../api/appointments';

/** The three appointment colours (spec §9) and muted for cancelled, denied and deleted ones. */
const CHIP_COLOUR: Record<StatusTone, ChipProps['color']> = { pending: 'warning', confirmed: 'primary', done: 'success', muted: 'default' };

export function StatusChip({ status, size = 'small' }: { status: AppointmentStatus; size?: ChipProps['size'] }) {
  const translate = useTranslate();
  const tone = statusTone(status);
  return (
    <Chip
      size={size}
      color={CHIP_COLOUR[tone]}
      variant={tone === 'muted' ? 'outlined' : 'filled'}
      label={translate(`appointments.status.${status}`)}
      data-testid="appointment-status"
      data-status={status}
    />
  );
}
