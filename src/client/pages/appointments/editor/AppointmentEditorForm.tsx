/**
 * The editor's form: saves the changed fields with PATCH /api/appointments/{id} (with the series
 * scope), shows the reply's warnings (saved outside bookable time) and, for a clash, the clashing
 * appointment's time beside the time fields.
 */
import { useState } from 'react';
import { Alert, Box, Button, Stack, Typography } from '@mui/material';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { canEditFields } from '../../../../shared/appointments/statusActions';
import { appointmentApi, type Appointment, type AppointmentWarning, type Scope } from '../../../api/appointments';
import { formatDay, formatTimeRange } from '../appointmentFormat';
import { ActionError } from '../panel/ActionError';
import { useAppointmentAction } from '../panel/useAppointmentAction';
import { useTimeFormat } from '../useAppointmentLookups';
import { draftErrors, draftOf, patchBody, type EditorDraft } from './editorDraft';
import { EditorFields } from './EditorFields';
import { clashOf } from './saveOutcome';
import { ScopeChoice } from './ScopeChoice';

export function AppointmentEditorForm({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const notify = useNotify();
  const [locale] = useLocaleState();
  const timeFormat = useTimeFormat();
  const { run, busy, error, clearError } = useAppointmentAction(appointment.centre_fk);
  const [saved, setSaved] = useState<Appointment>(appointment);
  const [draft, setDraft] = useState<EditorDraft>(() => draftOf(appointment));
  const [scope, setScope] = useState<Scope>('current');
  const [includeExceptions, setIncludeExceptions] = useState(false);
  const [tried, setTried] = useState(false);
  const [warnings, setWarnings] = useState<AppointmentWarning[]>([]);
  const editable = canEditFields(appointment.status);
  const errors = tried ? draftErrors(draft, draftOf(saved)) : {};
  const lng = locale ?? 'de';

  const overlap = clashOf(error);
  const clashText = overlap?.clash
    ? translate('appointments.editor.clash', { date: formatDay(overlap.clash.date, lng), time: formatTimeRange(overlap.clash.startTime, overlap.clash.endTime, timeFormat) })
    : null;

  const save = async () => {
    setTried(true);
    if (Object.keys(draftErrors(draft, draftOf(saved))).length > 0) return;
    const body = patchBody(saved, draft, scope, includeExceptions);
    if (!body) {
      notify('appointments.editor.noChanges', { type: 'info' });
      return;
    }
    setWarnings([]);
    const reply = await run(() => appointmentApi.update(saved.appointment_id, body));
    if (!reply) return;
    setSaved(reply.appointment);
    setDraft(draftOf(reply.appointment));
    setTried(false);
    setWarnings(reply.warnings ?? []);
    const count = reply.changed.length || 1;
    notify('appointments.editor.saved', { type: 'success', messageArgs: { count, smart_count: count } });
  };

  return (
    <Stack spacing={2} component="form" noValidate onSubmit={(e) => { e.preventDefault(); void save(); }} aria-label={translate('appointments.editor.title')}>
      {!editable && <Alert severity="info">{translate('appointments.editor.notEditable')}</Alert>}
      <EditorFields centreId={appointment.centre_fk} draft={draft} errors={errors} clashText={clashText} disabled={!editable || busy} onChange={setDraft} />
      {appointment.series_fk && editable && (
        <ScopeChoice scope={scope} includeExceptions={includeExceptions} onScope={setScope} onIncludeExceptions={setIncludeExceptions} />
      )}
      {overlap && overlap.dates.length > 1 && (
        <Typography variant="body2" color="error">{translate('appointments.editor.clashDates', { dates: overlap.dates.map((d) => formatDay(d, lng)).join(', ') })}</Typography>
      )}
      <ActionError error={error} onClose={clearError} />
      {warnings.length > 0 && (
        <Alert severity="warning" data-testid="editor-warnings">
          {translate('appointments.editor.warningsTitle')}
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {warnings.map((w) => (
              <li key={`${w.code}-${w.date}`}>{translate(`appointments.editor.warning.${w.code}`, { date: formatDay(w.date, lng) })}</li>
            ))}
          </Box>
        </Alert>
      )}
      {editable && (
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>{translate('appointments.editor.save')}</Button>
        </Box>
      )}
    </Stack>
  );
}
