import { useState } from 'react';
import { Box, Button, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { NewCase } from '../../../api/appointmentCases';
import { DatePickerInput } from '../../../components/DatePickerInput';

/** The project record's limits (schemas/project.schema.json). */
const NAME_MAX = 100;
const CASE_NUMBER_MAX = 50;

/** A new case of the appointment's client, inline: its name, and the case number and date if known. */
export function NewCaseForm(props: { busy: boolean; onCreate: (fields: Omit<NewCase, 'contact_fk'>) => Promise<boolean>; onCancel: () => void }) {
  const translate = useTranslate();
  const [name, setName] = useState('');
  const [caseNumber, setCaseNumber] = useState('');
  const [caseDate, setCaseDate] = useState<string | null>(null);

  const submit = () =>
    void props.onCreate({ name: name.trim(), ...(caseNumber.trim() ? { caseNumber: caseNumber.trim() } : {}), ...(caseDate ? { caseDate } : {}) });

  return (
    <Stack spacing={1.5} component="form" aria-label={translate('appointments.case.new')} data-testid="new-case-form" onSubmit={(e) => (e.preventDefault(), submit())}>
      <TextField
        size="small" name="caseName" label={translate('appointments.case.name')} value={name} required autoFocus
        onChange={(e) => setName(e.target.value)} slotProps={{ htmlInput: { maxLength: NAME_MAX } }}
      />
      <Box sx={{ display: 'grid', gap: 1.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <TextField
          size="small" name="caseNumber" label={translate('appointments.case.caseNumber')} value={caseNumber}
          onChange={(e) => setCaseNumber(e.target.value)} slotProps={{ htmlInput: { maxLength: CASE_NUMBER_MAX } }}
        />
        <DatePickerInput name="caseDate" label={translate('appointments.case.caseDate')} value={caseDate} onChange={setCaseDate} />
      </Box>
      <Stack direction="row" spacing={1}>
        <Button type="submit" variant="contained" disabled={props.busy || name.trim() === ''}>{translate('appointments.case.create')}</Button>
        <Button onClick={props.onCancel} disabled={props.busy}>{translate('common.cancel')}</Button>
      </Stack>
    </Stack>
  );
}
