import type { ReactNode } from 'react';
import { Box, Stack, Typography } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import type { Appointment } from '../../../api/appointments';
import { formatDay, formatTimeRange } from '../appointmentFormat';
import { ContactName } from '../ContactName';
import { StatusChip } from '../StatusChip';
import { useServices, useTherapistName, useTimeFormat } from '../useAppointmentLookups';

function Row({ label, children, testId }: { label: string; children: ReactNode; testId?: string }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: '110px 1fr', gap: 1 }}>
      <Typography component="dt" variant="body2" color="text.secondary">{label}</Typography>
      <Typography component="dd" variant="body2" sx={{ m: 0, whiteSpace: 'pre-wrap' }} data-testid={testId}>{children}</Typography>
    </Box>
  );
}

/** Date and time, therapist, client (linked to the profile), service, status and notes. */
export function AppointmentSummary({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const timeFormat = useTimeFormat();
  const therapistName = useTherapistName();
  const { nameOf } = useServices(appointment.centre_fk);
  const t = (key: string) => translate(`appointments.fields.${key}`);
  return (
    <Stack component="dl" spacing={0.75} sx={{ m: 0 }} data-testid="appointment-summary">
      <Row label={t('date')} testId="appointment-date">{formatDay(appointment.date, locale ?? 'de')}</Row>
      <Row label={t('time')} testId="appointment-time">{formatTimeRange(appointment.startTime, appointment.endTime, timeFormat)}</Row>
      <Row label={t('therapist')}>{therapistName(appointment.resourceId)}</Row>
      <Row label={t('client')}>
        <ContactName centreId={appointment.centre_fk} contactId={appointment.contact_fk} link />
      </Row>
      <Row label={t('service')}>{nameOf(appointment.service_fk) || appointment.title || translate('appointments.noService')}</Row>
      <Row label={t('status')}>
        <StatusChip status={appointment.status} />
        {appointment.series_fk && (
          <Typography component="span" variant="caption" color="text.secondary" sx={{ ml: 1 }}>{translate('appointments.inSeries')}</Typography>
        )}
      </Row>
      <Row label={t('notes')}>{appointment.notes || '–'}</Row>
    </Stack>
  );
}
