import { Box, MenuItem, TextField } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { DatePickerInput } from '../../../components/DatePickerInput';
import { useServices, useTherapists } from '../useAppointmentLookups';
import { ContactPicker } from './ContactPicker';
import { applyService, type DraftErrors, type EditorDraft } from './editorDraft';

interface Props {
  centreId: string;
  draft: EditorDraft;
  errors: DraftErrors;
  /** Shown under the time fields: the clashing appointment the server named. */
  clashText: string | null;
  disabled: boolean;
  onChange: (draft: EditorDraft) => void;
}

/** The appointment's fields: date, start and end, therapist, service, client, buffers, notes. */
export function EditorFields({ centreId, draft, errors, clashText, disabled, onChange }: Props) {
  const translate = useTranslate();
  const therapists = useTherapists();
  const { services } = useServices(centreId);
  const t = (key: string) => translate(`appointments.editor.${key}`);
  // Until the lists have loaded (or for a former colleague's or a deleted service's id) the select shows empty.
  const serviceValue = services.some((s) => s.id === draft.service_fk) ? draft.service_fk : '';
  const therapistValue = therapists.some((th) => th.userId === draft.resourceId) ? draft.resourceId : '';
  const err = (key: keyof EditorDraft) => (errors[key] ? translate(errors[key] as string) : undefined);
  const set = (key: keyof EditorDraft) => (value: string) => onChange({ ...draft, [key]: value });
  const timeInput = (key: 'startTime' | 'endTime', label: string) => (
    <TextField
      type="time" name={key} label={label} value={draft[key]} disabled={disabled} onChange={(e) => set(key)(e.target.value)}
      error={Boolean(err(key) || clashText)} helperText={err(key)} slotProps={{ inputLabel: { shrink: true }, htmlInput: { step: 300 } }}
    />
  );

  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}>
      <DatePickerInput name="date" label={t('date')} value={draft.date} onChange={(v) => set('date')(v ?? '')} disabled={disabled} errorText={err('date')} maxDate={dayjs().add(3, 'year').endOf('year').format('YYYY-MM-DD')} />
      {timeInput('startTime', t('start'))}
      {timeInput('endTime', t('end'))}
      {clashText && (
        <Box role="alert" sx={{ gridColumn: '1 / -1', color: 'error.main', typography: 'body2', mt: -1 }} data-testid="editor-clash">
          {clashText}
        </Box>
      )}
      <TextField select name="resourceId" label={t('therapist')} value={therapistValue} disabled={disabled} onChange={(e) => set('resourceId')(e.target.value)}>
        {therapists.map((th) => (
          <MenuItem key={th.userId} value={th.userId}>{th.name}</MenuItem>
        ))}
      </TextField>
      <TextField
        select name="service" label={t('service')} value={serviceValue} disabled={disabled}
        onChange={(e) => {
          const service = services.find((s) => s.id === e.target.value);
          if (service) onChange(applyService(draft, service));
        }}
      >
        {services.map((s) => (
          <MenuItem key={s.id} value={s.id}>{s.name}</MenuItem>
        ))}
      </TextField>
      <Box sx={{ pointerEvents: disabled ? 'none' : undefined, opacity: disabled ? 0.6 : 1 }}>
        <ContactPicker centreId={centreId} value={draft.contact_fk} onChange={set('contact_fk')} />
      </Box>
      <TextField
        name="startBufferTime" label={t('bufferBefore')} value={draft.startBufferTime} disabled={disabled} onChange={(e) => set('startBufferTime')(e.target.value)}
        error={Boolean(err('startBufferTime'))} helperText={err('startBufferTime')} slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        name="endBufferTime" label={t('bufferAfter')} value={draft.endBufferTime} disabled={disabled} onChange={(e) => set('endBufferTime')(e.target.value)}
        error={Boolean(err('endBufferTime'))} helperText={err('endBufferTime')} slotProps={{ htmlInput: { inputMode: 'numeric' } }}
      />
      <TextField
        name="notes" label={t('notes')} value={draft.notes} disabled={disabled} onChange={(e) => set('notes')(e.target.value)}
        multiline minRows={3} sx={{ gridColumn: '1 / -1' }} slotProps={{ htmlInput: { maxLength: 5000 } }}
      />
    </Box>
  );
}
