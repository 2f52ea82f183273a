/**
 * History and notes of an appointment (treatment notes, health data): every entry with who wrote
 * it and when, earlier versions on demand; a new note, or a new version of one.
 */
import { useState } from 'react';
import { Box, Button, CircularProgress, List, Stack, TextField, Typography } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { appointmentApi, useAppointmentHistory, type Appointment } from '../../../api/appointments';
import { useTherapistName, useTimeFormat } from '../useAppointmentLookups';
import { ActionError } from './ActionError';
import { HISTORY_TEXT_MAX, HistoryEntryItem } from './HistoryEntryItem';
import { useAppointmentAction } from './useAppointmentAction';

export function HistorySection({ appointment }: { appointment: Appointment }) {
  const translate = useTranslate();
  const notify = useNotify();
  const centreId = appointment.centre_fk;
  const id = appointment.appointment_id;
  const history = useAppointmentHistory(centreId, id);
  const therapistName = useTherapistName();
  const timeFormat = useTimeFormat();
  const { run, busy, error, clearError } = useAppointmentAction(centreId);
  const [text, setText] = useState('');

  const add = async () => {
    if (await run(() => appointmentApi.addHistory(id, text))) {
      setText('');
      notify('appointments.history.added', { type: 'info' });
    }
  };
  const saveVersion = async (entryId: string, newText: string) => {
    const saved = Boolean(await run(() => appointmentApi.editHistory(entryId, newText)));
    if (saved) notify('appointments.history.versionSaved', { type: 'info' });
    return saved;
  };

  const entries = history.data ?? [];
  return (
    <Box component="section" aria-labelledby="appointment-history-title" data-testid="appointment-history-section">
      <Typography id="appointment-history-title" variant="subtitle1" component="h3" gutterBottom>
        {translate('appointments.history.title')}
      </Typography>
      {history.isPending && <CircularProgress size={20} />}
      {history.error && <ActionError error={history.error} />}
      {!history.isPending && !history.error && entries.length === 0 && (
        <Typography variant="body2" color="text.secondary">{translate('appointments.history.empty')}</Typography>
      )}
      <List dense disablePadding>
        {entries.map((entry) => (
          <HistoryEntryItem key={entry.historyEntryId} entry={entry} authorName={therapistName} timeFormat={timeFormat} busy={busy} onSave={saveVersion} />
        ))}
      </List>
      <Stack spacing={1} sx={{ mt: 1 }}>
        <TextField
          multiline minRows={2} fullWidth label={translate('appointments.history.newNote')} value={text} name="historyText"
          onChange={(e) => setText(e.target.value)} slotProps={{ htmlInput: { maxLength: HISTORY_TEXT_MAX } }}
        />
        <Box>
          <Button variant="outlined" disabled={busy || text.trim() === ''} onClick={() => void add()}>{translate('appointments.history.add')}</Button>
        </Box>
      </Stack>
      <ActionError error={error} onClose={clearError} />
    </Box>
  );
}
