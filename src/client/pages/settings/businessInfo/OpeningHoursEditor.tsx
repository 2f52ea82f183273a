import { Box, Button, FormControlLabel, IconButton, Switch, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import { useLocaleState, useTranslate } from 'react-admin';
import { SelectField } from '../../../components/SelectField';
import {
  formatDecimalTime,
  intervalsOfDay,
  openingHoursProblems,
  replaceDay,
  suggestInterval,
  TIME_CHOICES,
  WEEKDAYS_MONDAY_FIRST,
  weekdayName,
  type OpeningInterval,
} from './openingHours';

export interface OpeningHoursEditorProps {
  value: OpeningInterval[];
  onChange: (next: OpeningInterval[]) => void;
  timeFormat: '24h' | '12h';
  /** Translated message for the whole block (e.g. from the server). */
  errorText?: string;
}

/** Per weekday: open or closed, and one or more periods (a lunch break is two periods). */
export function OpeningHoursEditor({ value, onChange, timeFormat, errorText }: OpeningHoursEditorProps) {
  const translate = useTranslate();
  const problems = openingHoursProblems(value);
  const timeOptions = TIME_CHOICES.map((t) => ({ value: String(t), label: formatDecimalTime(t, timeFormat) }));
  const [locale] = useLocaleState();
  const dayName = (day: number) => weekdayName(day, locale ?? 'de');

  return (
    <Box>
      {WEEKDAYS_MONDAY_FIRST.map((day) => {
        const periods = intervalsOfDay(value, day);
        const setPeriods = (next: OpeningInterval[]) => onChange(replaceDay(value, day, next));
        const problem = problems.get(day);
        return (
          <Box key={day} data-weekday={day} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'flex-start', gap: 1, py: 0.5, borderBottom: 1, borderColor: 'divider' }}>
            <FormControlLabel
              sx={{ width: 200, mt: 1 }}
              control={
                <Switch
                  name={`openingHours.${day}.open`}
                  checked={periods.length > 0}
                  onChange={(e) => setPeriods(e.target.checked ? [suggestInterval([], day)] : [])}
                />
              }
              label={dayName(day)}
            />
            <Box sx={{ flex: 1, minWidth: 260 }}>
              {periods.length === 0 && (
                <Typography color="text.secondary" sx={{ mt: 1.5 }}>{translate('settings.businessInfo.hours.closed')}</Typography>
              )}
              {periods.map((p, index) => (
                <Box key={index} sx={{ display: 'flex', gap: 1, alignItems: 'center' }}>
                  <SelectField
                    name={`openingHours.${day}.${index}.openTime`}
                    label={translate('settings.businessInfo.hours.from')}
                    value={String(p.openTime)}
                    options={timeOptions}
                    onChange={(v) => setPeriods(periods.map((q, i) => (i === index ? { ...q, openTime: Number(v) } : q)))}
                  />
                  <SelectField
                    name={`openingHours.${day}.${index}.closeTime`}
                    label={translate('settings.businessInfo.hours.until')}
                    value={String(p.closeTime)}
                    options={timeOptions}
                    onChange={(v) => setPeriods(periods.map((q, i) => (i === index ? { ...q, closeTime: Number(v) } : q)))}
                  />
                  <IconButton
                    aria-label={translate('settings.businessInfo.hours.removePeriod')}
                    onClick={() => setPeriods(periods.filter((_, i) => i !== index))}
                  >
                    <DeleteIcon />
                  </IconButton>
                </Box>
              ))}
              {problem && (
                <Typography role="alert" color="error" variant="body2">
                  {translate(problem === 'closeBeforeOpen' ? 'errors.invalidTimeRange' : 'errors.overlappingHours')}
                </Typography>
              )}
            </Box>
            {periods.length > 0 && periods.length < 6 && (
              <Button size="small" startIcon={<AddIcon />} sx={{ mt: 1 }} name={`openingHours.${day}.add`} onClick={() => setPeriods([...periods, suggestInterval(periods, day)])}>
                {translate('settings.businessInfo.hours.addPeriod')}
              </Button>
            )}
          </Box>
        );
      })}
      {errorText && problems.size === 0 && (
        <Typography role="alert" color="error" variant="body2" sx={{ mt: 1 }}>{errorText}</Typography>
      )}
    </Box>
  );
}
