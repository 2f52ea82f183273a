import { useEffect, useState } from 'react';
import { Box, Button, FormControlLabel, Switch, TextField } from '@mui/material';
import SaveIcon from '@mui/icons-material/Save';
import { useNotify, useTranslate } from 'react-admin';
import { SCHEDULE_STEPS, type BookingOptions } from '../../../../shared/api/schedules';
import { apiFetch } from '../../../api/http';
import { useApiQuery } from '../../../api/useApiQuery';
import { useNotifyError } from '../../../components/useNotifyError';
import { Section } from '../../../components/Section';
import { SelectField } from '../../../components/SelectField';
import { LoadFailed, PageLoading } from '../../../components/PageStates';
import { bookingOptionsDraft, bookingOptionsPatch, type BookingOptionsDraft } from './bookingOptionsDraft';

/**
 * Online booking and notifications of one therapist (wording §2 "Resources list": working hours,
 * notifications and permissions per resource; behaviour §3 booking-provider options): bookable
 * online in this practice, bookings confirmed at once or as requests, the booking step, and the
 * name clients read in messages.
 */
export function BookingOptionsSection({ userId, centreId }: { userId: string; centreId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const path = `/booking-api/providers/${encodeURIComponent(userId)}`;
  const options = useApiQuery<BookingOptions>(path);
  const [draft, setDraft] = useState<BookingOptionsDraft | null>(null);
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (options.data) setDraft(bookingOptionsDraft(options.data, centreId));
  }, [options.data, centreId]);

  const title = translate('settings.therapist.booking.title');
  if (options.error && !options.data) return <Section title={title} name="bookingOptions"><LoadFailed error={options.error} onRetry={() => void options.reload()} /></Section>;
  if (!draft || !options.data) return <Section title={title} name="bookingOptions"><PageLoading /></Section>;

  const set = (patch: Partial<BookingOptionsDraft>) => setDraft({ ...draft, ...patch });
  const save = async () => {
    setSaving(true);
    try {
      options.setData(await apiFetch<BookingOptions>(path, { method: 'PATCH', body: bookingOptionsPatch(options.data!, draft, centreId) }));
      notify('settings.therapist.booking.saved', { type: 'success' });
    } catch (error) {
      notifyError('common.unableToSave', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={title} subtitle={translate('settings.therapist.booking.hint')} name="bookingOptions">
      <Box sx={{ display: 'grid', gap: 1, maxWidth: 560 }}>
        <FormControlLabel label={translate('settings.therapist.booking.bookable')} control={<Switch name="bookable" checked={draft.bookable} onChange={(e) => set({ bookable: e.target.checked })} />} />
        <FormControlLabel label={translate('settings.therapist.booking.instantBooking')} control={<Switch name="instantBooking" checked={draft.instantBooking} onChange={(e) => set({ instantBooking: e.target.checked })} />} />
        <SelectField
          name="minScheduleStep"
          label={translate('settings.therapist.booking.step')}
          value={String(draft.minScheduleStep)}
          options={SCHEDULE_STEPS.map((m) => ({ value: String(m), label: translate('settings.therapist.booking.minutes', { count: m }) }))}
          onChange={(v) => set({ minScheduleStep: Number(v) })}
        />
        <TextField
          size="small"
          name="nickname"
          label={translate('settings.therapist.booking.nickname')}
          helperText={translate('settings.therapist.booking.nicknameHint')}
          value={draft.nickname}
          onChange={(e) => set({ nickname: e.target.value })}
          slotProps={{ htmlInput: { maxLength: 50 } }}
        />
        <Box>
          <Button variant="contained" startIcon={<SaveIcon />} disabled={saving} onClick={() => void save()}>
            {translate('settings.therapist.booking.save')}
          </Button>
        </Box>
      </Box>
    </Section>
  );
}
