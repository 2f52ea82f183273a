import { useEffect, useState } from 'react';
import { Alert, Box, Button, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import SaveIcon from '@mui/icons-material/Save';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { useQueryClient } from '@tanstack/react-query';
import type { ScheduleTemplate } from '../../../../shared/availability';
import { apiFetch } from '../../../api/http';
import { useApiQuery } from '../../../api/useApiQuery';
import { SCHEDULE_QUERY_KEY } from '../../../api/queryKeys';
import { serverFieldErrors } from '../../../api/serverFieldErrors';
import { translateMessage, type FieldMessage } from '../../../api/errorText';
import { useNotifyError } from '../../../components/useNotifyError';
import { Section } from '../../../components/Section';
import { SelectField } from '../../../components/SelectField';
import { LoadFailed, PageLoading } from '../../../components/PageStates';
import { WEEKDAYS_MONDAY_FIRST, weekdayName } from '../businessInfo/openingHours';
import { TIME_OPTIONS, addSlot, draftOf, draftProblems, removeSlot, setAvailable, setSlotTime, templateOf, type WorkingHoursDraft } from './workingHoursDraft';

/**
 * Working hours of one therapist in the active practice (wording §2 "Resources list": working
 * hours per resource): the weekly template, several slots a day, times 06:00–00:30. Wrong
 * intervals are shown per slot and never sent (wording §5).
 */
export function WorkingHoursSection({ userId, centreId }: { userId: string; centreId: string }) {
  const translate = useTranslate();
  const notify = useNotify();
  const notifyError = useNotifyError();
  const queryClient = useQueryClient();
  const [locale] = useLocaleState();
  const path = `/booking-api/providers/${encodeURIComponent(userId)}/schedule-templates?centreId=${encodeURIComponent(centreId)}`;
  const template = useApiQuery<ScheduleTemplate>(path);
  const [draft, setDraft] = useState<WorkingHoursDraft | null>(null);
  const [serverErrors, setServerErrors] = useState<Partial<Record<string, FieldMessage>>>({});
  const [saving, setSaving] = useState(false);

  useEffect(() => {
    if (template.data) setDraft(draftOf(template.data));
  }, [template.data]);

  const title = translate('settings.therapist.workingHours.title');
  if (template.error && !template.data) return <Section title={title} name="workingHours"><LoadFailed error={template.error} onRetry={() => void template.reload()} /></Section>;
  if (!draft) return <Section title={title} name="workingHours"><PageLoading /></Section>;

  const problems = draftProblems(draft);
  const change = (next: WorkingHoursDraft) => {
    setDraft(next);
    setServerErrors({});
  };
  const save = async () => {
    if (problems.size) return;
    setSaving(true);
    try {
      const saved = await apiFetch<ScheduleTemplate>(path, { method: 'PUT', body: templateOf(draft) });
      template.setData(saved);
      setDraft(draftOf(saved));
      // Spec §4: saving a schedule template clears the cached schedule.
      queryClient.removeQueries({ queryKey: [SCHEDULE_QUERY_KEY] });
      notify('settings.therapist.workingHours.saved', { type: 'success' });
    } catch (error) {
      setServerErrors(serverFieldErrors(error));
      notifyError('common.unableToSave', error);
    } finally {
      setSaving(false);
    }
  };

  return (
    <Section title={title} subtitle={translate('settings.therapist.workingHours.hint')} name="workingHours">
      {WEEKDAYS_MONDAY_FIRST.map((weekDay) => {
        const index = draft.findIndex((d) => d.weekDay === weekDay);
        const day = draft[index];
        if (!day) return null;
        return (
          <Box key={weekDay} data-weekday={weekDay} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              sx={{ width: 200, mt: 1 }}
              label={weekdayName(weekDay, locale ?? 'de')}
              control={<Switch name={`workingHours.${weekDay}.available`} checked={day.available} onChange={(e) => change(setAvailable(draft, weekDay, e.target.checked))} />}
            />
            <Box sx={{ flex: 1, minWidth: 260, opacity: day.available ? 1 : 0.6 }}>
              {day.timeSlots.length === 0 && <Typography color="text.secondary" sx={{ mt: 1.5 }}>{translate('settings.therapist.workingHours.noSlots')}</Typography>}
              {day.timeSlots.map((slot, i) => {
                const problem = problems.get(`${weekDay}.${i}`) ?? serverErrors[`workingDays.${index}.timeSlots.${i}.startTime`] ?? serverErrors[`workingDays.${index}.timeSlots.${i}.endTime`];
                const options = TIME_OPTIONS.map((t) => ({ value: t, label: t === 'N/A' ? translate('settings.therapist.workingHours.notSet') : t }));
                return (
                  <Box key={i} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                    <SelectField name={`workingHours.${weekDay}.${i}.startTime`} label={translate('settings.therapist.workingHours.from')} value={slot.startTime} options={options} onChange={(v) => change(setSlotTime(draft, weekDay, i, 'startTime', v))} errorText={problem ? translateMessage(translate, problem) : null} />
                    <SelectField name={`workingHours.${weekDay}.${i}.endTime`} label={translate('settings.therapist.workingHours.until')} value={slot.endTime} options={options} onChange={(v) => change(setSlotTime(draft, weekDay, i, 'endTime', v))} />
                    <IconButton aria-label={translate('settings.therapist.workingHours.removeSlot')} onClick={() => change(removeSlot(draft, weekDay, i))}>
                      <DeleteIcon />
                    </IconButton>
                  </Box>
                );
              })}
            </Box>
            <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} name={`workingHours.${weekDay}.add`} onClick={() => change(addSlot(draft, weekDay, centreId))}>
              {translate('settings.therapist.workingHours.addSlot')}
            </Button>
          </Box>
        );
      })}
      {problems.size > 0 && <Alert severity="error" sx={{ mt: 1 }}>{translate('errors.incorrectWorkingHours')}</Alert>}
      <Box sx={{ display: 'flex', justifyContent: 'flex-end', mt: 1 }}>
        <Button name="saveWorkingHours" variant="contained" startIcon={<SaveIcon />} disabled={saving || problems.size > 0} onClick={() => void save()}>
          {translate('settings.therapist.workingHours.save')}
        </Button>
      </Box>
    </Section>
  );
}
