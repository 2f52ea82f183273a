import { useState } from 'react';
import { Alert, Box, Button, Dialog, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import { SelectField } from '../../../../components/SelectField';
import { TextInput } from '../../../../components/TextInput';
import { formatMinute, parseTime, SPECIAL_DAY_EVENT_MAX, type SpecialDaySlot } from '../../../../../shared/availability';
import type { EditResult } from './specialDaysDraft';
import { gridDate } from './weekDates';

/** The dialog's times: the grid's hours (spec §9: 06:00–23:00) in quarter hours, and whatever the entry holds. */
const GRID_TIMES = Array.from({ length: (23 - 6) * 4 + 1 }, (_, i) => formatMinute(6 * 60 + i * 15));
const TIME_LABEL = { '24h': 'HH:mm', '12h': 'hh:mm A' } as const;

function timeOptions(current: string[], timeFormat: '24h' | '12h') {
  const times = [...new Set([...GRID_TIMES, ...current])].sort((a, b) => (parseTime(a) ?? 1440) - (parseTime(b) ?? 1440));
  return times.map((t) => ({ value: t, label: t === '24:00' ? (timeFormat === '24h' ? '24:00' : '12:00 AM') : dayjs(gridDate('2000-01-01', t)).format(TIME_LABEL[timeFormat]) }));
}

export type OpenEntry = { kind: 'slot'; id: string; date: string; slot: SpecialDaySlot } | { kind: 'closed'; date: string };

export interface SpecialDayEntryDialogProps {
  entry: OpenEntry;
  timeFormat: '24h' | '12h';
  dateLabel: string;
  /** Applies the edited times and label; a refusal is shown in the dialog. */
  onApply: (slot: SpecialDaySlot) => EditResult;
  onRemove: () => void;
  onClose: () => void;
}

/**
 * An entry of the week (spec §2: opened by double-click or by selecting a range): its times and
 * optional label, or removal. A date without hours (not working) can only be removed.
 */
export function SpecialDayEntryDialog({ entry, timeFormat, dateLabel, onApply, onRemove, onClose }: SpecialDayEntryDialogProps) {
  const translate = useTranslate();
  const initial = entry.kind === 'slot' ? entry.slot : null;
  const [startTime, setStartTime] = useState(initial?.startTime ?? '09:00');
  const [endTime, setEndTime] = useState(initial?.endTime ?? '17:00');
  const [event, setEvent] = useState(initial?.event ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const options = timeOptions([startTime, endTime], timeFormat);

  const apply = () => {
    // The label field shows its own hint when it is too long (TextInput never cuts silently).
    if (event.trim().length > SPECIAL_DAY_EVENT_MAX) return;
    const result = onApply({ startTime, endTime, ...(event.trim() ? { event: event.trim() } : {}) });
    if (!result.ok) setProblem(`errors.${result.code}`);
  };

  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="special-day-entry-title">
      <DialogTitle id="special-day-entry-title">{translate('specialDays.entry.title', { date: dateLabel })}</DialogTitle>
      <DialogContent dividers>
        {entry.kind === 'closed' ? (
          <Typography>{translate('specialDays.notWorkingHint')}</Typography>
        ) : (
          <>
            <Box sx={{ display: 'grid', gridTemplateColumns: '1fr 1fr', gap: 2 }}>
              <SelectField name="entryStart" label={translate('specialDays.entry.start')} value={startTime} options={options}
                onChange={(v) => { setStartTime(v); setProblem(null); }} />
              <SelectField name="entryEnd" label={translate('specialDays.entry.end')} value={endTime} options={options}
                onChange={(v) => { setEndTime(v); setProblem(null); }} />
            </Box>
            <TextInput name="entryEvent" label={translate('specialDays.entry.event')} value={event} maxLength={SPECIAL_DAY_EVENT_MAX}
              onChange={(e) => setEvent(e.target.value)} sx={{ mt: 1 }} />
            {problem && <Alert severity="error" sx={{ mt: 1 }}>{translate(problem)}</Alert>}
          </>
        )}
      </DialogContent>
      <DialogActions>
        <Button color="error" startIcon={<DeleteIcon />} onClick={onRemove} sx={{ mr: 'auto' }}>{translate('specialDays.entry.remove')}</Button>
        <Button onClick={onClose}>{translate('common.cancel')}</Button>
        {entry.kind === 'slot' && <Button variant="contained" onClick={apply}>{translate('specialDays.entry.apply')}</Button>}
      </DialogActions>
    </Dialog>
  );
}
