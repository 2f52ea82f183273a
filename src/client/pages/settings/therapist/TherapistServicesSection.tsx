/**
 * Which of the practice's services one therapist offers (the service's resourceIds; wording §6
 * "Providers must expose their services for booking"): a switch per service, saved at once. A
 * service not flagged for online booking is marked so, since offering it does not make it bookable.
 * Managers only: services are the practice's price list.
 */
import { useState } from 'react';
import { Box, FormControlLabel, Switch, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { apiFetch } from '../../../api/http';
import { useApiQuery } from '../../../api/useApiQuery';
import { useNotifyError } from '../../../components/useNotifyError';
import { Section } from '../../../components/Section';
import { LoadFailed, PageLoading } from '../../../components/PageStates';

interface ServiceRow {
  id: string;
  name: string;
  onlineBooking: boolean;
  resourceIds: string[];
}

/** The service's therapists with `userId` added or taken out. */
export function withTherapist(resourceIds: readonly string[], userId: string, offers: boolean): string[] {
  const others = resourceIds.filter((id) => id !== userId);
  return offers ? [...others, userId] : others;
}

export function TherapistServicesSection({ userId, centreId }: { userId: string; centreId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const base = `/api/clinics/${encodeURIComponent(centreId)}/services`;
  const services = useApiQuery<ServiceRow[]>(`${base}?sort=${encodeURIComponent('["name","ASC"]')}&range=${encodeURIComponent('[0,999]')}`);
  const [busy, setBusy] = useState<string | null>(null);
  const title = translate('settings.therapist.services.title');
  if (services.error && !services.data) return <Section title={title} name="therapistServices"><LoadFailed error={services.error} onRetry={() => void services.reload()} /></Section>;
  if (!services.data) return <Section title={title} name="therapistServices"><PageLoading /></Section>;

  const toggle = async (service: ServiceRow, offers: boolean) => {
    setBusy(service.id);
    try {
      const saved = await apiFetch<ServiceRow>(`${base}/${encodeURIComponent(service.id)}`, { method: 'PATCH', body: { resourceIds: withTherapist(service.resourceIds, userId, offers) } });
      services.setData((services.data ?? []).map((s) => (s.id === saved.id ? { ...s, resourceIds: saved.resourceIds } : s)));
      notify('settings.therapist.services.saved', { type: 'success' });
    } catch (error) {
      notifyError('common.unableToSave', error);
    } finally {
      setBusy(null);
    }
  };

  return (
    <Section title={title} subtitle={translate('settings.therapist.services.hint')} name="therapistServices">
      {services.data.length === 0 && <Typography color="text.secondary">{translate('settings.therapist.services.none')}</Typography>}
      <Box sx={{ display: 'grid', gap: 0.5 }}>
        {services.data.map((s) => (
          <FormControlLabel
            key={s.id}
            disabled={busy === s.id}
            control={<Switch name={`offers.${s.id}`} checked={s.resourceIds.includes(userId)} onChange={(e) => void toggle(s, e.target.checked)} />}
            label={
              <>
                {s.name}
                {!s.onlineBooking && (
                  <Typography component="span" variant="body2" color="text.secondary">
                    {' '}({translate('settings.therapist.services.notOnline')})
                  </Typography>
                )}
              </>
            }
          />
        ))}
      </Box>
    </Section>
  );
}
