import { useState, type FormEvent } from 'react';
import { Box, Button, TextField } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import { useTranslate } from 'react-admin';
import type { DayOff, HalfDay } from '../../../../shared/api/daysOff';
import { DAY_OFF_NAME_MAX } from '../../../../shared/api/daysOff';
import { DatePickerInput } from '../../../components/DatePickerInput';
import { SelectField } from '../../../components/SelectField';
import type { AddResult } from './daysOffDraft';

export interface AddDayOffFormProps {
  year: number;
  dateFormat?: string;
  disabled?: boolean;
  /** Tries to add the entry; a failure names the field and the reason. */
  onAdd: (entry: DayOff) => AddResult;
}

type Part = 'whole' | HalfDay;
type AddFailure = Extract<AddResult, { ok: false }>;
const FAILURE_MESSAGES: Record<AddFailure['code'], string> = {
  required: 'errors.required',
  calendarYearMismatch: 'settings.holidays.notInYear',
  invalidDateRange: 'errors.invalidDateRange',
  duplicateValue: 'settings.holidays.alreadyListed',
};
const PART_LABELS: Record<Part, string> = {
  whole: 'settings.holidays.parts.whole',
  morning: 'settings.holidays.parts.morning',
  afternoon: 'settings.holidays.parts.afternoon',
};

/** Adds one day (whole, morning or afternoon) or an inclusive range, with an optional name. */
export function AddDayOffForm({ year, dateFormat, disabled, onAdd }: AddDayOffFormProps) {
  const translate = useTranslate();
  const [date, setDate] = useState<string | null>(null);
  const [endDate, setEndDate] = useState<string | null>(null);
  const [name, setName] = useState('');
  const [part, setPart] = useState<Part>('whole');
  const [errors, setErrors] = useState<Partial<Record<'date' | 'endDate', string>>>({});
  const range = Boolean(endDate && date && endDate !== date);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const entry: DayOff = { date: date ?? '' };
    if (endDate) entry.endDate = endDate;
    if (name.trim()) entry.name = name.trim();
    if (!range && part !== 'whole') entry.halfDay = part;
    const result = onAdd(entry);
    if (!result.ok) {
      setErrors({ [result.field]: FAILURE_MESSAGES[result.code] });
      return;
    }
    setErrors({});
    setDate(null);
    setEndDate(null);
    setName('');
    setPart('whole');
  };

  return (
    <Box component="form" onSubmit={submit} aria-label={translate('settings.holidays.addTitle')} noValidate
      sx={{ display: 'grid', gap: 1, alignItems: 'start', gridTemplateColumns: { xs: '1fr', md: '1fr 1fr 1.4fr 1fr auto' } }}>
      <DatePickerInput name="dayOffDate" label={translate('settings.holidays.fields.date')} value={date} required format={dateFormat}
        maxDate={`${year}-12-31`} disabled={disabled} errorText={errors.date ? translate(errors.date, { year }) : null}
        onChange={(v) => { setDate(v); setErrors({}); }} />
      <DatePickerInput name="dayOffEndDate" label={translate('settings.holidays.fields.endDate')} value={endDate} format={dateFormat}
        maxDate={`${year + 1}-12-31`} disabled={disabled} errorText={errors.endDate ? translate(errors.endDate) : null}
        onChange={(v) => { setEndDate(v); setErrors({}); }} />
      <TextField name="dayOffName" id="dayOffName" label={translate('settings.holidays.fields.name')} value={name} margin="dense" fullWidth
        disabled={disabled} placeholder={translate('settings.holidays.fields.namePlaceholder')}
        slotProps={{ htmlInput: { maxLength: DAY_OFF_NAME_MAX } }} onChange={(e) => setName(e.target.value)} />
      <SelectField name="dayOffPart" label={translate('settings.holidays.fields.part')} value={range ? 'whole' : part} disabled={disabled || range}
        onChange={(v) => setPart(v as Part)}
        options={(Object.keys(PART_LABELS) as Part[]).map((p) => ({ value: p, label: translate(PART_LABELS[p]) }))} />
      <Button type="submit" variant="outlined" startIcon={<AddIcon />} disabled={disabled} sx={{ mt: { md: 1.5 }, height: 40 }}>
        {translate('settings.holidays.add')}
      </Button>
    </Box>
  );
}
