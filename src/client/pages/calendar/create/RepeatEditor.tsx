/**
 * The repeat editor of the create dialog (wording.md §3 "repeat (every, on days, occurrences,
 * never)"): every N days/weeks/months, on chosen weekdays, ending never, on a date or after N times.
 */
import { Checkbox, FormControlLabel, MenuItem, Radio, RadioGroup, Stack, TextField, ToggleButton, ToggleButtonGroup } from '@mui/material';
import dayjs from 'dayjs';
import { useTranslate } from 'react-admin';
import type { WeekDay } from '../../../../shared/recurrence';
import type { RepeatDraft } from './createDraft';

const MONDAY_FIRST: WeekDay[] = [1, 2, 3, 4, 5, 6, 0];

interface Props {
  value: RepeatDraft;
  onChange: (value: RepeatDraft) => void;
  errors: Record<string, string>;
}

export function RepeatEditor({ value, onChange, errors }: Props) {
  const translate = useTranslate();
  const set = (patch: Partial<RepeatDraft>) => onChange({ ...value, ...patch });
  const err = (field: string) => (errors[`repetition.${field}`] ? translate(`errors.${errors[`repetition.${field}`]}`) : undefined);
  const unit = translate(`calendar.repeat.unit.${value.frequency}`, { smart_count: value.interval, count: value.interval });
  return (
    <Stack spacing={1.5} data-testid="repeat-editor">
      <FormControlLabel control={<Checkbox checked={value.enabled} onChange={(e) => set({ enabled: e.target.checked })} />} label={translate('calendar.repeat.enabled')} />
      {value.enabled && (
        <>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <TextField
              size="small"
              type="number"
              label={translate('calendar.repeat.every')}
              value={value.interval}
              onChange={(e) => set({ interval: Number(e.target.value) })}
              slotProps={{ htmlInput: { min: 1, max: 99 } }}
              error={Boolean(err('interval'))}
              helperText={err('interval')}
              sx={{ width: 110 }}
            />
            <TextField select size="small" label={translate('calendar.repeat.frequency')} value={value.frequency} onChange={(e) => set({ frequency: e.target.value as RepeatDraft['frequency'] })} sx={{ minWidth: 150 }}>
              {(['DAILY', 'WEEKLY', 'MONTHLY'] as const).map((f) => (
                <MenuItem key={f} value={f}>
                  {f === value.frequency ? unit : translate(`calendar.repeat.unit.${f}`, { smart_count: value.interval, count: value.interval })}
                </MenuItem>
              ))}
            </TextField>
          </Stack>
          {value.frequency === 'WEEKLY' && (
            <Stack spacing={0.5}>
              <ToggleButtonGroup
                size="small"
                value={value.weekDays}
                onChange={(_, days: WeekDay[]) => set({ weekDays: days })}
                aria-label={translate('calendar.repeat.onDays')}
              >
                {MONDAY_FIRST.map((d) => (
                  <ToggleButton key={d} value={d} aria-label={dayjs().day(d).format('dddd')}>
                    {dayjs().day(d).format('dd')}
                  </ToggleButton>
                ))}
              </ToggleButtonGroup>
              {err('weekDays') && <Stack sx={{ color: 'error.main', typography: 'caption' }}>{err('weekDays')}</Stack>}
            </Stack>
          )}
          <RadioGroup value={value.end} onChange={(e) => set({ end: e.target.value as RepeatDraft['end'] })} aria-label={translate('calendar.repeat.ends')}>
            <FormControlLabel value="ENDLESS" control={<Radio size="small" />} label={translate('calendar.repeat.endsNever')} />
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel value="EXACT_DATE" control={<Radio size="small" />} label={translate('calendar.repeat.endsOn')} />
              <TextField size="small" type="date" disabled={value.end !== 'EXACT_DATE'} value={value.endDate} onChange={(e) => set({ endDate: e.target.value })} slotProps={{ htmlInput: { 'aria-label': translate('calendar.repeat.endDate') } }} error={Boolean(err('endDate'))} helperText={err('endDate')} />
            </Stack>
            <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
              <FormControlLabel value="OCCURRENCES" control={<Radio size="small" />} label={translate('calendar.repeat.endsAfter')} />
              <TextField
                size="small"
                type="number"
                disabled={value.end !== 'OCCURRENCES'}
                value={value.occurrences}
                onChange={(e) => set({ occurrences: Number(e.target.value) })}
                slotProps={{ htmlInput: { min: 2, max: 999, 'aria-label': translate('calendar.repeat.occurrences') } }}
                error={Boolean(err('occurrences'))}
                helperText={err('occurrences')}
                sx={{ width: 110 }}
              />
              <span>{translate('calendar.repeat.times')}</span>
            </Stack>
          </RadioGroup>
        </>
      )}
    </Stack>
  );
}
